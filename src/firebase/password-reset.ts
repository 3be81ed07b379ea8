import { sendPasswordResetEmail } from 'firebase/auth';
import { auth } from './app';

/**
 * Firebase's password-reset email, for the login page (the address typed there) and the profile
 * settings (the signed-in user's own). Rejects with the Auth error; src/lib/server-errors
 * (passwordResetErrorMessage) says why in the user's language.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(auth, email.trim());
}
