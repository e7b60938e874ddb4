import { auditLogRoutes } from '#modules/audit';
import compress from '@fastify/compress';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import type { Config } from '#config/env';
import type { Database } from '#db/client';
import { addressRoutes, savedAddressesOf } from '#modules/addresses';
import {
  adminAuthRoutes,
  authRoutes,
  consentRoutes,
  languageRoutes,
  staffRoutes,
} from '#modules/auth';
import { cartRoutes } from '#modules/cart';
import {
  clearTwoStep,
  secondStepAnswer,
  twoStepOnOf,
  twoStepSecurityRoutes,
  twoStepSignInRoutes,
} from '#modules/two-step';
import {
  adminProductRoutes,
  catalogCachePlugin,
  catalogImageKeysIn,
  catalogRoutes,
} from '#modules/catalog';
import { accountRightsRoutes } from '#flows/account-rights-routes';
import { checkoutRoutes } from '#flows/checkout-routes';
import { stockAlertRoutes } from '#flows/stock-alert-routes';
import { stockAlertsPlugin } from '#flows/stock-alerts';
import { cardOrders } from '#flows/card-orders';
import { healthRoutes } from '#modules/health';
import { importExportRoutes } from '#modules/import-export';
import { taxDocumentRoutes } from '#modules/invoices';
import { imageUsePlugin, mediaRoutes, shareImageRoutes } from '#modules/media';
import { notificationRefsPlugin, notificationRoutes } from '#modules/notifications';
import { adminOfferRoutes, offerImageKeysIn, storefrontOffers } from '#modules/offers';
import { adminPromotionRoutes, scheduledPromotions } from '#modules/promotions';
import {
  adminOrderRoutes,
  adminCustomerOrderRoutes,
  adminDashboardRoutes,
  findOrderForUser,
  orderDocumentRoutes,
  orderDuesOf,
  orderImageKeysIn,
  orderRefsOf,
  productsOfOrderItems,
  orderRoutes,
  promotionShopper,
} from '#modules/orders';
import {
  applePayDomainRoutes,
  paymentRoutes,
  webhookRoutes,
  cardPaymentsCheckPlugin,
  paymentsPlugin,
  payLaterPlugin,
  payLaterRoutes,
  tabbyWebhookRoutes,
  tamaraWebhookRoutes,
} from '#modules/payments';
import {
  adminReturnRoutes,
  adminCustomerReturnRoutes,
  returnCreditsSince,
  returnRefsOf,
  returnRoutes,
} from '#modules/returns';
import { reminderRoutes, reminderSweepPlugin } from '#modules/reminders';
import { seoRoutes } from '#modules/seo';
import { storeConfigRoutes } from '#modules/store-config';
import { walletRoutes, adminWalletRoutes } from '#modules/wallet';
import { wishlistRoutes } from '#modules/wishlist';
import { AnswerReplay, replayingServer } from '#platform/answer-replay';
import { authPlugin } from '#platform/auth';
import { backgroundPlugin } from '#platform/background';
import { cacheHeadersPlugin } from '#platform/cache-headers';
import { clockPlugin } from '#platform/clock';
import { clientErrorHandler, errorHandler, frameworkErrors } from '#platform/error-handler';
import { languagePlugin } from '#platform/language/language-plugin';
import { inputGuardPlugin } from '#platform/input-guard';
import { errSerializer } from '#platform/log-serializers';
import { mailPlugin } from '#platform/mail';
import { mailOutboxPlugin } from '#platform/mail-outbox';
import { multipartPlugin } from '#platform/multipart';
import { openApiPlugin } from '#platform/openapi/openapi-plugin';
import { passwordsPlugin } from '#platform/passwords-plugin';
import { rateLimitPlugin } from '#platform/rate-limit';
import { requestIdFor } from '#platform/request-id';
import { securityHeadersPlugin } from '#platform/security-headers';
import { slowClientsPlugin } from '#platform/slow-clients';
import { storagePlugin } from '#platform/storage/storage-plugin';
import { staticSites } from '#platform/web/static-sites';
import { backupSocketPlugin } from './backup/store-socket';
import { clearTakenOverAccount } from './flows/shopper-sign-in';
import './platform/types';

