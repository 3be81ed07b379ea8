import { act, renderHook } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { NeedsNetworkError } from '@/firebase/network';
import { loadStaffTranslations } from '@/i18n/i18n';
import { useFormAction } from './use-form-action';

describe('useFormAction', () => {
  test('busy while the action runs, then its success text', async () => {
    const { result } = renderHook(() => useFormAction());
    let finish: (text: string) => void = () => undefined;
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = result.current.run(
        () => new Promise<string>((resolve) => (finish = resolve)),
        () => 'failed',
      );
    });
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish('Saved');
      await outcome;
    });
    await expect(outcome).resolves.toBe(true);
    expect(result.current.busy).toBe(false);
    expect(result.current.feedback).toEqual({ kind: 'success', text: 'Saved' });
  });

  test('a failure ends the busy state and shows the failure text made from the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useFormAction());
    let ok = true;
    await act(async () => {
      ok = await result.current.run(
        () => Promise.reject(new Error('offline')),
        (error) => `Could not save: ${(error as Error).message}`,
      );
    });
    expect(ok).toBe(false);
    expect(result.current.busy).toBe(false);
    expect(result.current.feedback).toEqual({ kind: 'error', text: 'Could not save: offline' });
    // A new run clears the old outcome; an action that returns nothing shows nothing.
    await act(async () => {
      await result.current.run(
        () => Promise.resolve(),
        () => 'failed',
      );
    });
    expect(result.current.feedback).toBeNull();
  });

  test('fail shows a refusal without running anything; clear removes it', () => {
    const { result } = renderHook(() => useFormAction());
    act(() => result.current.fail('Please fill in all required fields'));
    expect(result.current.feedback).toEqual({
      kind: 'error',
      text: 'Please fill in all required fields',
    });
    expect(result.current.busy).toBe(false);
    act(() => result.current.clear());
    expect(result.current.feedback).toBeNull();
  });

  test('an action that needs the server, tried with no network, says so instead of its own failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await loadStaffTranslations();
    const { result } = renderHook(() => useFormAction());
    await act(async () => {
      await result.current.run(
        () => Promise.reject(new NeedsNetworkError()),
        () => 'The changes could not be saved.',
      );
    });
    expect(result.current.feedback).toEqual({
      kind: 'error',
      text: 'This needs a connection to the server. Try again when you are online.',
    });
  });
});
