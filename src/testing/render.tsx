import { createTheme, MantineProvider, type MantineProviderProps, Popover } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import '@/i18n/i18n';

/**
 * jsdom lays nothing out (every box is 0 × 0), so a popover's reference would count as hidden
 * once floating-ui has placed the dropdown, and Mantine would hide the dropdown (display: none)
 * a moment after it opened: a test that looked inside it a little later (a busy machine) found
 * nothing. The app keeps Mantine's default.
 */
const theme = createTheme({
  components: { Popover: Popover.extend({ defaultProps: { hideDetached: false } }) },
});

/** A query cache of its own for each test, with the app's defaults (src/lib/query-client.ts). */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

/**
 * Renders a component the way the app does: Mantine, translations, a router and (as around the
 * staff screens) a query cache of its own. `env: 'test'` turns Mantine's transitions and portals
 * off, so option lists render at once and in place.
 */
export function renderWithProviders(
  ui: ReactElement,
  {
    route = '/',
    env,
    ...options
  }: RenderOptions & { route?: string; env?: MantineProviderProps['env'] } = {},
) {
  const queryClient = testQueryClient();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} {...(env ? { env } : {})}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
