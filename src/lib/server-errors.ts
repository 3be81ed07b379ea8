import { isRefusalKey, type RefusalKey, type RefusalVars } from '@/domain/refusals';
import { isNeedsNetwork } from '@/firebase/network';
import i18n from '@/i18n/i18n';

/**
 * Server errors in the reader's language: the page's one mapper for them.
 *
 * 0. An action that needs the server, tried with no network (NeedsNetworkError,
 *    src/firebase/network.ts): "needs a connection", whatever the caller's fallback. Staff read
 *    `outbox.needsNetwork` (en, ja); a guest page, whose texts have no staff part, reads
 *    `serverErrors.needsNetwork` (every guest language).
 * 1. A function's refusal (`details: { key, vars? }`, functions/src/lib/refuse.ts) shows the text
 *    of its key (src/domain/refusals.ts). The HttpsError's message is never shown.
 * 2. Otherwise an error made on this page whose message is a translation key (`noUser`,
 *    `messages.errors.photoSize`): its text.
 * 3. Otherwise the caller's own fallback, when it has one ("Could not send the message…").
 * 4. Otherwise the generic text for the error's code (`serverErrorCodes.<code>`: Firestore,
 *    Storage and functions alike), else "An unexpected error occurred". No English text a server
 *    or SDK wrote reaches the reader.
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
const translate = (key: string, vars?: RefusalVars): string =>
  (i18n.t as unknown as (key: string, vars?: RefusalVars) => string)(key, vars);

const KEY_NAMESPACES = ['serverErrors', 'errors', 'settings', 'matches', 'items'] as const;
const LOOKS_LIKE_KEY = /^[A-Za-z][A-Za-z0-9]*$/;

interface ErrorParts {
  code: string;
  message: string;
  details: unknown;
}

function partsOf(error: unknown): ErrorParts {
  if (typeof error === 'string') return { code: '', message: error, details: null };
  if (!error || typeof error !== 'object') return { code: '', message: '', details: null };
  const raw = error as { code?: unknown; message?: unknown; details?: unknown };
  return {
    // "functions/permission-denied", "auth/network-request-failed" or plain "permission-denied".
    code: typeof raw.code === 'string' ? raw.code : '',
    message: typeof raw.message === 'string' ? raw.message : '',
    details: raw.details ?? null,
  };
}

/** A function's refusal as it reached the page, when its key is one this page knows. */
export function refusalOf(error: unknown): { key: RefusalKey; vars: RefusalVars } | null {
  const details = partsOf(error).details as { key?: unknown; vars?: unknown } | null;
  if (!details || !isRefusalKey(details.key)) return null;
  const vars =
    details.vars && typeof details.vars === 'object'
      ? Object.fromEntries(
          Object.entries(details.vars).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {};
  return { key: details.key, vars };
}

/** The key of a function's refusal (see refusalOf), or null. */
export function refusalKey(error: unknown): RefusalKey | null {
  return refusalOf(error)?.key ?? null;
}

/** The text of a function's refusal in the reader's language, or null when it is not one. */
export function refusalText(error: unknown): string | null {
  const refusal = refusalOf(error);
  return refusal ? translate(refusal.key, refusal.vars) : null;
}

/** The generic code without its service prefix, if it is one this module translates. */
export function serverErrorCode(error: unknown): ServerErrorCode | null {
  const code = partsOf(error).code.replace(/^(functions|firestore|storage)\//, '');
  return (SERVER_ERROR_CODES as readonly string[]).includes(code)
    ? (code as ServerErrorCode)
    : null;
}

/** The translation key of an error made on this page, e.g. "noUser" or "messages.errors.x". */
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

/**
 * Text for any error a server call ended in, in the reader's language (see the module comment).
 * `fallback` is the caller's own words for a failure that is not a refusal.
 */
export function serverErrorMessage(error: unknown, fallback?: string): string {
  if (isNeedsNetwork(error)) return needsNetworkText();
  const refused = refusalText(error);
  if (refused !== null) return refused;
  const { code, message } = partsOf(error);
  const key = code.startsWith('functions/') ? null : keyFor(message);
  if (key) return translate(key);
  if (fallback !== undefined) return fallback;
  const generic = serverErrorCode(error);
  if (generic) return translate(`serverErrorCodes.${generic}`);
  return translate('settings.unexpectedError');
}

const STAFF_NEEDS_NETWORK = 'outbox.needsNetwork';
const GUEST_NEEDS_NETWORK = 'serverErrors.needsNetwork';

/**
 * "Needs a connection" in the reader's language: the staff text when the staff texts are loaded
 * in that very language (en, ja on a staff screen), else the guest part's (any guest language;
 * never English staff text on a Korean or Chinese guest page).
 */
function needsNetworkText(): string {
  const language = i18n.resolvedLanguage ?? i18n.language;
  const staff = i18n.getResource(language, 'translation', STAFF_NEEDS_NETWORK) as unknown;
  return translate(typeof staff === 'string' ? STAFF_NEEDS_NETWORK : GUEST_NEEDS_NETWORK);
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
