import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveState } from '@/hooks/use-subscription';
import { renderWithProviders } from '@/testing/render';
import * as hotels from '../api/use-hotels';
import type { HotelListEntry } from '../api/use-hotels';
import { GuestHotelSelector, HotelSelector } from './hotel-selector';

const HOTELS: HotelListEntry[] = [
  { id: 'harbor', displayName: 'Harbor View' },
  { id: 'sakura', displayName: 'Hotel Sakura' },
];
const hotelsState: { current: LiveState<HotelListEntry[]> } = {
  current: { status: 'success', data: HOTELS, error: null },
};
const setHotels = (state: LiveState<HotelListEntry[]>) => {
  hotelsState.current = state;
};

describe('HotelSelector', () => {
  beforeEach(() => {
    setHotels({ status: 'success', data: HOTELS, error: null });
    // Spied here (the config restores every spy before each test): the selector lists these.
    vi.spyOn(hotels, 'useHotels').mockImplementation(() => hotelsState.current);
  });

  it('links every hotel of a guest to its lost-item report form', () => {
    renderWithProviders(<GuestHotelSelector />);
    expect(screen.getByRole('button', { name: 'Report Lost Item' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Harbor View/ })).toHaveAttribute(
      'href',
      '/harbor/report-lost-item',
    );
    expect(screen.getByRole('link', { name: /Hotel Sakura/ })).toHaveAttribute(
      'href',
      '/sakura/report-lost-item',
    );
    // `/` is where the app starts: no Back that would leave the site.
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
  });

  it('shows only the hotels a signed-in user may open', () => {
    renderWithProviders(
      <HotelSelector hrefFor={(id) => `/${id}/admin`} onlyHotelIds={['sakura']} />,
    );
    expect(screen.queryByText('Harbor View')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Hotel Sakura/ })).toHaveAttribute(
      'href',
      '/sakura/admin',
    );
  });

  it('explains an empty list', () => {
    renderWithProviders(<HotelSelector hrefFor={(id) => `/${id}/admin`} onlyHotelIds={[]} />);
    expect(
      screen.getByText(
        'You do not have access to any hotels, or no hotels match your permissions.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the hotel list cannot be loaded', () => {
    setHotels({ status: 'error', data: undefined, error: new Error('offline') });
    renderWithProviders(<GuestHotelSelector />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load hotel list.');
  });
});
