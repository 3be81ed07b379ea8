import { signInAnonymously, type Auth, type User } from 'firebase/auth';

/**
 * Guests report lost items through an anonymous Firebase session they never see (to the
 * interface they stay signed out). Their uid is recorded as the report's userId, which is what
 * lets them, and only them, open their report again.
 */
export async function ensureGuestSession(auth: Auth): Promise<User> {
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser;
  return (await signInAnonymously(auth)).user;
}
