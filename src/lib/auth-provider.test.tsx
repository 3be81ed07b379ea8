import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as storedSession from '@/firebase/stored-session';
import { fakeAuth, STAFF_SESSION } from '@/testing/fake-session';
import { GUEST_FIRST, useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';
import { createSessionSource } from './session-source';

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
    <AuthProvider initial={initial} session={createSessionSource(fakeAuth().modules)}>
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

describe("AuthProvider on a staff member's browser", () => {
  it('renders signed in at once when the session was read before it, and only once', async () => {
    // src/main.tsx reads the session before the first render on such a browser: the first render
    // is then the signed-in screen, and the provider's own listening changes nothing.
    vi.spyOn(storedSession, 'mayHaveSignedInUser').mockResolvedValue(true);
    const auth = fakeAuth();
    const session = createSessionSource(auth.modules);
    session.start();
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    auth.emit(STAFF_SESSION);
    await session.reported;
    rendered.mockClear();
    render(
      <AuthProvider session={session}>
        <Reader />
      </AuthProvider>,
    );
    expect(screen.getByText('signed in')).toBeInTheDocument();
    await act(async () => {
      await Promise.resolve();
    });
    expect(rendered).toHaveBeenCalledTimes(1);
    // A later report still reaches the page: here, a sign-out in another tab.
    act(() => auth.emit(null));
    expect(screen.getByText('guest')).toBeInTheDocument();
  });

  it('shows Loading until a session read later arrives', async () => {
    vi.spyOn(storedSession, 'mayHaveSignedInUser').mockResolvedValue(true);
    const auth = fakeAuth();
    const session = createSessionSource(auth.modules);
    render(
      <AuthProvider session={session}>
        <Reader />
      </AuthProvider>,
    );
    expect(screen.getByText('checking')).toBeInTheDocument();
    await vi.waitFor(() => expect(auth.subscribeSession).toHaveBeenCalled());
    act(() => auth.emit(STAFF_SESSION));
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });
});
