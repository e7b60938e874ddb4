import { localeOfPath } from '@store/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App, firstPageReady } from './app';
import { applyDocumentLocale, loadCatalogue, setLocale } from './i18n';
import './styles/index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

/**
 * Renders (or hydrates) the app in its path's language (/ar is Arabic, decision 42): the Arabic
 * catalogue is a chunk of its own, fetched only here, before the first render, so the page
 * hydrates with the text the server rendered.
 */
async function start(root: HTMLElement) {
  const locale = localeOfPath(window.location.pathname);
  await loadCatalogue(locale);
  setLocale(locale);
  applyDocumentLocale();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The server rendered the page (server-render.ts): take it over once its data is in place.
  if (root.firstElementChild) void firstPageReady().then(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}

void start(container);
