import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { registerShopper } from '../auth/test-users';
import { renderShopperMail } from '../mails/mail-render';
import { notifyCode } from './notification-service';

describe('code mails', () => {
  it.each([
    ['delivery_code', 'SH-1', 'Your delivery code for SH-1', 'expires in 24 hours', 86_400],
    ['delivery_code', 'SH-1', 'Your delivery code for SH-1', 'expires in 2 minutes', 120],
    [
      'return_pickup_code',
      'RT-2',
      'Your return pickup code for RT-2',
      'expires in 24 hours',
      86_400,
    ],
    [
      'return_delivery_code',
      'RT-3',
      'Your replacement delivery code for RT-3',
      'expires in 90 minutes',
      5_400,
    ],
  ] as const)(
    '%s: the code in the body, not in the subject; who sends it and when it ends',
    async (kind, ref, subject, ttl, ttlSeconds) => {
      const mail = await renderShopperMail({ kind, ref, code: '4821', ttlSeconds }, 'en', 'Mariam');
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('    4821');
      expect(mail.text).toContain(`${ttl}.`);
      expect(mail.text).toContain(
        'Souq Style sent you this code by email and in your notifications.',
      );
      expect(mail.notification).toContain(`It ${ttl}.`);
      expect(mail.html).toContain('4821');
      expect(mail.subject).not.toContain('4821');
    },
  );

  it.each(['delivery_code', 'return_pickup_code', 'return_delivery_code'] as const)(
    '%s: no doubled or stray full stop, with or without a reference, in English and Arabic',
    async (kind) => {
      for (const language of ['en', 'ar'] as const) {
        for (const ref of ['SH-1', null]) {
          const mail = await renderShopperMail(
            { kind, ref, code: '4821', ttlSeconds: 86_400 },
            language,
            'Mariam',
          );
          for (const text of [mail.subject, mail.text, mail.notification]) {
            expect(text).not.toMatch(/\.\.|\s\./);
          }
        }
      }
    },
  );

  it('the Arabic mail counts hours and minutes as Arabic does, and says the store sends it', async () => {
    const day = await renderShopperMail(
      { kind: 'delivery_code', ref: 'SH-1', code: '4821', ttlSeconds: 86_400 },
      'ar',
      'مريم',
    );
    expect(day.text).toContain(
      'أرسل إليك متجر Souq Style هذا الرمز بالبريد الإلكتروني وفي إشعاراتك.',
    );
    expect(day.text).toContain('تنتهي صلاحيته خلال 24 ساعة.');
    const own = await renderShopperMail(
      { kind: 'delivery_code', ref: 'SH-1', code: '4821', ttlSeconds: 120 },
      'ar',
      'مريم',
    );
    expect(own.text).toContain('تنتهي صلاحيته خلال دقيقتين.');
  });

  it('the shipped mail says the store sends the delivery code, not the courier', async () => {
    const event = {
      kind: 'order_shipped',
      orderid: 'SH-1',
      carrier: 'dhl',
      carrierName: 'DHL',
      trackingNumber: null,
      trackingUrl: null,
    } as const;
    const en = await renderShopperMail(event, 'en', 'Mariam');
    expect(en.text).toContain(
      'We will send you a delivery code by email and in your notifications when your order is out for delivery.',
    );
    expect(en.text).not.toContain('The courier will send');
    const ar = await renderShopperMail(event, 'ar', 'مريم');
    expect(ar.text).toContain('سنرسل إليك رمز التسليم بالبريد الإلكتروني وفي إشعاراتك');
    expect(ar.text).not.toContain('سيرسل إليك المندوب');
  });
});

describe('notifyCode without SMTP', () => {
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'info' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
  });
  afterAll(() => app.close());

  it('logs the mail for a developer with the code masked', async () => {
    const s = await registerShopper(app);
    await notifyCode(app, {
      userId: s.user._id,
      kind: 'delivery_code',
      otp: '7351',
      ttlSeconds: 120,
    });
    // Outside a request nothing wakes the worker at once: send what is due, as its round would.
    await app.mailOutbox.drain();
    for (let i = 0; i < 50; i += 1) {
      const [row] = await app.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.toAddress, s.email));
      if (row?.status === 'logged') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const outbox = lines.filter((l) => l.includes('outbox mail'));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toContain('[code withheld]');
    expect(lines.join('\n')).not.toMatch(/(^|[^0-9A-Za-z])7351([^0-9A-Za-z]|$)/);
  });
});
