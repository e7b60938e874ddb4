import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '#config/env';

/** Helmet's options for this store: a self-only CSP, opened only for what is configured. */
export function helmetOptions(config: Config): HelmetOptions {
  // Google Identity Services loads its script, button frame and styles from this origin.
  const google = config.google ? ['https://accounts.google.com'] : [];
  // Stripe.js (card pages with Stripe keys) loads from js.stripe.com and frames its card fields
  // and wallet buttons there and under it, as Stripe's own list of sources says.
  const stripe =
    config.cards.provider === 'stripe' ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        frameSrc: [
          "'self'",
          ...google,
          ...stripe,
          ...(stripe.length > 0 ? ['https://hooks.stripe.com'] : []),
        ],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.media.baseUrl.startsWith('http') ? [config.media.baseUrl] : []),
        ],
        connectSrc: ["'self'", ...google, ...(stripe.length > 0 ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the page; same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: config.google ? 'same-origin-allow-popups' : 'same-origin' },
  };
}

/**
 * The headers helmet sets for these options. They depend on the configuration only, so they are
 * worked out once at start: @fastify/helmet rebuilt helmet and re-parsed the CSP on every request,
 * about a tenth of a cached page's time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** Puts the security headers on every response, errors and unknown paths included. */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const headers = securityHeaders(helmetOptions(app.config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
