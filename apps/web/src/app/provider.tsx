import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { ToastProvider } from '../components/ui/toast';
import { AuthProvider } from '../features/auth';

type AppProviderProps = {
  queryClient: QueryClient;
  /** The router's navigate: the providers sit outside the router they steer. */
  navigate: (to: string) => Promise<void> | void;
  children: ReactNode;
};

/** App-wide providers: server state, toasts, and the signed-in shopper. */
export function AppProvider({ queryClient, navigate, children }: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider navigate={navigate}>{children}</AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
