import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '#db/schema';
import { buildTestApps } from '#test/helper';
import { parseMail, startSmtpListener } from '#test/smtp-listener';
import { sealSecret, unsealSecret, type OutboxMail } from './mail-outbox';

let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
let apps: FastifyInstance[];

beforeAll(async () => {
  smtp = await startSmtpListener();
  // Two instances of the store on one database, as behind a load balancer.
  apps = await buildTestApps(2, { mail: { smtpUrl: smtp.url, from: 'shop@souq.test' } });
});
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  await smtp.close();
});

const mail = (i: number, batch: string): OutboxMail => ({
  to: `outbox-${batch}@souq.test`,
  language: 'en',
  kind: 'order_placed',
  subject: `Mail ${batch} ${i}`,
  text: `Body ${i}`,
  html: `<p>Body ${i}</p>`,
});

describe('the mail outbox', () => {
  it('sends each mail once while two instances drain it at the same moment', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    await a.db.transaction(async (tx) => {
      for (let i = 0; i < 45; i += 1) await a.mailOutbox.enqueue(tx, mail(i, 'race'));
    });
    const rounds = await Promise.all([
      a.mailOutbox.drain(),
      b.mailOutbox.drain(),
      a.mailOutbox.drain(),
      b.mailOutbox.drain(),
    ]);
    // What the background rounds sent meanwhile is in the rows; together every mail went once.
    const rows = await a.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, 'outbox-race@souq.test'));
    await smtp.nextMailTo('outbox-race@souq.test');
    for (let i = 0; i < 50 && rows.some((r) => r.status !== 'sent'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      rows.splice(
        0,
        rows.length,
        ...(await a.db
          .select()
          .from(outgoingMail)
          .where(eq(outgoingMail.toAddress, 'outbox-race@souq.test'))),
      );
    }
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    const subjects = smtp.received
      .filter((m) => m.to.includes('outbox-race@souq.test'))
      .map((m) => parseMail(m).subject);
    expect(subjects).toHaveLength(45);
    expect(new Set(subjects).size).toBe(45);
    expect(rounds.reduce((n, r) => n + r.sent, 0)).toBeLessThanOrEqual(45);
  });

  it('a mail that cannot be queued leaves the transaction that caused it intact', async () => {
    const [a] = apps as [FastifyInstance];
    const answer = await a.db.transaction(async (tx) => {
      await a.mailOutbox.enqueue(tx, { ...mail(0, 'broken'), to: null as unknown as string });
      await a.mailOutbox.enqueue(tx, mail(1, 'broken'));
      return 'committed';
    });
    expect(answer).toBe('committed');
    const rows = await a.db
      .select({ subject: outgoingMail.subject })
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, 'outbox-broken@souq.test'));
    expect(rows).toEqual([{ subject: 'Mail broken 1' }]);
  });

  it('seals a code so only the server key opens it', () => {
    const sealed = sealSecret('4821', 'k'.repeat(40));
    expect(sealed).not.toContain('4821');
    expect(unsealSecret(sealed, 'k'.repeat(40))).toBe('4821');
    expect(() => unsealSecret(sealed, 'x'.repeat(40))).toThrow();
  });
});
