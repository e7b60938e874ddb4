import { CODE_MAX_ATTEMPTS } from '@store/domain';
import { demoImageJobs, jobOutputs } from '../../apps/api/src/seed/demo-images';
import { resetCodeIn } from '../support/smtp-listener';
import type { Cluster } from './cluster';
import { check, expectStatus, post, sleep } from './http';
import { waitFor } from './processes';
import { registerShopper } from './shoppers';

/**
 * Work done away from a request's answer happens once across the three instances:
 * - the demo images are drawn into the shared bucket once each, however many instances start;
 * - a mail goes out once and sits in the outbox once;
 * - a one-time code's tries are counted once, whichever instance checks them, and it expires by
 *   its stored time, the same on every instance (no instance sweeps codes on its own clock);
 * - a card payment pays for one order, even when two instances are asked to use it at once.
 */
export async function backgroundOnce(cluster: Cluster): Promise<void> {
  const problems: string[] = [];

  const demoKeys = demoImageJobs().flatMap((job) => jobOutputs(job).map((o) => o.key));
  await waitFor(
    'every demo image in the bucket',
    () => demoKeys.every((k) => cluster.puts.has(k)),
    {
      timeoutMs: 180_000,
      everyMs: 500,
    },
  );
  // The instances that waited for the lease check the bucket after the first: give them time to
  // find everything there (and, were they drawing again, to write it).
  await sleep(5_000);
  const drawnTwice = demoKeys.filter((k) => (cluster.puts.get(k) ?? 0) > 1);
  if (drawnTwice.length) {
    problems.push(
      `${drawnTwice.length} of ${demoKeys.length} demo images were written more than once (${drawnTwice[0]}: ${cluster.puts.get(drawnTwice[0] as string)} times)`,
    );
  }

  const shopper = await registerShopper(cluster.instances[2]?.url ?? '', 'outbox');
  const before = cluster.smtp.received.length;
  expectStatus(
    await post(cluster.balancerUrl, '/api/auth/send-otp', { email: shopper.email }),
    200,
    'send reset code',
  );
  const mail = await cluster.smtp.nextMailTo(shopper.email, before, 20_000);
  await sleep(2_000);
  const mails = cluster.smtp.received.slice(before).filter((m) => m.to.includes(shopper.email));
  const { rows } = await cluster.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outgoing_mail WHERE to_address = $1',
    [shopper.email],
  );
  if (mails.length !== 1 || rows[0]?.n !== 1) {
    problems.push(`one reset mail: ${mails.length} delivered, ${rows[0]?.n} in the outbox`);
  }

  // Wrong tries go round-robin; after the allowed number the right code is refused too.
  const code = resetCodeIn(mail);
  const wrong = code === '000000' ? '111111' : '000000';
  const servedBy = new Set<string | null>();
  for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
    const res = await post(cluster.balancerUrl, '/api/auth/verify-otp', {
      email: shopper.email,
      code: wrong,
    });
    servedBy.add(res.servedBy);
  }
  const right = await post(cluster.balancerUrl, '/api/auth/verify-otp', {
    email: shopper.email,
    code,
  });
  if (right.status === 200 || servedBy.size < 2) {
    problems.push(
      `after ${CODE_MAX_ATTEMPTS} wrong tries on ${servedBy.size} instances the right code answered ${right.status}`,
    );
  }

  problems.push(...(await oneOrderPerCardPayment(cluster)));
  check(problems.length === 0, problems.join('; '));
}

/** One confirmed card payment sent with two orders to two instances at once: one order. */
async function oneOrderPerCardPayment(cluster: Cluster): Promise<string[]> {
  const [a, b] = cluster.instances;
  if (!a || !b) throw new Error('instances expected');
  const shopper = await registerShopper(a.url, 'card');
  const { rows } = await cluster.db.query<{ productid: string; size: string; color: string }>(
    `SELECT p.productid, p.sizes[1] AS size,
            (SELECT name FROM product_colors c WHERE c.product_id = p.id ORDER BY position LIMIT 1) AS color
       FROM products p WHERE p.stock > 5 ORDER BY p.productid LIMIT 1`,
  );
  const item = rows[0];
  if (!item) return ['no product in stock for the card payment'];
  const address = await cluster.db.query<{ id: string }>(
    `INSERT INTO addresses (user_id, username, mobileno, building_number, street_name, area, savedaddressas, is_default)
     VALUES ($1, 'Card Shopper', '+971501234567', 'Villa 3', 'Street 5', 'Al Barsha', 'Home', true) RETURNING id`,
    [shopper.userId],
  );
  expectStatus(
    await post(
      a.url,
      '/api/cart/addCartProduct',
      {
        productid: item.productid,
        quantity: 1,
        selections: { color: item.color, size: item.size },
      },
      shopper.token,
    ),
    200,
    'add to bag',
  );
  const intent = await post(a.url, '/api/payments/create-payment-intent', {}, shopper.token);
  const { paymentIntentId } = (intent.json ?? {}) as { paymentIntentId?: string };
  if (!paymentIntentId) return [`no payment intent: ${intent.status} ${intent.text.slice(0, 200)}`];
  expectStatus(
    await post(
      b.url,
      '/api/payments/test/confirm',
      {
        paymentIntentId,
        card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' },
        zipCode: '12345',
      },
      shopper.token,
    ),
    200,
    'confirm the card',
  );
  const order = { addressId: address.rows[0]?.id, paymentMethod: 'online', paymentIntentId };
  const answers = await Promise.all(
    [a, b].map((i) => post(i.url, '/api/order/addOrder', order, shopper.token)),
  );
  const orders = await cluster.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM orders WHERE payment_intent_id = $1',
    [paymentIntentId],
  );
  const ok = answers.filter((r) => r.status >= 200 && r.status < 300).length;
  const bad = answers.filter((r) => r.status >= 500);
  if (orders.rows[0]?.n !== 1 || ok < 1 || bad.length) {
    return [
      `one card payment sent twice at once: ${orders.rows[0]?.n} orders, answers ${answers.map((r) => r.status).join(' and ')}`,
    ];
  }
  return [];
}
