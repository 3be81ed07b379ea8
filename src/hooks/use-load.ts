import { startTransition, useCallback, useEffect, useState } from 'react';
import type { LiveState } from './use-subscription';

/** A one-shot load's state: the same `{ status, data, error }` shape as a live listener's. */
export type LoadState<T> = LiveState<T> & {
  /** Runs the load again (a "Try again" button), keeping the key. */
  reload: () => void;
};

const LOADING = { status: 'loading', data: undefined, error: null } as const;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Runs `load` once per `key` (null: not yet) and returns its result as `{ status, data, error }`.
 * A result that arrives after the key changed, or after the screen left, is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<{ key: string | null; run: number; value: LiveState<T> }>({
    key,
    run: 0,
    value: LOADING,
  });
  const [run, setRun] = useState(0);

  useEffect(() => {
    if (key === null) return undefined;
    let active = true;
    // What arrives is shown as a transition: rendered in slices that let the page answer a tap or
    // a keystroke meanwhile, not in one task (the hotel list re-renders the whole report form).
    const settle = (value: LiveState<T>) =>
      active && startTransition(() => setState({ key, run, value }));
    load().then(
      (data) => settle({ status: 'success', data, error: null }),
      (error: unknown) => settle({ status: 'error', data: undefined, error: asError(error) }),
    );
    return () => {
      active = false;
    };
    // The key names the load; a new load function for the same key is the same load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, run]);

  const reload = useCallback(() => setRun((current) => current + 1), []);
  const value = state.key === key && state.run === run ? state.value : LOADING;
  return { ...value, reload };
}
