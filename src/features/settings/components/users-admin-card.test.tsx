import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { HotelUsersResponse } from '@/domain/callables';
import { renderWithProviders } from '@/testing/render';
import * as settings from '../api/settings-api';
import { UsersAdminCard } from './users-admin-card';

const listed: HotelUsersResponse = {
  success: true,
  message: '',
  users: [
    {
      id: 'u1',
      email: 'admin@sakura.test',
      displayName: 'Admin',
      disabled: false,
      claims: { admin: true, staff: true, accessibleHotels: ['sakura'] },
    },
  ],
  invitations: [
    { id: 'i1', email: 'new@x.test', role: 'staff', expiresAt: '2030-01-08T00:00:00.000Z' },
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(settings.settingsApi, 'listUsers').mockResolvedValue(listed);
});

describe('the users card (docs/trust-model.md, joining a hotel by invitation)', () => {
  test('shows a pending invitation apart from the members, and withdraws it', async () => {
    const withdraw = vi
      .spyOn(settings.settingsApi, 'withdrawInvitation')
      .mockResolvedValue({ success: true, message: '' });
    renderWithProviders(<UsersAdminCard hotelId="sakura" selfUid="u1" />);
    const pending = await screen.findByText('Invitation sent — waiting for new@x.test to accept');
    expect(screen.getByText('Role: Staff')).toBeInTheDocument();
    // The invited address is not listed as a member.
    const table = screen.getByRole('table');
    expect(within(table).queryByText('new@x.test')).not.toBeInTheDocument();
    expect(within(table).getByText('admin@sakura.test')).toBeInTheDocument();

    await userEvent.click(
      screen.getByRole('button', { name: 'Withdraw the invitation to new@x.test' }),
    );
    expect(withdraw).toHaveBeenCalledWith('sakura', 'i1');
    expect(pending).not.toBeInTheDocument();
  });

  test('invites with the role chosen, and reads the list again', async () => {
    const create = vi
      .spyOn(settings.settingsApi, 'createUser')
      .mockResolvedValue({ success: true, message: '' });
    renderWithProviders(<UsersAdminCard hotelId="sakura" selfUid="u1" />);
    await screen.findByText('admin@sakura.test');
    await userEvent.type(screen.getAllByLabelText(/^Email/).at(-1)!, 'someone@x.test');
    await userEvent.type(screen.getAllByLabelText(/^Password/).at(-1)!, 'secret1');
    await userEvent.selectOptions(screen.getByLabelText('Role'), 'Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Create user' }));
    expect(create).toHaveBeenCalledWith('someone@x.test', 'secret1', 'sakura', 'admin');
    expect(await screen.findByRole('status')).toHaveTextContent(/^Invitation sent\./);
    expect(settings.settingsApi.listUsers).toHaveBeenCalledTimes(2);
  });
});
