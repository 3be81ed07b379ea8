import { signInWithPassword, type SignInResult } from '@/firebase/sign-in';

export type { SignInResult };

/**
 * Email and password sign-in. Returns the claims for the post-login redirect, or null when they
 * could not be read. The server session is synchronised in the background.
 */
export function signIn(email: string, password: string): Promise<SignInResult> {
  return signInWithPassword(email, password);
}
