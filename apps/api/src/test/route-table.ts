import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  url: string;
}

/**
 * Every route of a built app, read from Fastify's own route tree (`printRoutes`), so tests can
 * cover routes added later without listing them. HEAD twins of GET routes are left out.
 */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const lines = app.printRoutes({ commonPrefix: false }).split('\n');
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of lines) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const url = `${depth === 0 ? '' : (prefixes[depth - 1] ?? '')}${match[2] ?? ''}`;
    prefixes[depth] = url;
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
