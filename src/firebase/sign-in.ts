import { FirebaseError } from 'firebase/app';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from './app';
import { parseClaims, syncServerSession, type SessionClaims } from './auth-session';

export type SignInResult =
  { ok: true; claims: SessionClaims | null } | { ok: false; code: string; message: string };

function errorCode(error: unknown): { code: string; message: string } {
  if (error instanceof FirebaseError) return { code: error.code, message: error.message };
  return { code: 'unknown', message: error instanceof Error ? error.message : String(error) };
}

/**
 * Email and password sign-in (Firebase Auth). Returns the claims for the post-login redirect, or
 * null when they could not be read; a failure as its Auth error code. The server session is
 * synchronised in the background.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  let credential;
  try {
    credential = await signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    return { ok: false, ...errorCode(error) };
  }
  let claims: SessionClaims | null = null;
  try {
    claims = parseClaims((await credential.user.getIdTokenResult()).claims);
  } catch {
    claims = null;
  }
  syncServerSession().catch((error: unknown) => console.warn('Session sync failed', error));
  return { ok: true, claims };
}
