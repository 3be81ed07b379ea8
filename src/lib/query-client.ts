import { QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * The one cache of what is not live (docs/architecture.md, "One-shot reads, counts and callables:
 * TanStack Query"): staff screens' one-shot reads, counts and callables. The staff routes provide
 * it (src/app/staff-query-provider.tsx); the write helpers invalidate through it, so it lives
 * below the features. Only staff code imports this module: a guest's pages load no TanStack.
 *
 * - No retry: a read that fails shows its error (and a Try again) at once, as before; Firestore's
 *   own client already retries what the network dropped.
 * - No refetch on focus or reconnect: those would be reads no one asked for; what must follow
 *   other people's changes is a live listener, or is invalidated (the dashboard's counts).
 * - Kept 30 minutes unobserved: a dashboard reopened within that time shows its counts at once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
      gcTime: 30 * 60 * 1000,
    },
    mutations: { retry: false },
  },
});

/**
 * `write`, then (once it succeeded) every query under `keys` marked stale: refetched at once
 * where a screen shows it, read again when next shown elsewhere. A read already under way is not
 * started again (the dashboard's own listener has usually asked for its counts by then).
 */
export function invalidating<A extends unknown[], R>(
  keys: readonly QueryKey[],
  write: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await write(...args);
    for (const queryKey of keys)
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
    return result;
  };
}
