import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outgoingMail } from '../../db/schema';
import { buildTestApp } from '../../test/helper';
import { registerShopper } from '../auth/test-users';
import { renderShopperMail } from '../mails/mail-render';
import { notifyCode } from './notification-service';

describe('code mails', () => {
  it.each([
    ['delivery_code', 'SH-1', 'Your delivery code for SH-1', 'expires in 2 minutes', 120],
    ['return_pickup_code', 'RT-2', 'Your return pickup code for RT-2', 'expires in 1 minute', 60],
    [
      'return_delivery_code',
      'RT-3',
      'Your replacement delivery code for RT-3',
      'expires in 1 minute',
      60,
    ],
  ] as const)(
    '%s: the code in the body, not in the subject',
    async (kind, ref, subject, ttl, ttlSeconds) => {
      const mail = await renderShopperMail({ kind, ref, code: '4821', ttlSeconds }, 'en', 'Mariam');
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain('    4821');
      expect(mail.text).toContain(ttl);
      expect(mail.html).toContain('4821');
      expect(mail.subject).not.toContain('4821');
    },
  );
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
    await notifyCode(app, { userId: s.user._id, kind: 'delivery_code', otp: '7351' });
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
