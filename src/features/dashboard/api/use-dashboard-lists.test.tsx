import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DASHBOARD_TABS, type DashboardTab } from '@/domain/dashboard';
import * as hotelQueries from '@/firebase/hotel-queries';
import { testQueryClient } from '@/testing/render';
import { TAB_QUERIES } from './tab-queries';
import { useTabCounts } from './use-dashboard-lists';

// The aggregation queries, answered by hand: each count asked for waits in `asked` until answered.
const SIZES: Record<DashboardTab, number> = {
  found: 40,
  lost: 30,
  matched: 5,
  shipped: 2,
  discarded: 7,
  closed: 9,
};
let asked: { tab: DashboardTab; answer: (size: number) => void }[] = [];
const tabOf = (name: string) => DASHBOARD_TABS.find((tab) => TAB_QUERIES[tab].name === name)!;

beforeEach(() => {
  vi.spyOn(hotelQueries, 'countHotelQuery').mockImplementation(
    (_db, name) =>
      new Promise<number>((resolve) => asked.push({ tab: tabOf(name), answer: resolve })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  asked = [];
});

/** Answers every count asked for so far with the tab's size plus `more`. */
async function answerAll(more = 0) {
  const round = asked;
  asked = [];
  await act(() => {
    for (const { tab, answer } of round) answer(SIZES[tab] + more);
    return Promise.resolve();
  });
}

function renderCounts(client = testQueryClient(), signature = 'a') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const view = renderHook(
    ({ signature }) =>
      useTabCounts('hotel-a', true, { tab: 'found', rows: 100, complete: false, signature }),
    { wrapper, initialProps: { signature } },
  );
  return { ...view, client };
}

describe('the dashboard tab counts', () => {
  it('counts every tab once when the dashboard opens', async () => {
    const { result } = renderCounts();
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    expect(result.current.lost).toBeNull();
    await answerAll();
    await waitFor(() => expect(result.current).toEqual(SIZES));
    expect(asked).toHaveLength(0);
  });

  it('counts again when the open tab’s rows change, a burst costing one more round', async () => {
    const { result, rerender } = renderCounts();
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    await answerAll();
    await waitFor(() => expect(result.current.found).toBe(40));

    rerender({ signature: 'b' });
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    // Two more changes while that round is read: no round for each.
    rerender({ signature: 'c' });
    rerender({ signature: 'd' });
    expect(asked).toHaveLength(DASHBOARD_TABS.length);
    await answerAll(1);
    // The changes after the round began are counted once it is done: one more round, not two.
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    await answerAll(2);
    await waitFor(() => expect(result.current.lost).toBe(32));
    expect(asked).toHaveLength(0);
  });

  it('shows the last counts at once when the dashboard opens again, and reads them again', async () => {
    const first = renderCounts();
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    await answerAll();
    await waitFor(() => expect(first.result.current.closed).toBe(9));
    first.unmount();

    const again = renderCounts(first.client);
    expect(again.result.current).toEqual(SIZES);
    await waitFor(() => expect(asked).toHaveLength(DASHBOARD_TABS.length));
    await answerAll(3);
    await waitFor(() => expect(again.result.current.closed).toBe(12));
  });
});
