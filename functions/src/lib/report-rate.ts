import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HOUR_MS, reportRateHourId } from '../../../src/domain/mail-trust';
import { adminAuth, db } from './admin';

/** Whether the account holds a staff or admin role in the hotel (per its custom claims now). */
async function privilegedIn(uid: string, hotelId: string): Promise<boolean> {
  const user = await adminAuth.getUser(uid).catch(() => null);
  const claims = user?.customClaims ?? {};
  const hotels: unknown = claims.accessibleHotels;
  return (
    Array.isArray(hotels) &&
    hotels.includes(hotelId) &&
    (claims.admin === true || claims.staff === true)
  );
}

/**
 * Counts a new lost report made through the app by someone who is not staff of its hotel (a
 * guest, usually anonymous) at report-rates/{hotelId}/hours/{YYYYMMDDHH} (UTC clock hour). The
 * hotel's dashboard shows a notice when an hour reaches REPORT_RATE_NOTICE_THRESHOLD: the
 * per-account quota cannot stop a script that makes fresh anonymous accounts, but staff can
 * see that it happens. An atomic increment, so a burst of reports never contends.
 */
export async function countGuestReport(data: Record<string, unknown>): Promise<void> {
  const hotelId = typeof data.hotelId === 'string' ? data.hotelId : '';
  const userId = typeof data.userId === 'string' ? data.userId : '';
  if (!hotelId || !userId || (await privilegedIn(userId, hotelId))) return;
  const now = new Date();
  const hourStart = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  await db
    .doc(`report-rates/${hotelId}/hours/${reportRateHourId(now)}`)
    .set(
      {
        hotelId,
        hourStart: Timestamp.fromMillis(hourStart),
        count: FieldValue.increment(1),
        // For a TTL policy on the hours collection group (README): a day is plenty.
        expireAt: Timestamp.fromMillis(hourStart + 24 * HOUR_MS),
      },
      { merge: true },
    )
    .catch((error: unknown) => logger.warn(`Could not count report rate: ${String(error)}`));
}
