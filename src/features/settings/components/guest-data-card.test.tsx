import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { Hotel } from '@/domain/entities';
import type { LiveState } from '@/hooks/use-subscription';
import { DEFAULT_RETENTION } from '@/domain/retention';
import { renderWithProviders } from '@/testing/render';
import * as settings from '../api/settings-api';
import { GuestDataCard } from './guest-data-card';

const setGuestDataDays = vi.fn<typeof settings.setGuestDataDays>();
const hotelWith = (guestDataDays?: number): LiveState<Hotel | null> => ({
  status: 'success',
  data: { settings: { retention: DEFAULT_RETENTION, guestDataDays } } as Hotel,
  error: null,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  setGuestDataDays.mockReset();
  vi.spyOn(settings, 'setGuestDataDays').mockImplementation(setGuestDataDays);
  vi.spyOn(settings, 'serverMessage').mockImplementation((error) => (error as Error).message);
});

describe('guest data retention card', () => {
  test('shows the default 180 days; out of 30..1095 is marked and not saved; a valid change saves', async () => {
    setGuestDataDays.mockResolvedValue();
    renderWithProviders(<GuestDataCard hotelId="sakura" hotel={hotelWith()} />);
    const days = screen.getByRole('textbox', { name: /^Days to keep/ });
    expect(days).toHaveValue('180');
    const save = screen.getByRole('button', { name: 'Save guest data period' });
    expect(save).toBeDisabled();
    fireEvent.change(days, { target: { value: '20' } });
    expect(screen.getByText('Enter whole days from 30 to 1095.')).toBeInTheDocument();
    expect(save).toBeDisabled();
    fireEvent.change(days, { target: { value: '365' } });
    await userEvent.click(save);
    expect(setGuestDataDays).toHaveBeenCalledWith('sakura', 365);
    expect(await screen.findByRole('status')).toHaveTextContent('Guest data period saved.');
  });

  test('a failed save says why', async () => {
    setGuestDataDays.mockRejectedValue(new Error('offline'));
    renderWithProviders(<GuestDataCard hotelId="sakura" hotel={hotelWith(90)} />);
    fireEvent.change(screen.getByRole('textbox', { name: /^Days to keep/ }), {
      target: { value: '60' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save guest data period' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save: offline');
  });
});
