import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPlainSearchPage, localeOfPath } from '@store/domain';

import { matchesEtag } from '../answer-replay';
import { isPersonalRequest, PRIVATE_REVALIDATED, PUBLIC_CATALOGUE } from '../cache-headers';
import { EncodedBody, preferredEncoding, textTag } from '../encoded-body';
import { Lru } from '../lru';
import { isMediaKey } from '../media';
import { firstPageAnswers, withFirstPageAnswers } from './first-page-answers';
import { arabicAppPage, hreflangLinks, languageRedirect, withHeadLinks } from './page-language';
import { withPageHead } from './page-head';
import { publicOrigin } from './public-origin';
import { loadPageRenderer, withRenderedPage } from './server-render';

const YEAR = 365 * 24 * 3600;
/** The app's page is revalidated on every load (an ETag makes that cheap). */
const APP_PAGE_CACHE = 'no-cache';
/** Compressed pages kept per process, by count and by their uncompressed size. */
const PAGES_KEPT = 500;
const PAGE_BYTES_KEPT = 32 * 1024 * 1024;

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}

/**
 * Media under /media, the built React app under /, and the app's index.html for every other
 * non-API path so client routes (and unknown paths) render the shared layout.
 */
export const staticSites = fp(async (app: FastifyInstance) => {
  const { media, webDistDir } = app.config;
  await mkdir(media.dir, { recursive: true });
  app.decorate('mediaFallbacks', []);
  await app.register(fastifyStatic, {
    root: media.dir,
    prefix: '/media/',
    index: false,
    // Only finished media files: a write's temporary file (`<key>.<random>.tmp`) or anything else
    // lying in the folder is never served, even for the moment before it is renamed or removed.
    allowedPath: (pathName) => isMediaKey(pathName.replace(/^\/+/, '')),
    maxAge: 30 * 24 * 3600 * 1000,
  });

  const indexHtml = path.join(webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      decorateReply: false,
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those never change under one name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', `public, max-age=${YEAR}, immutable`);
        } else if (filePath.endsWith('.html')) {
          reply.header('cache-control', APP_PAGE_CACHE);
        }
      },
    });
  } else {
    app.log.warn(`web app not built (${indexHtml} missing): run \`npm run build\``);
  }

  // The page names the scripts of one build: after a deploy it must be fetched again, not kept.
  // It is read once: a new build of the web app comes with a restart.
  const englishPage = hasWeb ? readFileSync(indexHtml, 'utf8') : '';
  // Arabic pages (/ar/...) are the same app, right to left (decision 42), from the build's
  // Arabic twin of index.html, whose entry script brings the Arabic catalogue (decision 93).
  const arabicHtml = path.join(webDistDir, 'ar.html');
  const arabicPage = existsSync(arabicHtml) ? readFileSync(arabicHtml, 'utf8') : englishPage;
  const appPages = { en: englishPage, ar: arabicAppPage(arabicPage) };
  // A page with no answers in it (the back office's, a HEAD) is the same every time: compress once.
  const plainPages = new Map(Object.values(appPages).map((page) => [page, new EncodedBody(page)]));
  // A page with answers is the same for every visitor until the catalogue changes: each one is
  // compressed once (EncodedBody compresses hard, for bodies it serves many times).
  const answeredPages = new Lru<EncodedBody>(PAGES_KEPT, PAGE_BYTES_KEPT);
  const encodedPage = (page: string) => {
    const plain = plainPages.get(page);
    if (plain) return plain;
    // Kept by the page's ETag: the digest that finds it is the one it answers with.
    const tag = textTag(page);
    let body = answeredPages.get(tag);
    if (!body) {
      body = new EncodedBody(page, tag);
      answeredPages.set(tag, body, page.length);
    }
    return body;
  };
  const renderPage = hasWeb ? await loadPageRenderer(webDistDir) : undefined;
  if (hasWeb && !renderPage) app.log.warn('web app has no server bundle: pages are not rendered');

  /**
   * The page with its first answers, rendered when the server renders it: the home page, a
   * listing without refinements in its query string and a product page, each only when every
   * one of its calls was answered (an unknown product id is not worth a render). `catalogue`:
   * the page shows the catalogue beyond the header's categories (those pages are kept).
   */
  const storefrontPage = async (url: string, origin: string) => {
    const appPage = appPages[localeOfPath(url.split('?')[0] ?? '/')];
    const { answers, complete } = await firstPageAnswers(app, url);
    if (answers.length === 0) return { page: appPage, catalogue: false };
    const page = withFirstPageAnswers(appPage, answers);
    if (!complete || answers.length < 2) return { page, catalogue: false };
    // A search page with only its term renders like a listing (decision 46). Any other address
    // with a query string (refinements, a shared link's `?utm_source=…`) is not rendered
    // (decision 20) but still describes itself, canonical to its plain address, so a preview
    // shows the product and search engines fold its variations into one page.
    const [pathname = '/', query = ''] = url.split('?');
    const plainAddress = !url.includes('?') || isPlainSearchPage(pathname, `?${query}`);
    const media = app.config.media.baseUrl;
    if (!plainAddress) {
      const described = withPageHead(page, { url, answers, origin, media, rendered: false });
      return { page: described, catalogue: true };
    }
    let html: string | null = null;
    try {
      html = renderPage ? await renderPage(url, answers) : null;
    } catch (err) {
      // The browser renders the page itself, as it does without the server bundle.
      app.log.error({ err, url }, 'server render failed');
    }
    // The pages worth finding from a search engine describe themselves (decision 50) and name
    // their other language (decision 42).
    const described = withPageHead(html === null ? page : withRenderedPage(page, html), {
      url,
      answers,
      origin,
      media,
      rendered: html !== null,
    });
    return {
      page: described === page ? page : withHeadLinks(described, hreflangLinks(origin, url)),
      catalogue: true,
    };
  };

  // Compressed here: the compress plugin only hooks routes, and most page addresses arrive
  // through the not-found handler.
  const sendApp = async (request: FastifyRequest, reply: FastifyReply) => {
    const redirect = languageRedirect(request.url, request.headers);
    if (redirect) {
      return reply
        .header('cache-control', APP_PAGE_CACHE)
        .header('vary', 'cookie')
        .redirect(redirect, 302);
    }
    // The catalogue's state before its answers are read: a page made while it changes is kept
    // under the older state, so the next request makes it again (never the other way round).
    const stamp = app.config.catalog.responseCache ? app.answerReplay.currentStamp() : undefined;
    // Set before the page is made: its address may add Host to it.
    reply.header('vary', 'accept-encoding, cookie').type('text/html; charset=utf-8');
    const { page, catalogue: shared } =
      request.method === 'GET'
        ? await storefrontPage(request.url, publicOrigin(app, request, reply))
        : { page: appPages[localeOfPath(request.url.split('?')[0] ?? '/')], catalogue: false };
    // A catalogue page is the same for every visitor at one catalogue state: shared caches may
    // keep it as they keep the answers (personal parts come after hydration). Other pages name
    // the scripts of one build and are asked for again on every load, so a deploy reaches all.
    reply.header(
      'cache-control',
      !shared
        ? APP_PAGE_CACHE
        : isPersonalRequest(request.headers)
          ? PRIVATE_REVALIDATED
          : PUBLIC_CATALOGUE,
    );
    const body = encodedPage(page);
    reply.header('etag', body.etag);
    // Kept and replayed before Fastify sees its repeats, until the catalogue changes.
    if (shared && stamp !== undefined) {
      app.answerReplay.record(request.raw, reply.raw, stamp, body.etag);
    }
    if (matchesEtag(request.headers['if-none-match'], body.etag)) return reply.code(304).send();
    const encoding = body.compressible
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
    if (!encoding) return reply.send(page);
    return reply.header('content-encoding', encoding).send(await body.encode(encoding));
  };

  app.get('/', (request, reply) =>
    hasWeb
      ? sendApp(request, reply)
      : reply.type('text/plain').send('The web app is not built yet.'),
  );

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (wantsPage && url.startsWith('/media/')) {
      const key = safeDecode(url.slice('/media/'.length).split('?')[0] ?? '');
      for (const fallback of isMediaKey(key) ? app.mediaFallbacks : []) {
        if (await fallback(key)) return reply.sendFile(key, media.dir);
      }
    }
    // `/.well-known/` is asked by machines (Apple Pay's domain check among them): a file they
    // look for and we do not have is not found, never the app's page.
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      url.startsWith('/media/') ||
      url.startsWith('/.well-known/') ||
      !wantsPage ||
      !hasWeb
    ) {
      return reply
        .status(404)
        .send({ success: false, error: 'Resource not found', code: 'NOT_FOUND' });
    }
    return sendApp(request, reply);
  });
});
