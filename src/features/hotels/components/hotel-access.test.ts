import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/firebase/auth-session';
import type { AuthState } from '@/lib/auth-context';
import type { DirectoryState } from '../api/hotel-directory';
import { decideHotelAccess } from './hotel-access';

const directory: DirectoryState = {
  status: 'success',
  error: null,
  data: [
    { id: 'sakura', displayName: 'Hotel Sakura' },
    { id: 'harbor', displayName: 'Harbor View' },
  ],
};
const staff: SessionUser = {
  uid: 'u1',
  email: 'staff@example.com',
  displayName: 'Staff',
  claims: { admin: false, staff: true, accessibleHotels: ['sakura'] },
  claimsLoaded: true,
};
const signedIn = (user: SessionUser | null): AuthState => ({ loading: false, user, error: null });

describe('decideHotelAccess', () => {
  it('waits for both the hotel list and the auth state', () => {
    expect(
      decideHotelAccess(
        'sakura',
        { status: 'loading', data: undefined, error: null },
        signedIn(null),
      ),
    ).toBe('loading');
    expect(decideHotelAccess('sakura', directory, { loading: true, user: null, error: null })).toBe(
      'loading',
    );
  });

  it('lets anonymous visitors into an existing hotel', () => {
    expect(decideHotelAccess('sakura', directory, signedIn(null))).toBe('allow');
  });

  it('shows Hotel Not Found for an unknown hotel, whoever asks', () => {
    expect(decideHotelAccess('nowhere', directory, signedIn(null))).toBe('hotel-not-found');
    expect(decideHotelAccess('nowhere', directory, signedIn(staff))).toBe('hotel-not-found');
  });

  it('lets the user through when the hotel list cannot be loaded', () => {
    const failed: DirectoryState = {
      status: 'error',
      data: undefined,
      error: new Error('offline'),
    };
    expect(decideHotelAccess('nowhere', failed, signedIn(null))).toBe('allow');
    expect(decideHotelAccess('sakura', failed, signedIn(staff))).toBe('allow');
  });

  it('allows a signed-in user only into the hotels of their claim', () => {
    expect(decideHotelAccess('sakura', directory, signedIn(staff))).toBe('allow');
    expect(decideHotelAccess('harbor', directory, signedIn(staff))).toBe('access-denied');
  });

  it('fails the permission check when the claims cannot be read', () => {
    expect(
      decideHotelAccess('sakura', directory, signedIn({ ...staff, claimsLoaded: false })),
    ).toBe('permission-error');
  });

  it('asks to log in when Firebase Auth fails', () => {
    expect(
      decideHotelAccess('sakura', directory, {
        loading: false,
        user: null,
        error: new Error('auth'),
      }),
    ).toBe('login-prompt');
  });
});
