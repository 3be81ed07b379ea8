import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hotel, UserProfile } from '@/domain/entities';
import type { SessionUser } from '@/firebase/auth-session';
import * as settingsApi from '@/features/settings/api/settings-api';
import * as hotelSettingsCard from '@/features/settings/components/hotel-settings-card';
import * as profileCard from '@/features/settings/components/profile-card';
import * as retentionCard from '@/features/settings/components/retention-card';
import * as usersAdminCard from '@/features/settings/components/users-admin-card';
import type { LiveState } from '@/hooks/use-subscription';
import i18n from '@/i18n/i18n';
import { AuthContext } from '@/lib/auth-context';
import { HotelContext } from '@/lib/hotel-context';
import { renderWithProviders } from '@/testing/render';
import { SettingsRoute } from './settings';

const profile: { current: LiveState<UserProfile | null> } = {
  current: { status: 'loading', data: undefined, error: null },
};

const user: SessionUser = {
  uid: 'u1',
  email: 'staff@example.com',
  displayName: 'Staff',
  claims: { admin: false, staff: true, accessibleHotels: ['sakura'] },
  claimsLoaded: true,
};

/** The user's own document, loaded. */
const storedProfile: LiveState<UserProfile | null> = {
  status: 'success',
  data: {
    id: 'u1',
    email: user.email,
    displayName: 'Staff',
    claims: user.claims,
    claimsVersion: 1,
  },
  error: null,
};

const hotel: { current: LiveState<Hotel | null> } = {
  current: { status: 'loading', data: undefined, error: null },
};

const tree = (as: SessionUser) => (
  <AuthContext.Provider value={{ loading: false, user: as, error: null }}>
    <HotelContext.Provider value={{ hotelId: 'sakura', displayName: 'Hotel Sakura' }}>
      <SettingsRoute />
    </HotelContext.Provider>
  </AuthContext.Provider>
);

const renderSettings = (as: SessionUser = user) => renderWithProviders(tree(as));

describe('Settings reads users/{uid} (spec §8)', () => {
  beforeEach(() => {
    // Spied here (the config restores every spy before each test): what the route reads and shows.
    vi.spyOn(settingsApi, 'useUserProfile').mockImplementation(() => profile.current);
    vi.spyOn(profileCard, 'ProfileCard').mockImplementation(() => <p>profile card</p>);
    vi.spyOn(hotelSettingsCard, 'HotelSettingsCard').mockImplementation(() => <></>);
    vi.spyOn(usersAdminCard, 'UsersAdminCard').mockImplementation(() => <p>users card</p>);
    vi.spyOn(retentionCard, 'RetentionCard').mockImplementation(() => <></>);
    vi.spyOn(settingsApi, 'useHotel').mockImplementation((id) =>
      id === null ? { status: 'loading', data: undefined, error: null } : hotel.current,
    );
    hotel.current = { status: 'loading', data: undefined, error: null };
  });

  it('shows the profile once the user document is loaded', () => {
    profile.current = storedProfile;
    renderSettings();
    expect(screen.getByText('profile card')).toBeInTheDocument();
  });

  it("shows an admin the page whole, once the hotel's document is loaded too", () => {
    profile.current = storedProfile;
    const admin = { ...user, claims: { ...user.claims, admin: true } };
    const { rerender } = renderSettings(admin);
    // The administration cards all show the hotel: nothing grows under the pointer later.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('profile card')).not.toBeInTheDocument();
    hotel.current = { status: 'success', data: null, error: null };
    rerender(tree(admin));
    expect(screen.getByText('profile card')).toBeInTheDocument();
    expect(screen.getByText('users card')).toBeInTheDocument();
  });

  it('says User not found when there is no user document', () => {
    profile.current = { status: 'success', data: null, error: null };
    renderSettings();
    expect(screen.getByRole('alert')).toHaveTextContent('User not found');
    expect(screen.queryByText('profile card')).not.toBeInTheDocument();
  });

  it('says Failed to load user data when the read fails, and is unexpected otherwise', () => {
    profile.current = {
      status: 'error',
      data: undefined,
      error: Object.assign(new Error('denied'), { code: 'permission-denied' }),
    };
    const { unmount } = renderSettings();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load user data');
    unmount();
    profile.current = { status: 'error', data: undefined, error: new Error('boom') };
    renderSettings();
    expect(screen.getByRole('alert')).toHaveTextContent('An unexpected error occurred');
  });

  it('says it in Japanese for a Japanese user', async () => {
    await i18n.changeLanguage('ja');
    profile.current = { status: 'success', data: null, error: null };
    renderSettings();
    expect(screen.getByRole('alert')).toHaveTextContent('ユーザーが見つかりません');
  });
});
