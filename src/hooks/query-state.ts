import type { UseQueryResult } from '@tanstack/react-query';
import type { LiveState } from './use-subscription';

/** A one-shot read's state: the same `{ status, data, error }` shape as a live listener's. */
export type LoadState<T> = LiveState<T> & {
  /** Reads again (a "Try again" button). */
  reload: () => void;
};

/** A TanStack query's result in the live listeners' shape (pending, or disabled: loading). */
export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  const reload = () => void query.refetch();
  if (query.status === 'success')
    return { status: 'success', data: query.data, error: null, reload };
  if (query.status === 'error')
    return { status: 'error', data: undefined, error: query.error, reload };
  return { status: 'loading', data: undefined, error: null, reload };
}
