import type { AuthState } from '@/lib/auth-context';
import type { DirectoryState } from '../api/hotel-directory';

export type HotelAccess =
  'loading' | 'allow' | 'hotel-not-found' | 'access-denied' | 'permission-error' | 'login-prompt';

/**
 * The hotel guard's decision (spec §2 and §6): the hotel must exist (checked against the cached
 * hotel list; a failed lookup lets the user through) and, for a signed-in user, be one of their
 * accessibleHotels. Anonymous visitors pass. When the signed-in user's claims cannot be read the
 * check fails rather than guessing; when Firebase Auth itself fails the user is asked to log in.
 */
export function decideHotelAccess(
  hotelId: string,
  directory: DirectoryState,
  auth: AuthState,
): HotelAccess {
  if (auth.loading || directory.status === 'loading') return 'loading';
  if (directory.status === 'success' && !directory.data.some((hotel) => hotel.id === hotelId)) {
    return 'hotel-not-found';
  }
  if (auth.error) return 'login-prompt';
  if (!auth.user) return 'allow';
  if (!auth.user.claimsLoaded) return 'permission-error';
  return auth.user.claims.accessibleHotels.includes(hotelId) ? 'allow' : 'access-denied';
}
