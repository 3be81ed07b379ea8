import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { todayIso } from '@/domain/dates';
import { toFoundItem } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import { dispositionActions } from '../api/disposition-actions';
import { PoliceHandoverButton } from './police-handover-form';

const policeHandover = vi.fn((..._args: unknown[]) => Promise.resolve({ handoverId: 'ph1' }));

const actor = { uid: 'u1', email: 'sam@hotel.example', displayName: 'Sam' };
const selected = [
  toFoundItem('a', { hotelId: 'h', status: 'pending', itemName: 'Wallet' }),
  toFoundItem('b', { hotelId: 'h', status: 'pending', itemName: 'Scarf' }),
  toFoundItem('c', { hotelId: 'h', status: 'donated', itemName: 'Hat' }),
];

function renderButton() {
  renderWithProviders(
    <Routes>
      <Route
        path="/h/found-items"
        element={<PoliceHandoverButton hotelId="h" selected={selected} actor={actor} />}
      />
      <Route path="/h/police-handovers/:id" element={<p>Police list</p>} />
    </Routes>,
    { route: '/h/found-items' },
  );
}

beforeEach(() => {
  policeHandover.mockClear();
  vi.spyOn(dispositionActions, 'policeHandover').mockImplementation(policeHandover);
});

describe('PoliceHandoverButton', () => {
  it('asks for the station, then hands over the items on the shelf and opens the list', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Hand to police (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand 2 items to the police' });
    expect(within(dialog).getByText(/1 selected item is not on the shelf/)).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/^Recipient name/)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Create handover' }));
    expect(await within(dialog).findByText('Enter the police station.')).toBeInTheDocument();
    expect(policeHandover).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/^Police station/), 'Naka');
    await user.type(within(dialog).getByLabelText(/^Receipt number/), 'R-1');
    await user.click(within(dialog).getByRole('button', { name: 'Create handover' }));
    expect(policeHandover).toHaveBeenCalledWith({
      hotelId: 'h',
      itemIds: ['a', 'b'],
      date: todayIso(),
      station: 'Naka',
      receiptNumber: 'R-1',
      byName: 'Sam',
      note: '',
    });
    expect(await screen.findByText('Police list')).toBeInTheDocument();
  });

  it('shows a failed handover in the dialog', async () => {
    const user = userEvent.setup();
    policeHandover.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Hand to police (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand 2 items to the police' });
    await user.type(within(dialog).getByLabelText(/^Police station/), 'Naka');
    await user.click(within(dialog).getByRole('button', { name: 'Create handover' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Could not save. Please try again.',
    );
  });
});
