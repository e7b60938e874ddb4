import { RouterProvider } from 'react-router/dom';

import { configureApiClient } from '../lib/api-client';
import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter();

// A write met an expired token (tokens already removed): say so and go to sign-in (spec 8).
configureApiClient({
  onSessionExpired: (message) => {
    queryClient.clear();
    window.alert(message);
    void router.navigate('/login');
  },
});

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
