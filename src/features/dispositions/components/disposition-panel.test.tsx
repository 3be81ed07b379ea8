import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toFoundItem } from '@/domain/records';
import { renderWithProviders } from '@/testing/render';
import { dispositionActions } from '../api/disposition-actions';
import { DispositionPanel } from './disposition-panel';

const dispose = vi.fn((..._args: unknown[]) => Promise.resolve());
const revert = vi.fn((..._args: unknown[]) => Promise.resolve());

const actor = { uid: 'u1', email: 'sam@hotel.example', displayName: 'Sam' };
const staff = { admin: false, staff: true };
const admin = { admin: true, staff: true };
const pending = toFoundItem('f1', { hotelId: 'h', status: 'pending', itemName: 'Umbrella' });
const donated = toFoundItem('f2', {
  hotelId: 'h',
  status: 'donated',
  disposition: { kind: 'donated', byName: 'Aiko', byEmail: 'aiko@hotel.example', note: '' },
});

beforeEach(() => {
  dispose.mockClear();
  revert.mockClear();
  vi.restoreAllMocks();
  vi.spyOn(dispositionActions, 'dispose').mockImplementation(dispose);
  vi.spyOn(dispositionActions, 'revert').mockImplementation(revert);
});

describe('DispositionPanel', () => {
  it('offers staff only the return in person, and records the recipient and ID check', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DispositionPanel item={pending} actor={actor} claims={staff} />);
    expect(screen.queryByRole('button', { name: 'Donated' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Returned in person' }));
    expect(screen.getByLabelText(/^Handed over by/)).toHaveValue('Sam');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(
      await screen.findByText('Enter the name of the person who received the item.'),
    ).toBeInTheDocument();
    expect(dispose).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/^Recipient name/), 'James Carter');
    await user.click(screen.getByLabelText(/^ID checked/));
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(dispose).toHaveBeenCalledWith(actor, 'f1', {
      kind: 'returned',
      byName: 'Sam',
      recipientName: 'James Carter',
      idChecked: true,
      note: '',
    });
  });

  it('offers admins donation and destruction too, recorded without a recipient', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DispositionPanel item={pending} actor={actor} claims={admin} />);
    expect(screen.getByRole('button', { name: 'Destroyed' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Donated' }));
    const form = screen.getByRole('form', { name: 'Donated' });
    expect(within(form).queryByLabelText(/^Recipient name/)).toBeNull();
    await user.clear(within(form).getByLabelText(/^Done by/));
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(await within(form).findByText('Enter who did it.')).toBeInTheDocument();
    expect(within(form).getByLabelText(/^Done by/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText(/^Done by/), 'Aiko');
    await user.type(within(form).getByLabelText(/^Note/), 'City charity shop');
    await user.click(within(form).getByRole('button', { name: 'Record' }));
    expect(dispose).toHaveBeenCalledWith(actor, 'f1', {
      kind: 'donated',
      byName: 'Aiko',
      note: 'City charity shop',
    });
  });

  it('shows a failed write and keeps the form as typed', async () => {
    const user = userEvent.setup();
    dispose.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<DispositionPanel item={pending} actor={actor} claims={staff} />);
    await user.click(screen.getByRole('button', { name: 'Returned in person' }));
    await user.type(screen.getByLabelText(/^Recipient name/), 'James Carter');
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save. Please try again.');
    expect(screen.getByLabelText(/^Recipient name/)).toHaveValue('James Carter');
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
  });

  it('lets only admins revert, and only with a reason', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <DispositionPanel item={donated} actor={actor} claims={staff} />,
    );
    expect(screen.queryByRole('button', { name: 'Revert disposition' })).toBeNull();
    unmount();
    renderWithProviders(<DispositionPanel item={donated} actor={actor} claims={admin} />);
    await user.click(screen.getByRole('button', { name: 'Revert disposition' }));
    await user.click(screen.getByRole('button', { name: 'Revert disposition' }));
    expect(await screen.findByText('Enter a reason.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Reason/), 'Donated by mistake');
    await user.click(screen.getByRole('button', { name: 'Revert disposition' }));
    expect(revert).toHaveBeenCalledWith(actor, 'f2', 'Donated by mistake');
  });
});
