import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as storedSession from '@/firebase/stored-session';
import { GUEST_FIRST, useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

const rendered = vi.fn();

function Reader() {
  rendered();
  const { loading, user } = useAuth();
  return <p>{loading ? 'checking' : user ? 'signed in' : 'guest'}</p>;
}

/** Renders the provider on a browser that holds no session, and waits for it to find that out. */
async function withoutStoredSession(initial?: typeof GUEST_FIRST) {
  const asked = vi.spyOn(storedSession, 'mayHaveSignedInUser').mockResolvedValue(false);
  rendered.mockClear();
  render(
    <AuthProvider initial={initial}>
      <Reader />
    </AuthProvider>,
  );
  await act(async () => {
    await Promise.resolve();
  });
  expect(asked).toHaveBeenCalled();
}

describe('AuthProvider on a browser without a stored session', () => {
  it('a page that started as a guest is not told again that nobody is signed in', async () => {
    // A prerendered guest page is hydrated as a guest. Telling its readers the same again would
    // make React hydrate the rest of the page at once, in one long task.
    await withoutStoredSession(GUEST_FIRST);
    expect(screen.getByText('guest')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('a page that started by checking the session learns that nobody is signed in', async () => {
    await withoutStoredSession();
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(rendered).toHaveBeenCalledTimes(2);
  });
});
