import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { SessionUser } from '@/firebase/auth-session';
import { cacheCleared } from '@/firebase/device-cache';
import { keepRows, keptRows } from '@/firebase/device-rows';
import type { LiveState } from '@/hooks/use-subscription';
import { AuthContext } from '@/lib/auth-context';
import { KEEP_AFTER_MS, useRowsFromDevice } from './use-rows-from-device';

interface Row {
  id: string;
  createdAt: Date;
}
const LIST = 'pendingFound:h1';
const loading: LiveState<Row[]> = { status: 'loading', data: undefined, error: null };
const rowsOf = (...ids: string[]): Row[] =>
  ids.map((id) => ({ id, createdAt: new Date('2026-11-20T09:00:00Z') }));

function render(live: LiveState<Row[]>, first = true, uid = 'alice') {
  const user = { uid } as SessionUser;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={{ loading: false, user, error: null }}>
      {children}
    </AuthContext.Provider>
  );
  return renderHook(
    ({ state, isFirst }: { state: LiveState<Row[]>; isFirst: boolean }) =>
      useRowsFromDevice(LIST, state, isFirst),
    { wrapper, initialProps: { state: live, isFirst: first } },
  );
}

beforeEach(() => {
  window.localStorage.clear();
  cacheCleared('alice');
});
afterEach(() => vi.useRealTimers());

describe('useRowsFromDevice', () => {
  test('while the listener starts, shows the first page last kept, marked from this device', () => {
    keepRows('alice', LIST, rowsOf('a', 'b'));
    const { result, rerender } = render(loading);
    expect(result.current).toMatchObject({ status: 'success', fromCache: true });
    expect(result.current.data?.map((row) => row.id)).toEqual(['a', 'b']);
    expect(result.current.data?.[0]?.createdAt).toBeInstanceOf(Date);
    // Firestore reports: its rows replace the kept ones.
    const fromFirestore: LiveState<Row[]> = {
      status: 'success',
      data: rowsOf('c'),
      error: null,
      fromCache: true,
    };
    rerender({ state: fromFirestore, isFirst: true });
    expect(result.current).toBe(fromFirestore);
  });

  test('shows nothing kept for another order, filter or page, nor to another account', () => {
    keepRows('alice', LIST, rowsOf('a'));
    expect(render(loading, false).result.current.status).toBe('loading');
    expect(render(loading, true, 'bob').result.current.status).toBe('loading');
    window.localStorage.clear();
    expect(render(loading).result.current.status).toBe('loading');
  });

  test("keeps the server's first page once it has settled, not the device's copy", () => {
    vi.useFakeTimers();
    const { rerender } = render(loading);
    rerender({
      state: { status: 'success', data: rowsOf('x'), error: null, fromCache: true },
      isFirst: true,
    });
    act(() => {
      vi.advanceTimersByTime(KEEP_AFTER_MS * 2);
    });
    expect(keptRows('alice', LIST)).toBeNull();
    rerender({ state: { status: 'success', data: rowsOf('s1'), error: null }, isFirst: true });
    rerender({
      state: { status: 'success', data: rowsOf('s2', 's1'), error: null },
      isFirst: true,
    });
    act(() => {
      vi.advanceTimersByTime(KEEP_AFTER_MS);
    });
    expect(keptRows<Row>('alice', LIST)?.map((row) => row.id)).toEqual(['s2', 's1']);
    const many = rowsOf(...Array.from({ length: 100 }, (_, index) => `r${index}`));
    rerender({ state: { status: 'success', data: many, error: null }, isFirst: true });
    act(() => {
      vi.advanceTimersByTime(KEEP_AFTER_MS);
    });
    expect(keptRows('alice', LIST)).toHaveLength(50);
  });
});
