import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App, firstPageReady } from './app';
import { applyDocumentLocale } from './i18n';
import './styles/index.css';

applyDocumentLocale();

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server rendered the page (server-render.ts): take it over once its data is in place.
if (container.firstElementChild) void firstPageReady().then(() => hydrateRoot(container, app));
else createRoot(container).render(app);
