import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The store's address as search engines and shared links should know it: PUBLIC_URL when set
 * (canonical addresses then never depend on which host name a request came in by), else the
 * request's own origin, which is right for a store on one address and for development.
 */
export function publicOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
}
