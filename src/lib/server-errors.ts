/**
 * Refusals of the Cloud Functions carry a stable machine code in HttpsError details
 * ({code}, functions/src/guards.ts); the screens show the translation under serverErrors.
 */
export const SERVER_ERROR_CODES = [
  'notSignedIn',
  'sessionRevoked',
  'noPermission',
  'sharedUser',
  'ownAdminFlag',
  'userNotFound',
  'matchNotFound',
  'emailUnavailable',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** The translation key of a callable error's machine code, or null when it has none we know. */
export function serverErrorKey(error: unknown): `serverErrors.${ServerErrorCode}` | null {
  const details = (error as { details?: unknown } | null)?.details;
  const code = (details as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && (SERVER_ERROR_CODES as readonly string[]).includes(code)
    ? `serverErrors.${code as ServerErrorCode}`
    : null;
}
