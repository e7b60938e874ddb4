import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail, products } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { parseMail, startSmtpListener } from '#test/smtp-listener';
import { bearer, registerShopper } from '../auth/test-users';
import { checkoutKit } from '../checkout/checkout-test-kit';
import { REMINDERS_LABEL, sweepReminders } from './index';
import { reminderDeps } from './reminder-sweep';

const HOUR = 60 * 60_000;

// Two instances of the store on one database, as behind a load balancer, mailing one SMTP server.
let apps: FastifyInstance[];
let one: FastifyInstance;
let smtp: Awaited<ReturnType<typeof startSmtpListener>>;

beforeAll(async () => {
  smtp = await startSmtpListener();
  apps = await buildTestApps(2, {
    mail: { smtpUrl: smtp.url, from: 'Souq Style <shop@souq.test>' },
    rateLimitMultiplier: 100,
  });
  one = apps[0] as FastifyInstance;
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await smtp.close();
});

/** Both instances sweep at once with their clocks `ms` ahead, through the lease or without it. */
async function bothSweep(ms: number, { lease }: { lease: boolean }) {
  for (const app of apps) app.clock.now = () => new Date(Date.now() + ms);
  try {
    await Promise.all(
      apps.map((app) =>
        lease
          ? app.runInBackground(REMINDERS_LABEL, (stopping) =>
              sweepReminders(reminderDeps(app), stopping),
            )
          : sweepReminders(reminderDeps(app)),
      ),
    );
    // Whatever either queued is sent before the clock moves on (a send still going when the
    // clock jumps past its claim would be taken again, which no real clock does).
    for (let i = 0; i < 100; i += 1) {
      await Promise.all(apps.map((app) => app.mailOutbox.drain()));
      const waiting = await one.db
        .select({ id: outgoingMail.id })
        .from(outgoingMail)
        .where(eq(outgoingMail.status, 'queued'));
      if (waiting.length === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  } finally {
    for (const app of apps) app.clock.now = () => new Date();
  }
}

const received = (to: string, subject: string) =>
  smtp.received
    .filter((m) => m.to.includes(to))
    .map(parseMail)
    .filter((m) => m.subject.includes(subject));

async function shopperWithBag() {
  const shop = checkoutKit(one);
  const s = await registerShopper(one, { marketingConsent: true });
  const p = await shop.product({ priceFils: 10_000 });
  const res = await one.inject({
    method: 'POST',
    url: '/api/cart/addCartProduct',
    headers: bearer(s.token),
    payload: { productid: p.id, quantity: 1, selections: { color: 'Navy', size: 'M' } },
  });
  expect(res.statusCode).toBe(200);
  return { s, p };
}

describe('reminders across two instances on one database', () => {
  it.each([
    ['under the lease, as their timers run it', true],
    ['even without it, racing each other', false],
  ])('send one bag reminder, %s', async (_name, lease) => {
    const { s } = await shopperWithBag();
    await bothSweep(5 * HOUR, { lease });
    await bothSweep(6 * HOUR, { lease });
    expect(received(s.email, 'You left something in your bag')).toHaveLength(1);
  });

  it('send one price-drop mail', async () => {
    const { s, p } = await shopperWithBag();
    const wished = await one.inject({
      method: 'POST',
      url: '/api/wishlist/addWishlist',
      headers: bearer(s.token),
      payload: { productid: p.id },
    });
    expect(wished.statusCode).toBe(200);
    await bothSweep(0, { lease: true });
    await one.db.update(products).set({ priceFils: 7_000 }).where(eq(products.id, p.id));
    await bothSweep(0, { lease: false });
    await bothSweep(0, { lease: true });
    expect(received(s.email, 'is now 30% less')).toHaveLength(1);
  });
});
