import type { Cluster } from './cluster';
import { becomesHealthy } from './cluster';
import { check, post, type Answer } from './http';
import { equipShopper, registerShopper, type Shopper } from './shoppers';

const SHOPPERS = 30;
const CHECKOUTS_EACH = 10;
/** Five products with 40 units each: 200 units for 300 checkouts, so stock runs out midway. */
const PRODUCTS = 5;
const STOCK_EACH = 40;
const WALLET_FILS = 10_000_000;

interface Item {
  productid: string;
  color: string;
  size: string;
}

interface Outcome {
  answer: Answer | undefined;
  error: string | undefined;
}

/**
 * 300 checkouts (add to bag, place the order paid by wallet) from 30 shoppers through the
 * balancer while one instance is killed with SIGKILL midway. Every order answered 2xx exists;
 * every other answer is a clean error (a 4xx with a message, or the balancer's 502/503 for the
 * requests the killed instance held), never a 500; no stock below 0; no payment taken twice;
 * every wallet equals its ledger. The killed instance is started again at the end.
 */
export async function checkoutsThroughAKill(cluster: Cluster): Promise<void> {
  const victim = cluster.instances[1];
  if (!victim) throw new Error('instances expected');
  const { rows: items } = await cluster.db.query<Item & { id: string }>(
    `SELECT p.id, p.productid, p.sizes[1] AS size,
            (SELECT name FROM product_colors c WHERE c.product_id = p.id ORDER BY position LIMIT 1) AS color
       FROM products p ORDER BY p.productid LIMIT ${PRODUCTS}`,
  );
  await cluster.db.query('UPDATE products SET stock = $1 WHERE id = ANY($2::uuid[])', [
    STOCK_EACH,
    items.map((i) => i.id),
  ]);
  // Registered three at a time, one on each instance: a password hash is most of the cost.
  const shoppers: { shopper: Shopper; addressId: string }[] = [];
  for (let i = 0; i < SHOPPERS; i += cluster.instances.length) {
    const batch = await Promise.all(
      cluster.instances.map(async (instance) => {
        const shopper = await registerShopper(instance.url, 'buyer');
        return { shopper, addressId: await equipShopper(cluster.db, shopper, WALLET_FILS) };
      }),
    );
    shoppers.push(...batch);
  }

  const orderCalls: Outcome[] = [];
  const otherCalls: Outcome[] = [];
  let done = 0;
  let killed = false;
  const attempt = async (url: string, body: unknown, token: string): Promise<Outcome> => {
    try {
      return { answer: await post(cluster.balancerUrl, url, body, token), error: undefined };
    } catch (err) {
      const cause =
        err instanceof Error && err.cause instanceof Error ? `: ${err.cause.message}` : '';
      return {
        answer: undefined,
        error: `${url} ${err instanceof Error ? err.message : String(err)}${cause}`,
      };
    }
  };
  await Promise.all(
    shoppers.map(async ({ shopper, addressId }, s) => {
      for (let n = 0; n < CHECKOUTS_EACH; n += 1) {
        const item = items[(s + n) % items.length] as Item;
        const add = await attempt(
          '/api/cart/addCartProduct',
          {
            productid: item.productid,
            quantity: 1,
            selections: { color: item.color, size: item.size },
          },
          shopper.token,
        );
        otherCalls.push(add);
        const order = await attempt(
          '/api/order/addOrder',
          { addressId, paymentMethod: 'wallet' },
          shopper.token,
        );
        orderCalls.push(order);
        done += 1;
        if (!killed && done >= (SHOPPERS * CHECKOUTS_EACH) / 2) {
          killed = true;
          victim.run.child.kill('SIGKILL');
          console.log(`  killed instance ${victim.name} after ${done} checkouts`);
        }
      }
    }),
  );

  const problems: string[] = [];
  const all = [...orderCalls, ...otherCalls];
  const unclean = all.filter(({ answer, error }) => {
    if (error || !answer) return true;
    if (answer.status < 400) return false;
    if (answer.status === 502 || answer.status === 503) return false;
    return !(answer.status < 500 && answer.json?.success === false && answer.json.error);
  });
  if (unclean.length) {
    const first = unclean[0];
    problems.push(
      `${unclean.length} answers were not clean errors (first: ${first?.error ?? `${first?.answer?.status} ${first?.answer?.text.slice(0, 200)}`})`,
    );
  }
  const placed = orderCalls.flatMap(({ answer }) => {
    if (!answer || answer.status >= 300) return [];
    const order = answer.json?.order as { orderid?: string } | undefined;
    return [order?.orderid ?? answer.json?.orderid ?? ''];
  });
  const found = await cluster.db.query<{ orderid: string }>(
    'SELECT orderid FROM orders WHERE orderid = ANY($1::text[])',
    [placed],
  );
  if (found.rows.length !== placed.length) {
    problems.push(
      `${placed.length} orders answered 2xx, ${found.rows.length} of them in the database`,
    );
  }
  const invariants = await cluster.db.query<{
    negative: number;
    doubleCharged: number;
    offLedger: number;
    debitsWithoutOrder: number;
  }>(
    `SELECT (SELECT count(*)::int FROM products WHERE stock < 0) AS negative,
            (SELECT count(*)::int FROM (SELECT order_id FROM wallet_transactions
               WHERE type = 'debit' AND order_id IS NOT NULL GROUP BY order_id HAVING count(*) > 1) d)
              AS "doubleCharged",
            (SELECT count(*)::int FROM wallets w WHERE w.balance_fils <> (
               SELECT coalesce(sum(CASE WHEN t.type = 'credit' THEN t.amount_fils ELSE -t.amount_fils END), 0)
                 FROM wallet_transactions t WHERE t.user_id = w.user_id)) AS "offLedger",
            (SELECT count(*)::int FROM wallet_transactions t WHERE t.type = 'debit'
               AND t.reference LIKE 'order-payment:%' AND t.order_id IS NULL) AS "debitsWithoutOrder"`,
  );
  const found2 = invariants.rows[0];
  if (found2 && Object.values(found2).some((n) => n !== 0)) {
    problems.push(`invariants broken: ${JSON.stringify(found2)}`);
  }
  const paidVsOrders = await cluster.db.query<{ mismatched: number }>(
    `SELECT count(*)::int AS mismatched FROM orders o
      WHERE o.wallet_amount_fils <> coalesce((SELECT sum(amount_fils) FROM wallet_transactions t
                                   WHERE t.order_id = o.id AND t.type = 'debit'), 0)
        AND o.status NOT IN ('cancelled', 'refunded')`,
  );
  if (paidVsOrders.rows[0]?.mismatched) {
    problems.push(
      `${paidVsOrders.rows[0].mismatched} orders whose wallet payment differs from the ledger`,
    );
  }
  const statuses = new Map<string, number>();
  for (const { answer } of orderCalls) {
    const key = String(answer?.status ?? 'none');
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  const retried = all.filter(({ answer }) => answer?.retried).length;
  console.log(
    `  ${retried} requests sent again after the balancer closed their connection unanswered`,
  );
  console.log(
    `  ${orderCalls.length} orders tried: ${[...statuses].map(([k, v]) => `${v} x ${k}`).join(', ')}`,
  );

  victim.restart();
  await becomesHealthy(victim);
  check(killed, 'the instance was never killed');
  check(placed.length > 0, 'no order was placed');
  check(problems.length === 0, problems.join('; '));
}
