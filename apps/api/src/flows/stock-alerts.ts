import type { StockAlertInput } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '#config/env';
import type { Db, Tx } from '#db/client';
import type { Clock } from '#platform/clock';
import type { MailOutbox } from '#platform/mail-outbox';
import { refusal } from '#platform/errors';
import { pauseUnlessStopping } from '#platform/instance-lease';
import { mediaUrl, shareImagePath } from '#platform/media';
import { findUserById } from '#modules/auth';
import {
  arabicNamesOf,
  findProduct,
  findProductsByIds,
  loadColorImages,
  loadVariants,
  lockProducts,
} from '#modules/catalog';
import { renderMail, type Language } from '#modules/mails';
import * as alerts from '#modules/stock-alerts';
import { backInStockCopy } from './back-in-stock-mail';

/** Due alerts mailed per transaction: a restock for hundreds is written in steps. */
export const ALERT_BATCH = 25;
/** The pause between two batches. */
export const ALERT_PAUSE_MS = 100;
/** How often each instance looks for due alerts a request did not pick up. */
export const ALERT_POLL_MS = 30_000;

/**
 * What the alerts use of the running store, each under the name the app gives it; a function
 * takes the few it reads (`Pick<StockAlertDeps, …>`), the routes and the plugin hand them in.
 */
export interface StockAlertDeps {
  db: Db;
  clock: Clock;
  /** Where images are served from, and the address a mail's links name. */
  config: Pick<Config, 'media' | 'publicOrigin' | 'host' | 'port'>;
  mailOutbox: MailOutbox;
}

/** What sending the due alerts' mails uses. */
type Sending = Pick<StockAlertDeps, 'db' | 'clock' | 'config' | 'mailOutbox'>;

const unknownVariant = () =>
  refusal('validation', 'EXCHANGE_UNKNOWN_VARIANT', { code: 'UNKNOWN_VARIANT', field: 'size' });

/**
 * "Notify me" on a sold-out colour and size: an account's alert (one tap) or a visitor's by the
 * address they typed. Under the product's row lock, which every stock writer takes first, the
 * variant is still at 0 when the alert is written, so a restock can never slip between the two
 * and leave it waiting. 409 ALERT_IN_STOCK when the size is on the shelf: add it to the bag.
 */
export async function askForAlert(
  deps: Pick<StockAlertDeps, 'db' | 'clock'>,
  input: StockAlertInput,
  who: { userId: string } | { email: string },
  language: Language,
) {
  const product = await findProduct(deps.db, input.productId);
  if (!product) throw refusal('not_found', 'PRODUCT_NOT_FOUND', { code: 'NOT_FOUND' });
  const id = await deps.db.transaction(async (tx) => {
    await lockProducts(tx, [product.id]);
    const variants = (await loadVariants(tx, [product.id])).get(product.id) ?? [];
    const variant = variants.find((v) => v.color === input.color && v.size === input.size);
    if (!variant) throw unknownVariant();
    if (variant.stock > 0) {
      throw refusal('conflict', 'ALERT_IN_STOCK');
    }
    return alerts.addAlert(
      tx,
      { productId: product.id, color: variant.color, size: variant.size },
      who,
      language,
      deps.clock.now(),
    );
  });
  return { _id: id, productid: product.productid, color: input.color, size: input.size };
}

