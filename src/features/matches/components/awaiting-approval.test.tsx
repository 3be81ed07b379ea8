import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match } from '@/domain/entities';
import type { LiveState } from '@/hooks/use-subscription';
import * as live from '@/hooks/use-live';
import { renderWithProviders } from '@/testing/render';
import type * as matchApi from '../api/match-actions';
import { storedMatch, stubMatchApi, testActor } from '../testing/stored-match';
import { AwaitingApproval } from './awaiting-approval';

const state: { held: LiveState<Match[]> } = {
  held: { status: 'loading', data: undefined, error: null },
};
const confirm = vi.fn<typeof matchApi.matchActions.confirm>();

beforeEach(() => {
  state.held = { status: 'loading', data: undefined, error: null };
  confirm.mockReset().mockResolvedValue({ success: true, notificationQueued: true });
  // The component's one live query; every match action fails unless stubbed.
  vi.spyOn(live, 'useHotelQuery').mockImplementation(
    (() => state.held) as typeof live.useHotelQuery,
  );
  stubMatchApi(() => null, { confirm });
});

const show = () => renderWithProviders(<AwaitingApproval hotelId="sakura" actor={testActor} />);

describe('AwaitingApproval', () => {
  it('says it is loading with a named status (a label on a bare span is not allowed)', () => {
    show();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
  });

  it('says when nothing awaits approval', () => {
    state.held = { status: 'success', data: [], error: null };
    show();
    expect(screen.getByText('No matches await approval.')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists a held match with its guest, and approves it', async () => {
    state.held = {
      status: 'success',
      data: [storedMatch({ status: 'on-hold', onHoldAt: '2026-05-02T10:00:00Z' })],
      error: null,
    };
    show();
    expect(screen.getByRole('link', { name: 'iPhone' })).toBeInTheDocument();
    expect(screen.getByText(/James Carter/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve: iPhone' }));
    expect(confirm).toHaveBeenCalledWith('m1');
  });
});
