import { Table } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { HotelUser, SimpleResponse } from '@/domain/callables';
import type { Hotel } from '@/domain/entities';
import type { LiveState } from '@/hooks/use-subscription';
import { DEFAULT_RETENTION } from '@/domain/retention';
import { renderWithProviders } from '@/testing/render';
import * as settings from '../api/settings-api';
import { RetentionCard } from './retention-card';
import { UserRow } from './user-row';

// What the forms call, spied in beforeEach (the config restores every spy before each test).
const api = {
  setRetention: vi.fn<typeof settings.setRetention>(),
  setClaims: vi.fn<typeof settings.settingsApi.setClaims>(),
  setDisabled: vi.fn<typeof settings.settingsApi.setDisabled>(),
  renameOther: vi.fn<typeof settings.settingsApi.renameOther>(),
};
const saved: SimpleResponse = { success: true, message: '' };
// The hotel's document as the settings page passes it to its cards.
const hotel: LiveState<Hotel | null> = {
  status: 'success',
  data: { settings: { retention: DEFAULT_RETENTION, disposalReminders: false } } as Hotel,
  error: null,
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const mock of Object.values(api)) mock.mockReset();
  vi.spyOn(settings, 'setRetention').mockImplementation(api.setRetention);
  vi.spyOn(settings, 'setDisposalReminders').mockResolvedValue();
  vi.spyOn(settings, 'serverMessage').mockImplementation((error) => (error as Error).message);
  vi.spyOn(settings.settingsApi, 'setClaims').mockImplementation(api.setClaims);
  vi.spyOn(settings.settingsApi, 'setDisabled').mockImplementation(api.setDisabled);
  vi.spyOn(settings.settingsApi, 'renameOther').mockImplementation(api.renameOther);
});

describe('retention form', () => {
  test('a group outside 0..3650 is marked and Save stays off; a valid change saves numbers', async () => {
    api.setRetention.mockResolvedValue();
    renderWithProviders(<RetentionCard hotelId="sakura" hotel={hotel} />);
    const save = screen.getByRole('button', { name: 'Save retention' });
    expect(save).toBeDisabled();
    const valuables = screen.getByRole('textbox', { name: 'Valuables' });
    fireEvent.change(valuables, { target: { value: '4000' } });
    expect(screen.getByText('Enter whole days from 0 to 3650.')).toBeInTheDocument();
    expect(valuables).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
    fireEvent.change(valuables, { target: { value: '120' } });
    expect(screen.queryByText('Enter whole days from 0 to 3650.')).not.toBeInTheDocument();
    await userEvent.click(save);
    expect(api.setRetention).toHaveBeenCalledWith('sakura', {
      ...DEFAULT_RETENTION,
      valuables: 120,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Retention saved.');
  });

  test('a failed save says why and keeps what the admin typed', async () => {
    api.setRetention.mockRejectedValue(new Error('offline'));
    renderWithProviders(<RetentionCard hotelId="sakura" hotel={hotel} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Perishables' }), {
      target: { value: '3' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save retention' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the retention: offline',
    );
    expect(screen.getByRole('textbox', { name: 'Perishables' })).toHaveValue('3');
  });
});

const guest: HotelUser = {
  id: 'u2',
  email: 'aiko@example.com',
  displayName: 'Aiko',
  claims: { admin: false, staff: false, accessibleHotels: ['sakura'] },
  disabled: false,
};

function renderRow(renaming: boolean) {
  const props = { onRename: vi.fn(), onSaved: vi.fn() };
  renderWithProviders(
    <Table>
      <Table.Tbody>
        <UserRow user={guest} hotelId="sakura" isSelf={false} renaming={renaming} {...props} />
      </Table.Tbody>
    </Table>,
  );
  return props;
}

describe('user row (spec §2 user administration)', () => {
  test('a changed flag is saved with its own Save; the list learns the new claims', async () => {
    api.setClaims.mockResolvedValue(saved);
    const { onSaved } = renderRow(false);
    const save = screen.getByRole('button', { name: 'Save aiko@example.com' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Staff.*aiko@example.com/i }));
    await userEvent.click(save);
    expect(api.setClaims).toHaveBeenCalledWith('u2', 'sakura', false, true);
    await waitFor(() =>
      expect(onSaved).toHaveBeenCalledWith({ claims: { ...guest.claims, staff: true } }),
    );
  });

  test('an admin disables an account from its row; the list learns it', async () => {
    api.setDisabled.mockResolvedValue(saved);
    const { onSaved } = renderRow(false);
    await userEvent.click(screen.getByRole('button', { name: 'Disable aiko@example.com' }));
    expect(api.setDisabled).toHaveBeenCalledWith('u2', 'sakura', true);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ disabled: true }));
  });

  test('a failed claims save shows the server message beside the row and keeps the edit', async () => {
    api.setClaims.mockRejectedValue(new Error('Only admins may do that'));
    renderRow(false);
    const staff = screen.getByRole('checkbox', { name: /Staff.*aiko@example.com/i });
    await userEvent.click(staff);
    await userEvent.click(screen.getByRole('button', { name: 'Save aiko@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins may do that');
    expect(staff).toBeChecked();
  });

  test('an empty new name is refused before any call; a good one is saved trimmed', async () => {
    api.renameOther.mockResolvedValue(saved);
    const { onSaved, onRename } = renderRow(true);
    const name = screen.getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.renameOther).not.toHaveBeenCalled();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(name);
    await userEvent.type(name, ' Aiko Tanaka ');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(api.renameOther).toHaveBeenCalledWith('u2', 'Aiko Tanaka', 'sakura');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ displayName: 'Aiko Tanaka' }));
    expect(onRename).toHaveBeenCalledWith(false);
  });
});
