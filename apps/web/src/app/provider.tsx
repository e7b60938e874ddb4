import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

type AppProviderProps = { queryClient: QueryClient; children: ReactNode };

/** App-wide providers: server state now; auth and toasts join here with their features. */
export function AppProvider({ queryClient, children }: AppProviderProps) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
