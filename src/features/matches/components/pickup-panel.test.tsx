import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { matchActions } from '../api/match-actions';
import { storedMatch, testActor } from '../testing/stored-match';
import { PickupPanel } from './pickup-panel';

const state = { pickUp: vi.fn<typeof matchActions.pickUp>() };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  state.pickUp.mockReset();
  vi.spyOn(matchActions, 'pickUp').mockImplementation(state.pickUp);
});

/** A confirmed match's panel, its form opened. */
async function openForm() {
  renderWithProviders(
    <PickupPanel match={storedMatch({ status: 'confirmed' })} actor={testActor} />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Picked up in person' }));
  return screen.getByRole('form', { name: 'Picked up in person' });
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Close as picked up' }));

describe('PickupPanel', () => {
  it('is not offered on a matched match', () => {
    renderWithProviders(<PickupPanel match={storedMatch({})} actor={testActor} />);
    expect(screen.queryByRole('button', { name: 'Picked up in person' })).toBeNull();
  });

  it('names a missing recipient under its field and sends nothing', async () => {
    await openForm();
    const recipient = screen.getByRole('textbox', { name: 'Recipient name' });
    expect(recipient).toHaveValue('James Carter');
    await userEvent.clear(recipient);
    await submit();
    expect(
      screen.getByText('Enter the name of the person who received the item.'),
    ).toBeInTheDocument();
    expect(state.pickUp).not.toHaveBeenCalled();
  });

  it('closes the match as picked up with who, to whom and the ID check', async () => {
    state.pickUp.mockResolvedValue({ success: true, message: '' });
    await openForm();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'ID checked (passport, driving licence or similar)' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'At the desk');
    await submit();
    expect(state.pickUp).toHaveBeenCalledWith({
      matchId: 'm1',
      byName: 'A',
      recipientName: 'James Carter',
      idChecked: true,
      note: 'At the desk',
    });
    expect(await screen.findByRole('button', { name: 'Picked up in person' })).toBeEnabled();
  });

  it('keeps the form and says so when the close fails', async () => {
    state.pickUp.mockRejectedValue(new Error('offline'));
    const form = await openForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not save. Please try again.');
    expect(form).toBeInTheDocument();
  });

  it('shows the record once picked up', () => {
    const pickup = {
      at: new Date('2026-05-06T09:30:00Z'),
      byUid: 'u',
      byEmail: 'a@example.com',
      byName: 'A',
      recipientName: 'James Carter',
      idChecked: true,
      note: '',
    };
    renderWithProviders(
      <PickupPanel match={{ ...storedMatch({ status: 'picked-up' }), pickup }} actor={testActor} />,
    );
    expect(screen.getByText('Picked up in person')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Handed over by A \(a@example.com\)/ })).toBeVisible();
    expect(screen.getByRole('row', { name: 'ID checked Yes' })).toBeVisible();
    expect(screen.queryByRole('row', { name: /Note/ })).toBeNull();
  });
});
