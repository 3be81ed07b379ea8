import { HttpsError, type FunctionsErrorCode } from 'firebase-functions/v2/https';
import type { RefusalDetails, RefusalKey, RefusalVars } from '../../../src/domain/refusals';

/**
 * The one way a function says no: an HttpsError code (what kind of no, for the caller's code and
 * the logs) and a refusal key from src/domain/refusals.ts, which the page translates
 * (src/lib/server-errors.ts). The message is the key itself, for developers reading logs: no
 * refusal carries text meant for a reader.
 */
export function refuse(code: FunctionsErrorCode, key: RefusalKey, vars?: RefusalVars): HttpsError {
  const details: RefusalDetails = vars ? { key, vars } : { key };
  return new HttpsError(code, key, details);
}
