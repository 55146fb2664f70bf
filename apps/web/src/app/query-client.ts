import { QueryClient } from '@tanstack/react-query';

/**
 * The server-data cache. Its provider is in the signed-in shell (layouts/shell/AppShell.tsx), not
 * at the root, so that the sign-in page's first load carries no TanStack Query (docs/decisions.md,
 * "Initial load"); the few public pages that query pass this client to their hooks instead.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Farm data changes slowly; avoid refetching on every tab switch on a metered connection.
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: 1,
    },
  },
});
