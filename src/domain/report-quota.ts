/**
 * Anonymous report flood: each reporting uid (one per browser for guests) may create
 * at most MAX_REPORTS_PER_WINDOW lost-item reports per REPORT_WINDOW_MS. firestore.rules enforce
 * it through the report-quotas/{uid} document written with each report; this module decides the
 * next state of that document on the client (keep both equal). Privileged users of the hotel are
 * exempt.
 */
export const MAX_REPORTS_PER_WINDOW = 5;
export const REPORT_WINDOW_MS = 60 * 60 * 1000;

export interface ReportQuota {
  windowStart: Date;
  count: number;
}

/**
 * The next quota step for a new report: 'start' a new window (first report, or the window is
 * over), 'increment' the current one, or 'exhausted' (refuse before writing). A window that looks
 * over by the browser's clock but not yet by the server's is refused by the rules; the caller then
 * reports the quota as reached.
 */
export function nextQuotaStep(
  quota: ReportQuota | null,
  now: Date,
): 'start' | 'increment' | 'exhausted' {
  if (!quota) return 'start';
  if (quota.count < MAX_REPORTS_PER_WINDOW) return 'increment';
  return now.getTime() - quota.windowStart.getTime() >= REPORT_WINDOW_MS ? 'start' : 'exhausted';
}

/**
 * Whether a reporter is exempt from the quota in a hotel: staff and admins of that hotel (their
 * ID token's claims), as firestore.rules decide. The caller knows the claims, so the data layer
 * writes a privileged report without the quota instead of trying the quota first.
 */
export function quotaExempt(claims: Readonly<Record<string, unknown>>, hotelId: string): boolean {
  return (
    (claims.admin === true || claims.staff === true) &&
    Array.isArray(claims.accessibleHotels) &&
    claims.accessibleHotels.includes(hotelId)
  );
}
