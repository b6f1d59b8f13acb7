import { QueryClient } from '@tanstack/react-query';

/** Lists change rarely; a slow phone should not refetch what the page already holds. */
export function createQueryClient(onServer: boolean): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: onServer ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
