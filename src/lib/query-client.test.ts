import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidating, queryClient } from './query-client';
import { changedBy, queryKeys } from './query-keys';

afterEach(() => queryClient.clear());

/** A query of the counts some screen shows: how many times it was read. */
async function shownCount() {
  const read = vi.fn(() => Promise.resolve(1));
  const observer = new QueryObserver(queryClient, {
    queryKey: queryKeys.counts.tab('hotel-a', 'found'),
    queryFn: read,
  });
  const stop = observer.subscribe(() => undefined);
  await vi.waitFor(() => expect(observer.getCurrentResult().data).toBe(1));
  return { read, stop };
}

describe('a write that invalidates', () => {
  it('reads a shown count again once the write succeeded', async () => {
    const { read, stop } = await shownCount();
    const move = invalidating(changedBy.itemMove, (id: string) => Promise.resolve(id));
    await expect(move('m1')).resolves.toBe('m1');
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    stop();
  });

  it('leaves the cache alone when the write fails', async () => {
    const { read, stop } = await shownCount();
    const move = invalidating(changedBy.itemMove, () => Promise.reject(new Error('refused')));
    await expect(move()).rejects.toThrow('refused');
    expect(queryClient.getQueryState(queryKeys.counts.tab('hotel-a', 'found'))?.isInvalidated).toBe(
      false,
    );
    expect(read).toHaveBeenCalledTimes(1);
    stop();
  });
});
