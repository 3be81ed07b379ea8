import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@/domain/entities';
import { renderWithProviders } from '@/testing/render';
import type * as matchApi from '../api/match-actions';
import { storedMatch, stubMatchApi, testActor } from '../testing/stored-match';
import { MatchDetails } from './match-details';

const state: { match: Match | null } = { match: null };
const actions = {
  confirm: vi.fn<typeof matchApi.matchActions.confirm>(),
  hold: vi.fn<typeof matchApi.matchActions.hold>(),
};

const show = (stored: Record<string, unknown>, isAdmin = false) => {
  state.match = storedMatch(stored);
  return renderWithProviders(
    <MatchDetails hotelId="sakura" matchId="m1" actor={testActor} isAdmin={isAdmin} />,
  );
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  for (const action of Object.values(actions)) action.mockReset();
  stubMatchApi(() => state.match, { confirm: actions.confirm, hold: actions.hold });
});

describe('MatchDetails package-size prompt (spec §4)', () => {
  it('prompts a matched match without a size, and the prompt opens the size picker', async () => {
    show({});
    expect(screen.getByText('Package size needed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Choose package size' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // Its close (×) button has a name.
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('shows one package state at a time: the prompt alone, then ready to ship once sized', () => {
    const { unmount } = show({});
    expect(screen.getByText('Package size needed')).toBeInTheDocument();
    expect(screen.queryByText('Ready to ship')).toBeNull();
    expect(screen.queryByText(/Size: N\/A/)).toBeNull();
    unmount();
    show({ packageSize: 'small' });
    expect(screen.getByText('Ready to ship')).toBeInTheDocument();
    expect(screen.queryByText('Package size needed')).toBeNull();
  });

  it('never calls a match without a size ready to ship', () => {
    show({ status: 'confirmed' });
    expect(screen.queryByText('Ready to ship')).toBeNull();
    expect(screen.getByText(/No package size chosen yet/)).toBeInTheDocument();
  });

  it('does not prompt once a size is set, nor for a confirmed match', () => {
    const { unmount } = show({ packageSize: 'small' });
    expect(screen.queryByText('Package size needed')).not.toBeInTheDocument();
    unmount();
    show({ status: 'confirmed' });
    expect(screen.queryByText('Package size needed')).not.toBeInTheDocument();
  });

  it('shows a match of another hotel as not found', () => {
    show({ hotelId: 'harbor' });
    expect(screen.getByText('This match could not be found.')).toBeInTheDocument();
  });
});

describe('MatchDetails actions (spec §4)', () => {
  it('offers confirm, hold and unmatch on a matched match, and release only to admins once held', () => {
    const { unmount } = show({});
    expect(screen.getByRole('button', { name: 'Confirm match' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'On hold' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Unmatch' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    unmount();
    const staff = show({ status: 'on-hold' });
    expect(screen.queryByRole('button', { name: 'Release' })).toBeNull();
    staff.unmount();
    const admin = show({ status: 'on-hold' }, true);
    expect(screen.getByRole('button', { name: 'Release' })).toBeInTheDocument();
    admin.unmount();
    // Shipped is final: nothing but the record.
    show({ status: 'shipped', packageSize: 'small' });
    for (const name of ['Confirm match', 'On hold', 'Mark as shipped', 'Unmatch'])
      expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('runs an action and names its failure in the banner', async () => {
    actions.confirm.mockRejectedValue(new Error('offline'));
    actions.hold.mockResolvedValue();
    show({});
    await userEvent.click(screen.getByRole('button', { name: 'Confirm match' }));
    expect(actions.confirm).toHaveBeenCalledWith('m1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error confirming match');
    await userEvent.click(screen.getByRole('button', { name: 'On hold' }));
    expect(actions.hold).toHaveBeenCalledWith(testActor, 'm1');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
