import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { apiDir } from '#config/paths';
import { buildOpenApiDocument } from './openapi-document';
import type { DocumentedRoute, Role } from './route-doc';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api/ route registered so far with its doc (undefined when it has none). */
    apiRoutes(): readonly DocumentedRoute[];
  }
}

const PAGE_DIR = path.join(apiDir, 'src/platform/openapi/docs-page');
const PAGE_FILES = {
  '/api/docs': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/api/docs/docs.js': { file: 'docs.js', type: 'text/javascript; charset=utf-8' },
  '/api/docs/docs.css': { file: 'docs.css', type: 'text/css; charset=utf-8' },
} as const;

type Guard = RouteOptions['preHandler'];

/**
 * Collects every route's `config.openapi` as it is registered (so it must be registered before
 * the modules), serves the document at /api/openapi.json and a page that renders it at /api/docs
 * (own script and styles: the CSP allows nothing else).
 */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  const seen: Array<{ method: string; url: string; config: RouteOptions['config']; guard: Guard }> =
    [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      seen.push({ method, url: route.url, config: route.config, guard: route.preHandler });
    }
  });

  const roleOf = (guard: Guard): Role | undefined => {
    const guards = [guard].flat();
    if (guards.includes(app.requireAdmin)) return 'admin';
    if (guards.includes(app.requireCustomer)) return 'customer';
    if (guards.includes(app.optionalCustomer)) return 'optional-customer';
    return undefined;
  };
  const routes = () =>
    seen.map(({ method, url, config, guard }) => ({
      method,
      url,
      doc: config?.openapi === false ? undefined : config?.openapi,
      hidden: config?.openapi === false,
      role: roleOf(guard),
      permission: config?.permission,
    }));
  app.decorate('apiRoutes', routes);

  let document: string | undefined;
  app.get(
    '/api/openapi.json',
    { config: { openapi: { summary: 'This document', tag: 'docs' } } },
    async (_request, reply) => {
      document ??= JSON.stringify(
        buildOpenApiDocument(routes(), {
          title: 'Souq Style API',
          version: '1.0.0',
          description:
            'The storefront and back-office API. Request schemas come from the same zod ' +
            'schemas the server validates with.',
        }),
      );
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(document);
    },
  );

  const pages = await Promise.all(
    Object.entries(PAGE_FILES).map(async ([url, { file, type }]) => ({
      url,
      type,
      body: await readFile(path.join(PAGE_DIR, file), 'utf8'),
    })),
  );
  for (const page of pages) {
    const openapi =
      page.url === '/api/docs'
        ? { summary: 'A page that renders this document', tag: 'docs' }
        : (false as const);
    app.get(page.url, { config: { openapi } }, async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type(page.type).send(page.body),
    );
  }
});
