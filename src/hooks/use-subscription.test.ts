import { act, renderHook } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { useSubscription, type Subscribe } from './use-subscription';

/** A listener the test answers by hand, one per key. */
function manualListeners() {
  const answer = new Map<string, (data: string[]) => void>();
  const subscribe =
    (key: string): Subscribe<string[]> =>
    (onData) => {
      answer.set(key, onData);
      return () => answer.delete(key);
    };
  return { answer, subscribe };
}

describe('useSubscription', () => {
  test('a larger window of one list shows the rows it has, marked stale until it answers', () => {
    const { answer, subscribe } = manualListeners();
    const { result, rerender } = renderHook(
      ({ key }) => useSubscription(key, subscribe(key), 'found:sakura'),
      { initialProps: { key: 'found:sakura:100' } },
    );
    expect(result.current.status).toBe('loading');
    act(() => answer.get('found:sakura:100')?.(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'] });
    expect(result.current.status === 'success' && result.current.stale).toBeFalsy();

    rerender({ key: 'found:sakura:200' });
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b'], stale: true });
    act(() => answer.get('found:sakura:200')?.(['a', 'b', 'c']));
    expect(result.current).toMatchObject({ status: 'success', data: ['a', 'b', 'c'] });
    expect(result.current.status === 'success' && result.current.stale).toBeFalsy();
  });

  test('another list starts from loading', () => {
    const { answer, subscribe } = manualListeners();
    const { result, rerender } = renderHook(
      ({ key, family }) => useSubscription(key, subscribe(key), family),
      { initialProps: { key: 'found:sakura:100', family: 'found:sakura' } },
    );
    act(() => answer.get('found:sakura:100')?.(['a']));
    rerender({ key: 'found:harbor:100', family: 'found:harbor' });
    expect(result.current.status).toBe('loading');
  });
});
