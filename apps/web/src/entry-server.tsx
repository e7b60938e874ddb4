import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';

import { CATALOGUE_WORDS_AR, localeOfPath } from '@store/domain';

import { AppProvider } from './app/provider';
import { basenameFor, createAppRouter } from './app/router';
import { getLocale, registerCatalogue, setLocale } from './i18n';
import { registerCatalogueWords } from './i18n/content';
import { ar } from './i18n/messages/ar';
import { en } from './i18n/messages/en';
import { answerFromServer } from './lib/first-page-answers';
import { partsLoaded } from './lib/lazy-part';
import { createQueryClient } from './lib/react-query';
import { RouterProvider } from './lib/router';

// The server renders pages in both languages: its bundle carries both catalogues.
registerCatalogue('en', en);
registerCatalogue('ar', ar);

/** React's mark of a boundary the server could not render, left for the browser. */
const CLIENT_RENDERED = '<!--$!-->';

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
  // `/ar/...` is the same page in Arabic (decision 42): the same routes under a basename.
  const locale = localeOfPath(new URL(url, 'http://store.invalid').pathname);
  const done = answerFromServer(answers);
  const previous = getLocale();
  setLocale(locale);
  // The Arabic of the catalogue's words on Arabic pages (the browser reads the same list from
  // the page, decision 52); none on English ones.
  registerCatalogueWords(locale === 'ar' ? CATALOGUE_WORDS_AR : {});
  try {
    // The router runs the page's loaders as it is made. They only start their queries; those
    // answered from `answers` settle in microtasks. The browser waits the same one task before it
    // hydrates (firstPageReady), so both render alike.
    const router = createAppRouter(queryClient, basenameFor(locale), url);
    await new Promise((resolve) => setTimeout(resolve, 0));
    const page = (
      <StrictMode>
        <AppProvider queryClient={queryClient} navigate={() => undefined}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>
    );
    // A lazy part met for the first time in this process leaves its boundary for the browser
    // (React's client-rendered mark); once the parts it asked for have loaded, the page renders
    // whole. A few rounds at most: a part may show another lazy part.
    let html = renderToString(page);
    for (let round = 0; round < 3 && html.includes(CLIENT_RENDERED); round += 1) {
      if (!(await partsLoaded())) break;
      html = renderToString(page);
    }
    return html;
  } finally {
    done();
    setLocale(previous);
    queryClient.clear();
  }
}
