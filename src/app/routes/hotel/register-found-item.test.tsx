import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as exportApi from '@/features/dashboard/api/export';
import * as registerForm from '@/features/found-items/components/found-item-register-form';
import type { SessionUser } from '@/firebase/auth-session';
import { AuthContext } from '@/lib/auth-context';
import { HotelContext } from '@/lib/hotel-context';
import { renderWithProviders } from '@/testing/render';
import { RegisterFoundItemRoute } from './register-found-item';

// Spied before each test (the config restores every spy before each test): the route renders the
// form, and the export buttons would call the export function.
beforeEach(() => {
  vi.spyOn(registerForm, 'FoundItemRegisterForm').mockImplementation(() => (
    <p>registration form</p>
  ));
  vi.spyOn(exportApi, 'downloadExport').mockResolvedValue(false);
});

const user = (admin: boolean): SessionUser => ({
  uid: 'u',
  email: 'staff@example.com',
  displayName: 'Staff',
  claims: { admin, staff: true, accessibleHotels: ['sakura'] },
  claimsLoaded: true,
});

function renderAs(account: SessionUser) {
  return renderWithProviders(
    <AuthContext.Provider value={{ loading: false, user: account, error: null }}>
      <HotelContext.Provider value={{ hotelId: 'sakura', displayName: 'Hotel Sakura' }}>
        <RegisterFoundItemRoute />
      </HotelContext.Provider>
    </AuthContext.Provider>,
  );
}

describe('staff exports (spec §6)', () => {
  it('gives a staff-only user the CSV exports on their screen', () => {
    renderAs(user(false));
    expect(screen.getByText('registration form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Export Found' })).toBeEnabled();
  });

  it('leaves admins to the dashboard exports', () => {
    renderAs(user(true));
    expect(screen.queryByRole('button', { name: 'Export all' })).not.toBeInTheDocument();
  });
});
