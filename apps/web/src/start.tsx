import { localeOfPath } from '@store/domain';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App, firstPageReady } from './app';
import {
  applyDocumentLocale,
  loadCatalogue,
  registerCatalogue,
  setLocale,
  type Locale,
  type Messages,
} from './i18n';
import './styles/index.css';

/**
 * Renders (or hydrates) the app in its path's language (/ar is Arabic, decision 42). Each
 * language has an entry script of its own (`main.tsx`, `main-ar.tsx`) that brings its catalogue
 * as a static import, so a page downloads only its own language's text and hydrates as soon as
 * its scripts have run. `loadCatalogue` fetches the other one only for a page that came with the
 * wrong entry (`vite dev` serves index.html for every path).
 */
export async function start(locale: Locale, messages: Messages) {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html must contain <div id="root">');
  registerCatalogue(locale, messages);
  const pageLocale = localeOfPath(window.location.pathname);
  await loadCatalogue(pageLocale);
  setLocale(pageLocale);
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
