import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '@/lib/query-client';

/**
 * The query cache around a staff screen (src/app/router.tsx puts it outside the guards): only
 * the staff screens' chunk imports TanStack Query, so `/`, the report form and `/status` do not
 * load it. Every staff route shares the one client, so a screen opened again finds its cache.
 */
export function StaffQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
