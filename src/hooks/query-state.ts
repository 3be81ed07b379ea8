import type { UseQueryResult } from '@tanstack/react-query';
import type { LoadState } from './use-load';

// The one-shot state shape is useLoad's (the guest pages' loads): one type for both.
export type { LoadState } from './use-load';

/** A TanStack query's result in the live listeners' shape (pending, or disabled: loading). */
export function loadState<T>(query: UseQueryResult<T>): LoadState<T> {
  const reload = () => void query.refetch();
  if (query.status === 'success')
    return { status: 'success', data: query.data, error: null, reload };
  if (query.status === 'error')
    return { status: 'error', data: undefined, error: query.error, reload };
  return { status: 'loading', data: undefined, error: null, reload };
}
