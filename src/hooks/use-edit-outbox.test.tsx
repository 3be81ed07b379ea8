import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as editOutbox from '@/firebase/edit-outbox';
import { refusedEdit } from '@/testing/refused-edit';
import * as photoOutbox from '@/firebase/photo-outbox';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { useEditOutbox } from './use-edit-outbox';

// Two staff accounts on one browser (docs/offline.md, "Changing an item with no network"): each
// sees, and may discard, only the changes they made offline.

const change = refusedEdit;

beforeEach(() => {
  vi.spyOn(editOutbox, 'readEdits').mockResolvedValue([
    change('by-aiko', 'aiko'),
    change('by-ken', 'ken'),
  ]);
  vi.spyOn(photoOutbox, 'onOutboxChange').mockReturnValue(() => undefined);
});

const signedIn = (uid: string | null): AuthState => ({
  loading: false,
  error: null,
  user: uid
    ? {
        uid,
        email: `${uid}@hotel.example`,
        displayName: uid,
        claims: { admin: false, staff: true, accessibleHotels: ['h'] },
        claimsLoaded: true,
      }
    : null,
});

function render(uid: string | null) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={signedIn(uid)}>{children}</AuthContext.Provider>
  );
  return renderHook(() => useEditOutbox(), { wrapper });
}

describe('useEditOutbox', () => {
  it("gives the signed-in account its own changes, not another account's", async () => {
    const { result } = render('ken');
    await waitFor(() => expect(result.current.map((entry) => entry.id)).toEqual(['by-ken']));
  });

  it('gives nothing when no one is signed in', async () => {
    const { result } = render(null);
    await waitFor(() => expect(editOutbox.readEdits).toHaveBeenCalled());
    expect(result.current).toEqual([]);
  });
});
