import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { localeOfPath } from '@store/domain';
import { Lru } from '../lru';
import type { FirstPageAnswer } from './first-page-answers';

/** What the web app's server bundle exports (apps/web/src/entry-server.tsx). */
type RenderPage = (url: string, answers: Record<string, unknown>) => Promise<string | null>;

/** React's mark of a boundary the server could not render, left for the browser to render. */
const CLIENT_RENDERED = '<!--$!-->';

/** Rendered pages kept per process: enough for the pages most visits start on. */
const PAGES_KEPT = 200;

/**
 * The storefront's pages rendered on the server from their first-page answers, so a phone paints
 * the page from its HTML before the scripts arrive; the web app then hydrates it. `npm run build`
 * writes the server bundle beside the web app's (`dist-server/`); without it pages go out as
 * before, empty until the scripts run.
 */
export async function loadPageRenderer(webDistDir: string) {
  const bundle = path.join(webDistDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(bundle)) return undefined;
  const { renderPage } = (await import(pathToFileURL(bundle).href)) as { renderPage: RenderPage };
  const rendered = new Lru<string | null>(PAGES_KEPT);

  /**
   * The page's HTML, or null when the server does not render it. Rendered once per page and
   * answers: the answers change only with the catalogue, and the same answers render the same
   * page for every visitor (signed out, no bag: the browser fills those in after hydrating).
   */
  return async (url: string, answers: readonly FirstPageAnswer[]): Promise<string | null> => {
    const hash = createHash('sha1');
    for (const [call, body] of answers) hash.update(call).update('\0').update(body).update('\0');
    // Addresses that differ only in case (`/WOMEN`, an upper-case product id) share one render.
    // `/ar/...` and `/AR/...` are different pages (Arabic, and an English not-found).
    const { pathname } = new URL(url, 'http://store.invalid');
    const key = `${localeOfPath(pathname)}\0${pathname.toLowerCase()}\0${hash.digest('base64')}`;
    const kept = rendered.get(key);
    if (kept !== undefined) return kept;
    const parsed = Object.fromEntries(answers.map(([call, body]) => [call, JSON.parse(body)]));
    const html = await renderPage(url, parsed);
    // A page with a part the server could not render (React's client-rendered mark) is sent as
    // it is but not kept: the next visitor gets a whole render.
    if (!html?.includes(CLIENT_RENDERED)) rendered.set(key, html);
    return html;
  };
}

const ROOT = '<div id="root"></div>';
/** What React writes first for the page's head (preloads, the title): they go to the head. */
const HOISTED = /^(?:<link [^>]*\/>|<title>[^<]*<\/title>|<meta [^>]*\/>)*/;

/** The app's page with the rendered HTML in its root element and React's hoisted tags in its head. */
export function withRenderedPage(page: string, html: string): string {
  const head = HOISTED.exec(html)?.[0] ?? '';
  const body = html.slice(head.length);
  // Functions, not strings, as replacements: a product named "$&" stays "$&".
  let out = page.replace(ROOT, () => `<div id="root">${body}</div>`);
  if (head.includes('<title>')) out = out.replace(/<title>[^<]*<\/title>/, () => '');
  // Before the scripts, so the browser asks for the first images while it fetches the code.
  const at = out.indexOf('<script type="module"');
  return at === -1
    ? out.replace('</head>', () => `${head}</head>`)
    : out.slice(0, at) + head + out.slice(at);
}
