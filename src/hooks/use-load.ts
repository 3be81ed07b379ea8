import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import type { LiveState } from './use-subscription';

/** A one-shot load's state: the same `{ status, data, error }` shape as a live listener's. */
export type LoadState<T> = LiveState<T> & {
  /** Runs the load again (a "Try again" button), keeping the key. */
  reload: () => void;
};

const LOADING = { status: 'loading', data: undefined, error: null } as const;

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The guest pages' one-shot loads (the hotel directory, a mail link's status): a guest's page
 * loads no TanStack Query, whose cache serves the staff screens (docs/architecture.md, "One-shot
 * reads, counts and callables: TanStack Query"); staff code uses `useQuery` (and
 * src/app/staff-screens.test.ts checks that only guest modules import this one).
 *
 * Runs `load` once per `key` (null: not yet) and returns its result as `{ status, data, error }`.
 * A result that arrives after the key changed, or after the screen left, is dropped. `cached`
 * answers at once when the result is already at hand (a cache in memory or localStorage): the
 * first render then has it, and `load` does not run for that first key.
 */
export function useLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  cached?: () => T | undefined,
): LoadState<T> {
  const [state, setState] = useState<{ key: string | null; run: number; value: LiveState<T> }>(
    () => {
      const data = key === null ? undefined : cached?.();
      return {
        key,
        run: 0,
        value: data === undefined ? LOADING : { status: 'success', data, error: null },
      };
    },
  );
  const [run, setRun] = useState(0);
  // The key whose result the first render had from `cached` (its load is not run).
  const cachedKey = useRef(state.value.status === 'success' ? key : null);

  useEffect(() => {
    if (key === null) return undefined;
    const fromCache = run === 0 && cachedKey.current === key;
    cachedKey.current = null;
    if (fromCache) return undefined;
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
