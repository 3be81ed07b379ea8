import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { useKeyOncePaused } from './use-key-once-paused';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** The hook under typing: each step a text and its lookup key. */
function typing(first: { text: string; key: string | null }) {
  return renderHook(({ text, key }) => useKeyOncePaused(key, text, 250), { initialProps: first });
}

describe('useKeyOncePaused', () => {
  test('asks for nothing while typing goes on, even when the key stays the same', () => {
    const { result, rerender } = typing({ text: '', key: null });
    expect(result.current).toBeNull();
    for (const text of ['u', 'um', 'umb', 'umbr', 'umbre', 'umbrel', 'umbrell', 'umbrella']) {
      rerender({ text, key: text.length >= 4 ? 'umbr' : text });
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(result.current).toBeNull();
    }
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(result.current).toBe('umbr');
  });

  test('keeps the key asked for while typing goes on within it, and drops it for another', () => {
    const { result, rerender } = typing({ text: 'umbr', key: 'umbr' });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe('umbr');
    rerender({ text: 'umbre', key: 'umbr' });
    expect(result.current).toBe('umbr');
    rerender({ text: 'umbre wal', key: 'umbr' });
    expect(result.current).toBe('umbr');
    rerender({ text: 'wallet', key: 'wall' });
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe('wall');
  });

  test('a new key without typing (another tab) is asked for at once', () => {
    const { result, rerender } = typing({ text: 'scarf', key: 'found:scar' });
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(result.current).toBe('found:scar');
    rerender({ text: 'scarf', key: 'lost:scar' });
    expect(result.current).toBe('lost:scar');
  });
});
