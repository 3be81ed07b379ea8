import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Hotel } from '@/domain/entities';
import { DEFAULT_POLICE_SETTINGS } from '@/domain/police-paperwork';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as settings from '../api/settings-api';
import { PoliceSettingsCard } from './police-settings-card';

const setPoliceSettings = vi.fn<typeof settings.setPoliceSettings>();
const hotel = (police = DEFAULT_POLICE_SETTINGS): LiveState<Hotel | null> => ({
  status: 'success',
  data: { settings: { police } } as Hotel,
  error: null,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setPoliceSettings.mockReset();
  vi.spyOn(settings, 'setPoliceSettings').mockImplementation(setPoliceSettings);
  vi.spyOn(settings, 'serverMessage').mockImplementation((error) => (error as Error).message);
});

describe('police paperwork settings', () => {
  test("an admin records the facility's details, its claims and the one-week warning", async () => {
    setPoliceSettings.mockResolvedValue();
    renderWithProviders(<PoliceSettingsCard hotelId="sakura" hotel={hotel()} />);
    const save = screen.getByRole('button', { name: 'Save paperwork settings' });
    expect(save).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Facility address'), {
      target: { value: ' 1-2-3 Ginza, Tokyo ' },
    });
    fireEvent.change(screen.getByLabelText('Facility phone'), {
      target: { value: '03-1234-5678' },
    });
    fireEvent.change(screen.getByLabelText('Facility manager named on the paperwork'), {
      target: { value: 'Hanako Yamada' },
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Claim the reward' }));
    await userEvent.click(screen.getByRole('switch', { name: /Warn before the one-week limit/ }));
    await userEvent.click(save);
    expect(setPoliceSettings).toHaveBeenCalledWith('sakura', {
      address: '1-2-3 Ginza, Tokyo',
      phone: '03-1234-5678',
      occupant: 'Hanako Yamada',
      claims: { expenses: false, reward: true, ownership: false },
      weekLimit: true,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Paperwork settings saved.');
  });

  test('shows the stored settings and says why a save failed', async () => {
    setPoliceSettings.mockRejectedValue(new Error('offline'));
    const stored = {
      ...DEFAULT_POLICE_SETTINGS,
      address: 'Yokohama',
      claims: { expenses: true, reward: false, ownership: true },
    };
    renderWithProviders(<PoliceSettingsCard hotelId="sakura" hotel={hotel(stored)} />);
    expect(screen.getByLabelText('Facility address')).toHaveValue('Yokohama');
    expect(
      screen.getByRole('checkbox', { name: 'Claim the expenses of keeping items' }),
    ).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Claim the reward' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save paperwork settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the paperwork settings: offline',
    );
    expect(screen.getByRole('checkbox', { name: 'Claim the reward' })).toBeChecked();
  });
});
