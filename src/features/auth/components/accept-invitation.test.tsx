import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import { InvitationRoute } from '@/app/routes/invitation';
import type { SessionUser } from '@/firebase/auth-session';
import { AuthContext } from '@/lib/auth-context';
import { renderWithProviders } from '@/testing/render';
import * as api from '../api/invitation-api';

const user: SessionUser = {
  uid: 'u9',
  email: 'new@x.test',
  displayName: '',
  claims: { admin: false, staff: false, accessibleHotels: [] },
  claimsLoaded: true,
};

/** Where the page is now (the address bar). */
function Where() {
  const location = useLocation();
  return <output aria-label="address">{`${location.pathname}${location.search}`}</output>;
}

const renderPage = (as: SessionUser | null, route = '/invitation?token=secret-token') =>
  renderWithProviders(
    <AuthContext.Provider value={{ loading: false, user: as, error: null }}>
      <Routes>
        <Route path="/invitation" element={<InvitationRoute />} />
        <Route path="/:hotelId" element={<p>hotel page</p>} />
        <Route path="/login" element={<p>login page</p>} />
      </Routes>
      <Where />
    </AuthContext.Provider>,
    { route },
  );

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  window.sessionStorage.clear();
});

describe('the invitation page', () => {
  test('takes the token out of the address bar and keeps it through sign-in', async () => {
    const { unmount } = renderPage(null);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/invitation$/);
    const signIn = screen.getByRole('link', { name: 'Sign in to accept' });
    expect(signIn).toHaveAttribute('href', '/login?next=%2Finvitation');
    unmount();

    // Back from sign-in, without the token in the address: the page still has it.
    const accept = vi.spyOn(api.invitationApi, 'acceptInvitation').mockResolvedValue('sakura');
    renderPage(user, '/invitation');
    expect(screen.getByText('Signed in as new@x.test.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(accept).toHaveBeenCalledWith('secret-token');
    expect(await screen.findByText('hotel page')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^\/sakura$/);
    // Used: it is not kept.
    expect(window.sessionStorage.length).toBe(0);
  });

  test('shows why an acceptance was refused, in words', async () => {
    vi.spyOn(api.invitationApi, 'acceptInvitation').mockRejectedValue(
      Object.assign(new Error('serverErrors.invitationOtherAccount'), {
        code: 'functions/permission-denied',
        details: { key: 'serverErrors.invitationOtherAccount' },
      }),
    );
    renderPage(user);
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not accept the invitation: This invitation is for another email address.',
    );
    expect(screen.queryByText('hotel page')).not.toBeInTheDocument();
  });

  test('without a token, says to open the mail link', () => {
    renderPage(user, '/invitation');
    expect(
      screen.getByText(
        'This page needs the link in your invitation mail. Open the link from the mail again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept the invitation' })).not.toBeInTheDocument();
  });
});
