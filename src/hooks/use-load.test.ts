import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { useLoad } from './use-load';

describe('useLoad', () => {
  test('loads once per key and reports success', async () => {
    const load = vi.fn(() => Promise.resolve(42));
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), {
      initialProps: { key: 'a' },
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(result.current.data).toBe(42);
    rerender({ key: 'a' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed load is an error with the cause; reload runs it again', async () => {
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve('ok')));
    const { result } = renderHook(() => useLoad('k', load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('offline');
    fail = false;
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.data).toBe('ok'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a null key waits; a late result of an old key is dropped', async () => {
    let resolveOld: (value: string) => void = () => undefined;
    const load = vi.fn((key: string) =>
      key === 'old'
        ? new Promise<string>((resolve) => (resolveOld = resolve))
        : Promise.resolve(key),
    );
    const { result, rerender } = renderHook(({ key }) => useLoad(key, () => load(key ?? '')), {
      initialProps: { key: null as string | null },
    });
    expect(load).not.toHaveBeenCalled();
    rerender({ key: 'old' });
    rerender({ key: 'new' });
    await waitFor(() => expect(result.current.data).toBe('new'));
    act(() => resolveOld('old'));
    expect(result.current.data).toBe('new');
  });

  test('a result already at hand is there at the first render, without loading it again', async () => {
    const load = vi.fn((key: string) => Promise.resolve(`loaded ${key}`));
    const cached = (key: string) => (key === 'kept' ? 'from the cache' : undefined);
    const { result, rerender } = renderHook(
      ({ key }) =>
        useLoad(
          key,
          () => load(key),
          () => cached(key),
        ),
      { initialProps: { key: 'kept' } },
    );
    expect(result.current).toMatchObject({ status: 'success', data: 'from the cache' });
    await act(async () => {
      await Promise.resolve();
    });
    expect(load).not.toHaveBeenCalled();
    // Another key, with nothing at hand, loads; and "Try again" loads even the cached key.
    rerender({ key: 'other' });
    await waitFor(() => expect(result.current.data).toBe('loaded other'));
    rerender({ key: 'kept' });
    await waitFor(() => expect(result.current.data).toBe('loaded kept'));
    act(() => result.current.reload());
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
  });
});
