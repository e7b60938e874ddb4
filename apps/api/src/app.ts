import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { addressRoutes } from './modules/addresses/address-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { adminProductRoutes } from './modules/catalog/admin-product-routes';
import { catalogChangedPlugin } from './modules/catalog/catalog-changed';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { healthRoutes } from './modules/health/health-routes';
import { mediaRoutes } from './modules/media/media-routes';
import { notificationRoutes } from './modules/notifications/notification-routes';
import { orderRoutes } from './modules/orders/order-routes';
import { paymentRoutes } from './modules/payments/payment-routes';
import { paymentsPlugin } from './modules/payments/payments-plugin';
import { returnRoutes } from './modules/returns/return-routes';
import { storeConfigRoutes } from './modules/store-config/store-config-routes';
import { walletRoutes } from './modules/wallet/wallet-routes';
import { wishlistRoutes } from './modules/wishlist/wishlist-routes';
import { authPlugin } from './platform/auth';
import { backgroundPlugin } from './platform/background';
import { clockPlugin } from './platform/clock';
import { errorHandler } from './platform/error-handler';
import { mailPlugin } from './platform/mail';
import { rateLimitPlugin } from './platform/rate-limit';
import { storagePlugin } from './platform/storage/storage-plugin';
import { staticSites } from './platform/web/static-sites';
import './platform/types';

/** A hop count trusts that many proxies nearest the server (proxy-addr's meaning of a number). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppDeps {
  config: Config;
  database: Database;
}

/** Builds the whole app without listening: server.ts listens, tests call `inject`. */
export async function buildApp({ config, database }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onClose', async () => database.close());

  await app.register(errorHandler);
  // Google Identity Services loads its script, button frame and styles from this origin.
  const google = config.google ? ['https://accounts.google.com'] : [];
  // Stripe.js (card pages with Stripe keys) loads from js.stripe.com and frames its card fields.
  const stripe = config.stripe ? ['https://js.stripe.com'] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...google, ...stripe],
        styleSrc: ["'self'", "'unsafe-inline'", ...google],
        frameSrc: [
          "'self'",
          ...google,
          ...stripe,
          ...(config.stripe ? ['https://hooks.stripe.com'] : []),
        ],
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.media.baseUrl.startsWith('http') ? [`${config.media.baseUrl}/`] : []),
        ],
        connectSrc: ["'self'", ...google, ...(config.stripe ? ['https://api.stripe.com'] : [])],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the page; same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: config.google ? 'same-origin-allow-popups' : 'same-origin' },
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Multipart bodies are only read by routes that ask (image uploads), as streams with limits.
  await app.register(multipart);

  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  await app.register(clockPlugin);
  await app.register(paymentsPlugin);
  await app.register(storagePlugin);
  await app.register(catalogChangedPlugin);

  await app.register(healthRoutes);
  await app.register(storeConfigRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
  await app.register(adminProductRoutes);
  await app.register(mediaRoutes);
  await app.register(cartRoutes);
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(paymentRoutes);
  await app.register(checkoutRoutes);
  await app.register(walletRoutes);
  await app.register(orderRoutes);
  await app.register(returnRoutes);
  await app.register(notificationRoutes);
  await app.register(staticSites);
  return app;
}
