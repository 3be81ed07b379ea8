import i18n, { currentLanguage } from '@/i18n/i18n';

/**
 * Server errors in the user's language. Callable functions refuse with an HttpsError
 * code (and often a message that is itself a translation key); Firestore and Auth errors carry a
 * code too. This module turns any of them into text in the current language:
 *
 * 1. a message (or `details.key`) that names a translation key: `serverErrors.<key>` (the
 *    functions' own refusals), `errors.<key>`, `settings.<key>`, `matches.<key>`, `items.<key>`;
 * 2. in English, the server's own message (the functions write English);
 * 3. otherwise the generic text for the error code (`serverErrorCodes.<code>`);
 * 4. otherwise "An unexpected error occurred".
 */
export const SERVER_ERROR_CODES = [
  'unauthenticated',
  'permission-denied',
  'invalid-argument',
  'not-found',
  'failed-precondition',
  'internal',
  'unavailable',
  'deadline-exceeded',
  'already-exists',
  'resource-exhausted',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

// Keys here are computed at run time (see use-dynamic-t): the typed t only takes literal keys.
const translate = (key: string): string => (i18n.t as unknown as (key: string) => string)(key);

const KEY_NAMESPACES = ['serverErrors', 'errors', 'settings', 'matches', 'items'] as const;
const LOOKS_LIKE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

interface ErrorParts {
  code: string;
  message: string;
  detailsKey: string;
}

function partsOf(error: unknown): ErrorParts {
  if (typeof error === 'string') return { code: '', message: error, detailsKey: '' };
  if (!error || typeof error !== 'object') return { code: '', message: '', detailsKey: '' };
  const raw = error as { code?: unknown; message?: unknown; details?: unknown };
  const details = raw.details as { key?: unknown; code?: unknown } | undefined;
  return {
    // "functions/permission-denied", "auth/network-request-failed" or plain "permission-denied".
    code: typeof raw.code === 'string' ? raw.code : '',
    message: typeof raw.message === 'string' ? raw.message : '',
    // `details.key` names a translation key; `details.code` is a function refusal's machine code
    // (functions/src/guards.ts), translated under serverErrors.
    detailsKey:
      details && typeof details.key === 'string'
        ? details.key
        : details && typeof details.code === 'string'
          ? details.code
          : '',
  };
}

/** The generic code without its service prefix, if it is one this module translates. */
export function serverErrorCode(error: unknown): ServerErrorCode | null {
  const code = partsOf(error).code.replace(/^(functions|firestore|storage)\//, '');
  return (SERVER_ERROR_CODES as readonly string[]).includes(code)
    ? (code as ServerErrorCode)
    : null;
}

/** The translation key for a message that is a key, e.g. "passwordLength" or "noUser". */
function keyFor(candidate: string): string | null {
  if (!candidate) return null;
  if (candidate.includes('.') && i18n.exists(candidate)) return candidate;
  if (!LOOKS_LIKE_KEY.test(candidate)) return null;
  for (const namespace of KEY_NAMESPACES) {
    const key = `${namespace}.${candidate}`;
    if (i18n.exists(key)) return key;
  }
  return null;
}

/** Text for a server error in the user's language (see the module comment). */
export function serverErrorMessage(error: unknown): string {
  const { message, detailsKey } = partsOf(error);
  const key = keyFor(detailsKey) ?? keyFor(message);
  if (key) return translate(key);
  if (currentLanguage() === 'en' && message && !/^[a-z-]+\/[a-z-]+$/.test(message)) {
    return message.replace(/^Firebase: /, '');
  }
  const code = serverErrorCode(error);
  if (code) return translate(`serverErrorCodes.${code}`);
  return translate('settings.unexpectedError');
}

/** Auth refusals of a password-reset email that have a text of their own (spec §8). */
const RESET_ERROR_KEYS: Readonly<Record<string, string>> = {
  'auth/user-not-found': 'login.resetUserNotFound',
  'auth/too-many-requests': 'login.resetTooManyRequests',
  'auth/network-request-failed': 'login.resetNetworkFailed',
};

/**
 * Why a password-reset email was not sent (login page and profile settings alike): the refusals
 * above in their own words, anything else as "Failed to send…" with serverErrorMessage's reason.
 */
export function passwordResetErrorMessage(error: unknown): string {
  const key = RESET_ERROR_KEYS[partsOf(error).code];
  if (key) return translate(key);
  return i18n.t('login.resetFailed', { reason: serverErrorMessage(error) });
}

/**
 * Refusals of the Cloud Functions carry a stable machine code in HttpsError details
 * ({code}, functions/src/guards.ts); each has a text under serverErrors in both languages.
 */
export const FUNCTION_REFUSAL_CODES = [
  'notSignedIn',
  'sessionRevoked',
  'noPermission',
  'sharedUser',
  'ownAdminFlag',
  'ownAccount',
  'userNotFound',
  'matchNotFound',
  'emailUnavailable',
] as const;
export type FunctionRefusalCode = (typeof FUNCTION_REFUSAL_CODES)[number];

/** The translation key of a callable error's machine code, or null when it has none we know. */
export function serverErrorKey(error: unknown): `serverErrors.${FunctionRefusalCode}` | null {
  const details = (error as { details?: unknown } | null)?.details;
  const code = (details as { code?: unknown } | null | undefined)?.code;
  return typeof code === 'string' && (FUNCTION_REFUSAL_CODES as readonly string[]).includes(code)
    ? `serverErrors.${code as FunctionRefusalCode}`
    : null;
}