/** The account's waiting alerts with what the profile shows of each product. */
export async function alertsOfShopper(
  deps: Pick<StockAlertDeps, 'db' | 'config'>,
  userId: string,
  language: Language,
) {
  const rows = await alerts.waitingAlertsOf(deps.db, userId);
  const ids = [...new Set(rows.map((r) => r.productId))];
  const [products, images, arabic] = await Promise.all([
    findProductsByIds(deps.db, ids),
    loadColorImages(deps.db, ids),
    arabicNamesOf(deps.db, ids),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const base = deps.config.media.baseUrl;
  return rows.flatMap((r) => {
    const product = byId.get(r.productId);
    if (!product) return [];
    const ar = arabic.get(r.productId);
    return [
      {
        _id: r.id,
        productid: product.productid,
        name: language === 'ar' && ar ? ar : product.name,
        color: r.color,
        size: r.size,
        image: mediaUrl(base, images.get(r.productId)?.images.get(r.color)?.[0]),
        createdAt: r.createdAt.toISOString(),
      },
    ];
  });
}

export async function removeShopperAlert(db: Db, userId: string, id: string) {
  if (!(await alerts.removeAlert(db, userId, id))) {
    throw refusal('not_found', 'alert.notFound', { code: 'NOT_FOUND' });
  }
}

/** The store's address as a mail names it: PUBLIC_URL, else where it listens. */
function mailOrigin(config: StockAlertDeps['config']): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host}:${config.port}`;
}

type Rendered = Awaited<ReturnType<typeof renderMail>>;

/**
 * Writes one batch of due alerts' mails into the outbox and stamps them notified, in one
 * transaction: an alert is mailed exactly once, however many senders run (each skips the rows
 * another holds). Each variant's mail is rendered once per language. Answers how many it took.
 */
async function mailOneBatch(deps: Omit<Sending, 'db'>, tx: Tx): Promise<number> {
  const due = await alerts.claimDue(tx, ALERT_BATCH);
  if (due.length === 0) return 0;
  const ids = [...new Set(due.map((a) => a.productId))];
  const [products, images, arabic] = await Promise.all([
    findProductsByIds(tx, ids),
    loadColorImages(tx, ids),
    arabicNamesOf(tx, ids),
  ]);
  const byId = new Map(products.map((p) => [p.id, p]));
  const origin = mailOrigin(deps.config);
  const rendered = new Map<string, Rendered>();
  for (const alert of due) {
    const product = byId.get(alert.productId);
    const user = alert.userId ? await findUserById(tx, alert.userId) : undefined;
    const to = user ? (user.closedAt ? null : user.email) : alert.email;
    if (!product || !to) continue;
    const lang: Language = (user ? user.language : alert.language) === 'ar' ? 'ar' : 'en';
    const key = `${alert.productId}\u0000${alert.color}\u0000${alert.size}\u0000${lang}`;
    let mail = rendered.get(key);
    if (!mail) {
      const picture = images.get(alert.productId)?.images.get(alert.color)?.[0];
      mail = await renderMail(
        backInStockCopy(
          {
            name: (lang === 'ar' ? arabic.get(alert.productId) : null) ?? product.name,
            color: alert.color,
            size: alert.size,
            imageUrl: picture ? origin + shareImagePath(picture) : null,
            productUrl: `${origin}${lang === 'ar' ? '/ar' : ''}/product/view/${product.productid}`,
          },
          lang,
        ),
        lang,
      );
      rendered.set(key, mail);
    }
    await deps.mailOutbox.enqueue(tx, {
      to,
      language: lang,
      kind: 'back_in_stock',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }
  await alerts.markNotified(
    tx,
    due.map((a) => a.id),
    deps.clock.now(),
  );
  return due.length;
}

/**
 * Mails every due alert, a batch a transaction, yielding between batches so the store's
 * requests are served meanwhile; then sends what it queued. Answers how many alerts it mailed.
 */
export async function mailDueAlerts(deps: Sending, stopping?: AbortSignal) {
  let total = 0;
  for (;;) {
    if (stopping?.aborted) break;
    const n = await deps.db.transaction((tx) => mailOneBatch(deps, tx));
    total += n;
    if (n < ALERT_BATCH) break;
    // A pause between batches: the store's own requests go first (the embedded database runs on
    // this process's thread).
    await new Promise((resolve) => setTimeout(resolve, ALERT_PAUSE_MS));
  }
  if (total > 0) await deps.mailOutbox.drain();
  return total;
}

/**
 * Sends back-in-stock mails soon after a restock. A restock is any write that brings a variant
 * back above 0 (the trigger of migration 0040 marks its alerts due, whoever wrote it), so after
 * each write request this instance looks for due alerts (one probe of a small partial index)
 * and mails them in the background; and every ALERT_POLL_MS it looks again for any a request
 * elsewhere left. One run at a time per instance; instances share the work row by row.
 */
export const stockAlertsPlugin = fp(async (app: FastifyInstance) => {
  const deps: Sending = {
    db: app.db,
    clock: app.clock,
    config: app.config,
    mailOutbox: app.mailOutbox,
  };
  let running: Promise<void> | null = null;
  let again = false;
  const sweep = () => {
    if (running) {
      again = true;
      return;
    }
    running = app
      .runInBackground('back-in-stock mails', async (stopping) => {
        do {
          again = false;
          if (await alerts.anyDue(app.db)) await mailDueAlerts(deps, stopping);
        } while (again && !stopping.aborted);
      })
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') sweep();
  });
  app.addHook('onReady', async () => {
    void app.runInBackground('back-in-stock poll', async (stopping) => {
      while (!stopping.aborted) {
        await pauseUnlessStopping(ALERT_POLL_MS, stopping);
        if (!stopping.aborted) sweep();
      }
    });
  });
});