/** A hop count trusts that many proxies nearest the server (proxy-addr's meaning of a number). */
function trustProxyOption(trust: Config['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Where log lines go (stdout by default); tests read them from here. */
  logStream?: DestinationStream;
}

/** Builds the whole app without listening: server.ts listens, tests call `inject`. */
export async function buildApp({ config, database, logStream }: AppDeps): Promise<FastifyInstance> {
  const { timeouts } = config;
  // Repeats of cached catalogue answers are sent before Fastify sees them (decision 44).
  const replay = new AnswerReplay();
  const app = Fastify({
    serverFactory: replayingServer(replay),
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { err: errSerializer },
      ...(logStream ? { stream: logStream } : {}),
    },
    genReqId: (req) => requestIdFor(req.headers['x-request-id']),
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
    clientErrorHandler,
    // Slow clients: headers within 15 s, a whole request within 11 minutes (the image upload's
    // 10), and no silence longer than a minute. The server checks its connections every second.
    // Bodies and connections per address have their own limits (platform/slow-clients.ts).
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: 1000 },
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    // One access-log line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('answerReplay', replay);
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
  database.onConnectionLost = (err) => app.log.warn({ err }, 'database connection lost');

  await app.register(errorHandler);
  await app.register(languagePlugin);
  await app.register(slowClientsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipartPlugin);

  await app.register(cacheHeadersPlugin);
  await app.register(inputGuardPlugin);
  await app.register(authPlugin);
  await app.register(openApiPlugin);
  await app.register(rateLimitPlugin);
  await app.register(passwordsPlugin);
  await app.register(mailPlugin);
  await app.register(backgroundPlugin);
  await app.register(clockPlugin);
  await app.register(mailOutboxPlugin);
  await app.register(paymentsPlugin, { orders: cardOrders });
  await app.register(payLaterPlugin);
  // The products' badges are the running automatic promotions', read from their module.
  await app.register(catalogCachePlugin, { promotions: scheduledPromotions });
  await app.register(storagePlugin);
  // The backup command's way to a consistent copy of a running embedded database.
  await app.register(backupSocketPlugin);
  // An image's files are kept while the catalogue or a past order shows it.
  await app.register(imageUsePlugin, {
    shownBy: [catalogImageKeysIn, offerImageKeysIn, orderImageKeysIn],
  });
  // A notification shows the SH- or RT- id of what it is about, asked of orders and returns.
  await app.register(notificationRefsPlugin, { orderRefsOf, returnRefsOf });

  await app.register(healthRoutes);
  await app.register(storeConfigRoutes);
  await app.register(authRoutes, { clearTakenOverAccount });
  await app.register(languageRoutes);
  await app.register(consentRoutes);
  await app.register(catalogRoutes, { offers: storefrontOffers });
  await app.register(adminProductRoutes);
  await app.register(importExportRoutes);
  await app.register(mediaRoutes);
  await app.register(shareImageRoutes);
  await app.register(cartRoutes, { shopperOf: promotionShopper });
  await app.register(wishlistRoutes);
  await app.register(addressRoutes);
  await app.register(paymentRoutes);
  await app.register(webhookRoutes);
  await app.register(applePayDomainRoutes);
  await app.register(payLaterRoutes);
  await app.register(tabbyWebhookRoutes);
  await app.register(tamaraWebhookRoutes);
  await app.register(cardPaymentsCheckPlugin);
  await app.register(reminderRoutes);
  await app.register(reminderSweepPlugin);
  await app.register(checkoutRoutes);
  // The wallet's ledger shows the SH- id, product and balance due of the orders it is about.
  const ledgerOrders = { orderDuesOf, productsOfOrderItems };
  await app.register(walletRoutes, { orderOfShopper: findOrderForUser, ledgerOrders });
  await app.register(adminWalletRoutes, { ledgerOrders });
  await app.register(orderRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminCustomerOrderRoutes);
  await app.register(adminOfferRoutes);
  await app.register(adminPromotionRoutes);
  await app.register(returnRoutes);
  await app.register(adminReturnRoutes);
  await app.register(adminCustomerReturnRoutes);
  await app.register(orderDocumentRoutes);
  await app.register(taxDocumentRoutes);
  await app.register(notificationRoutes);
  await app.register(adminAuthRoutes, { savedAddressesOf, secondStep: secondStepAnswer });
  // The Staff page shows whose two-step sign-in is on, and the owner resets a lost one.
  await app.register(staffRoutes, { twoStep: { onOf: twoStepOnOf, clear: clearTwoStep } });
  // Two-step sign-in and passkeys of back-office members (decision 84).
  await app.register(twoStepSignInRoutes);
  await app.register(twoStepSecurityRoutes);
  // A shopper's data downloaded or erased, across the modules that hold it.
  await app.register(accountRightsRoutes);
  // Back-in-stock alerts: asked on the product page, mailed after a restock.
  await app.register(stockAlertRoutes);
  await app.register(stockAlertsPlugin);
  // The dashboard's revenue is net of the return credits, asked of returns.
  await app.register(adminDashboardRoutes, { returnCreditsSince });
  await app.register(seoRoutes);
  await app.register(auditLogRoutes);
  await app.register(staticSites);
  return app;
}
