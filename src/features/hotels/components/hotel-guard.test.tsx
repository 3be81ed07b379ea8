import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/firebase/auth-session';
import { AuthContext, type AuthState } from '@/lib/auth-context';
import { renderWithProviders } from '@/testing/render';
import * as hotelDirectory from '../api/hotel-directory';
import type { DirectoryState } from '../api/hotel-directory';
import { HotelGuard } from './hotel-guard';

const HOTELS: DirectoryState = {
  status: 'success',
  error: null,
  data: [{ id: 'sakura', displayName: 'Hotel Sakura' }],
};
const directory: { current: DirectoryState } = { current: HOTELS };
const staff: SessionUser = {
  uid: 'u',
  email: 'staff@example.com',
  displayName: 'Staff',
  claims: { admin: false, staff: true, accessibleHotels: ['sakura'] },
  claimsLoaded: true,
};

function renderGuard(path: string, auth: AuthState) {
  return renderWithProviders(
    <AuthContext.Provider value={auth}>
      <Routes>
        <Route
          path="/:hotelId/*"
          element={
            <HotelGuard>
              <p>inside the hotel</p>
            </HotelGuard>
          }
        />
      </Routes>
    </AuthContext.Provider>,
    { route: path },
  );
}

describe('HotelGuard pages', () => {
  beforeEach(() => {
    directory.current = HOTELS;
    vi.spyOn(hotelDirectory, 'useHotelDirectory').mockImplementation(() => directory.current);
  });

  it('lets a guest into an existing hotel', () => {
    renderGuard('/sakura/report-lost-item', { loading: false, user: null, error: null });
    expect(screen.getByText('inside the hotel')).toBeInTheDocument();
  });

  it('shows a guest the report form while the hotel list loads (its shell serves every hotel)', () => {
    directory.current = { status: 'loading', data: undefined, error: null };
    const guest = { loading: false, user: null, error: null };
    const { unmount } = renderGuard('/sakura/report-lost-item', guest);
    expect(screen.getByText('inside the hotel')).toBeInTheDocument();
    unmount();
    // Elsewhere in the hotel, and for a signed-in user, the guard still waits for the list.
    const { unmount: leave } = renderGuard('/sakura/admin', guest);
    expect(screen.queryByText('inside the hotel')).not.toBeInTheDocument();
    leave();
    renderGuard('/sakura/report-lost-item', { loading: false, user: staff, error: null });
    expect(screen.queryByText('inside the hotel')).not.toBeInTheDocument();
  });

  it('shows Hotel Not Found with the way back to hotel selection', () => {
    renderGuard('/nowhere/admin', { loading: false, user: null, error: null });
    expect(screen.getByRole('heading', { name: 'Hotel Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to hotel selection' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows Access Denied with hotel selection and switch account', () => {
    renderGuard('/sakura/admin', {
      loading: false,
      user: { ...staff, claims: { ...staff.claims, accessibleHotels: ['harbor'] } },
      error: null,
    });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Switch account' })).toBeInTheDocument();
  });

  it('shows the permission-check failure with Try again when the claims cannot be read', () => {
    renderGuard('/sakura/admin', {
      loading: false,
      user: { ...staff, claimsLoaded: false },
      error: null,
    });
    expect(
      screen.getByRole('heading', { name: 'We could not check your permissions' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Unable to validate hotel. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the login prompt when Firebase Auth fails', () => {
    renderGuard('/sakura/admin', { loading: false, user: null, error: new Error('auth down') });
    expect(screen.getByRole('heading', { name: 'Please log in' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsakura%2Fadmin',
    );
  });

  it('shows Loading... while it checks', () => {
    directory.current = { status: 'loading', data: undefined, error: null };
    renderGuard('/sakura/admin', { loading: false, user: null, error: null });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });
});
