import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from './config/env';
import type { Database } from './db/client';
import { addressRoutes } from './modules/addresses/address-routes';
import { authRoutes } from './modules/auth/auth-routes';
import { cartRoutes } from './modules/cart/cart-routes';
import { catalogRoutes } from './modules/catalog/catalog-routes';
import { checkoutRoutes } from './modules/checkout/checkout-routes';
import { healthRoutes } from './modules/health/health-routes';
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
import { securityHeadersPlugin } from './platform/security-headers';
import { staticSites } from './platform/web/static-sites';
import './platform/types';

/** A hop count trusts that many proxies nearest the server (proxy-addr's meaning of a number). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: DestinationStream;
}

/** Builds the whole app without listening: server.ts listens, tests call `inject`. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    // One access-log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      { req: request, res: reply, responseTime: reply.elapsedTime },
      'request completed',
    );
    done();
  });
  app.addHook('onClose', async () => database.close());

  await app.register(errorHandler);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  await app.register(clockPlugin);
  await app.register(paymentsPlugin);

  await app.register(healthRoutes);
  await app.register(storeConfigRoutes);
  await app.register(authRoutes);
  await app.register(catalogRoutes);
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
