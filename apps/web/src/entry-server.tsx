import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';

import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { answerFromServer } from './lib/first-page-answers';
import { createQueryClient } from './lib/react-query';

let queue: Promise<unknown> = Promise.resolve();

/**
 * The storefront page at `url` rendered to HTML from `answers` (its first-page answers), or null
 * when the route is not one the server renders. Renders run one at a time: the answers are the
 * api client's for the length of one render.
 */
export function renderPage(url: string, answers: Record<string, unknown>): Promise<string | null> {
  const rendered = queue.then(() => render(url, answers));
  queue = rendered.catch(() => undefined);
  return rendered;
}

async function render(url: string, answers: Record<string, unknown>): Promise<string | null> {
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  const handler = createStaticHandler(routes);
  const done = answerFromServer(answers);
  try {
    const context = await handler.query(new Request(new URL(url, 'http://store.invalid')));
    if (context instanceof Response) return null;
    // Loaders only start their queries; those answered from `answers` settle in microtasks. The
    // browser waits the same one task before it hydrates (firstPageReady), so both render alike.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const router = createStaticRouter(handler.dataRoutes, context);
    return renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient} navigate={() => undefined}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    done();
    queryClient.clear();
  }
}
