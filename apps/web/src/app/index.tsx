import { RouterProvider } from 'react-router/dom';

import { createQueryClient } from '../lib/react-query';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

// Stable for the life of the app; the auth provider uses it for its redirects (spec section 4).
const navigate = (to: string) => void router.navigate(to);

export function App() {
  return (
    <AppProvider queryClient={queryClient} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
