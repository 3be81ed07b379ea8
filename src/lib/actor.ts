import type { Actor } from '@/domain/documents';
import type { SessionUser } from '@/firebase/auth-session';

/** The signed-in user as the author of an operation (activity entries, disposer fields). */
export function actorOf(user: SessionUser): Actor {
  return { uid: user.uid, email: user.email, displayName: user.displayName };
}
