import type { FastifyInstance } from 'fastify';

/** Where Apple reads the domain association file when the domain is registered for Apple Pay. */
export const APPLE_PAY_DOMAIN_PATH = '/.well-known/apple-developer-merchantid-domain-association';

/**
 * Apple's domain association file, as APPLE_PAY_DOMAIN_FILE holds it (read once at start):
 * Apple fetches it when Stripe registers the store's domain, and again from time to time to
 * check it. Without the setting the address is not registered and is not found like any other.
 */
export async function applePayDomainRoutes(app: FastifyInstance) {
  const file = app.config.applePay?.domainAssociation;
  if (!file) return;
  app.get(APPLE_PAY_DOMAIN_PATH, async (_request, reply) =>
    reply
      // The same bytes until the owner names another file and restarts: an hour is plenty.
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain')
      .send(file),
  );
}
