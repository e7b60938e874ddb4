import { localeOfPath } from '@store/domain';

import { createQueryClient } from '../lib/react-query';
import { RouterProvider } from '../lib/router';
import { AppProvider } from './provider';
import { basenameFor, createAppRouter } from './router';

const queryClient = createQueryClient();
// Arabic pages live under /ar: as the router's basename, every link and redirect inside the app
// stays in the page's language without naming it (decision 42).
const router = createAppRouter(queryClient, basenameFor(localeOfPath(window.location.pathname)));

// Stable for the life of the app; the auth provider uses it for its sign-in and sign-out redirects.
const navigate = (to: string) => router.navigate(to);

/**
 * Resolves once the queries the first page's loaders started (the router runs them as it is
 * made) and answered from the page's first answers have their data: the app then renders what
 * the server rendered.
 */
export function firstPageReady(): Promise<void> {
  // Answered queries settle in microtasks; one task later they are all in the cache.
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

export function App() {
  return (
    <AppProvider queryClient={queryClient} navigate={navigate}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
