import { vi } from 'vitest';
import type { SessionUser } from '@/firebase/auth-session';

/** A signed-in staff member, as Firebase Auth's session listener reports one. */
export const STAFF_SESSION: SessionUser = {
  uid: 'staff-1',
  email: 'desk@example.com',
  displayName: 'Desk',
  claims: { admin: false, staff: true, accessibleHotels: ['h1'] },
  claimsLoaded: true,
};

/**
 * Stand-ins for the Firebase modules of createSessionSource: `emit` reports a user (or null),
 * `fail` the session listener's error; the profile is never watched.
 */
export function fakeAuth() {
  let onChange: (user: SessionUser | null) => void = () => {};
  let onError: (error: Error) => void = () => {};
  const subscribeSession = vi.fn((change: typeof onChange, error: typeof onError): (() => void) => {
    onChange = change;
    onError = error;
    return () => {};
  });
  const modules = {
    auth: vi.fn(() =>
      Promise.resolve({ subscribeSession, refreshClaims: vi.fn(() => Promise.resolve(null)) }),
    ),
    profile: () => Promise.resolve({ watchProfile: () => () => {} }),
  };
  return {
    modules,
    subscribeSession,
    emit: (user: SessionUser | null) => onChange(user),
    fail: (error: Error) => onError(error),
  };
}
