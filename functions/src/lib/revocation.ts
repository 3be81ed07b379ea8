import { adminAuth } from './admin';

/**
 * Ends every session of an account at once (docs/trust-model.md, "Revocation"): Auth stops
 * refreshing its tokens (revokeRefreshTokens), and the time from which its tokens count again is
 * returned as `users/{uid}.tokensValidAfter` (seconds since the epoch), the field firestore.rules and storage.rules compare
 * a token's auth_time with. The time is Auth's own tokensValidAfterTime, so the rules refuse
 * exactly the tokens Auth refuses to the functions, and a token from a new sign-in passes both.
 *
 * The caller writes the field, in the same write as the claims it changes (updateUserClaims), so
 * no reader sees new claims without the revocation.
 */
export async function revokeSessions(uid: string): Promise<{ tokensValidAfter: number }> {
  await adminAuth.revokeRefreshTokens(uid);
  const user = await adminAuth.getUser(uid);
  const since = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Date.now();
  // Whole seconds, as the token's auth_time: the rules compare the two without arithmetic.
  return { tokensValidAfter: Math.floor(since / 1000) };
}
