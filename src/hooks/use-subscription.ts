import { useEffect, useState } from 'react';

/** A live listener's state as screens see it (docs/architecture.md, "How the code is layered", rule 4). */
export type LiveState<T> =
  | { status: 'loading'; data: undefined; error: null }
  | {
      status: 'success';
      data: T;
      error: null;
      /**
       * The data is the previous query's of the same family (fewer rows of one list), shown while
       * this query loads: it says nothing yet of how many rows this query has.
       */
      stale?: true;
      /**
       * The data is the device's copy (Firestore's persistent cache, kept for signed-in staff:
       * docs/trust-model.md) and the server has not answered yet.
       */
      fromCache?: true;
    }
  | { status: 'error'; data: undefined; error: Error };

export type Subscribe<T> = (
  onData: (data: T, source?: { fromCache: boolean }) => void,
  onError: (error: Error) => void,
) => () => void;

const LOADING = { status: 'loading', data: undefined, error: null } as const;

/**
 * Wraps a subscribe helper (which returns its unsubscribe) as `{ status, data, error }`.
 * `key` identifies the query: when it changes the listener is replaced; null means "not yet".
 * While a query of the same `family` replaces it (more rows of one list), the last data stays
 * shown instead of going back to loading.
 */
export function useSubscription<T>(
  key: string | null,
  subscribe: Subscribe<T>,
  family: string | null = key,
): LiveState<T> {
  const [state, setState] = useState<{
    key: string | null;
    family: string | null;
    value: LiveState<T>;
  }>({ key, family, value: LOADING });

  useEffect(() => {
    if (key === null) return undefined;
    return subscribe(
      (data, source) =>
        setState({
          key,
          family,
          value: source?.fromCache
            ? { status: 'success', data, error: null, fromCache: true }
            : { status: 'success', data, error: null },
        }),
      (error) => setState({ key, family, value: { status: 'error', data: undefined, error } }),
    );
    // The key names the query; a new subscribe function for the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (state.key === key) return state.value;
  return family !== null && state.family === family && state.value.status === 'success'
    ? { ...state.value, stale: true }
    : LOADING;
}
