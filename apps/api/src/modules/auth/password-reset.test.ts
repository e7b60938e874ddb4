import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, outgoingMail, users } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { parseMail, resetCodeIn, startSmtpListener } from '#test/smtp-listener';
import { bearer, registerShopper } from './test-users';

const SAME_ANSWER = {
  success: true,
  message: 'If an account exists for this email, we have sent it a 6-digit code.',
};

describe('password reset by emailed code, through a real SMTP server', () => {
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
  beforeAll(async () => {
    smtp = await startSmtpListener();
    app = await buildTestApp({
      mail: { smtpUrl: smtp.url, from: 'Souq Style <no-reply@souqstyle.ae>' },
      rateLimitMultiplier: 100,
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload });

  /** Registers a shopper and mails them a code; returns both. */
  async function shopperWithCode() {
    const shopper = await registerShopper(app);
    const before = smtp.received.length;
    const res = await post('/api/auth/send-otp', { email: shopper.email.toUpperCase() });
    expect(res.json()).toEqual(SAME_ANSWER);
    const mail = await smtp.nextMailTo(shopper.email, before);
    return { shopper, code: resetCodeIn(mail), mail };
  }

  it('mails a 6-digit code that verifies, resets the password once and then is spent', async () => {
    const { shopper, code, mail } = await shopperWithCode();
    expect(mail.raw).toMatch(/^From: Souq Style <no-reply@souqstyle.ae>$/m);
    expect(mail.raw).toMatch(/^Subject: Your Souq Style password reset code$/m);
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(mail.raw).toContain('expires in 10 minutes');

    const verified = await post('/api/auth/verify-otp', { email: shopper.email, code });
    expect(verified.json()).toEqual({ success: true, message: 'Code verified' });

    const reset = await post('/api/auth/reset-password', {
      email: shopper.email,
      code,
      password: 'brand-new-pass',
    });
    expect(reset.json()).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in.',
    });
    const oldLogin = await post('/api/auth/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await post('/api/auth/login', {
      email: shopper.email,
      password: 'brand-new-pass',
    });
    expect(newLogin.statusCode).toBe(200);

    // Every session from before the reset is over; the one signed in after it works.
    for (const url of ['/api/auth/getUser', '/api/cart/', '/api/auth/wallet/getWallet']) {
      const old = await app.inject({ url, headers: bearer(shopper.token) });
      expect(old.statusCode).toBe(401);
      expect(old.json()).toMatchObject({ success: false, code: 'TokenExpired' });
      const fresh = await app.inject({ url, headers: bearer(newLogin.json().token) });
      expect(fresh.statusCode).toBe(200);
    }
    // The emailed code proved the address.
    const [row] = await app.db.select().from(users).where(eq(users.id, shopper.user._id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await post('/api/auth/reset-password', {
      email: shopper.email,
      code,
      password: 'another-pass',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, error: 'Invalid OTP' });
  });

  it('stores only a hash of the code, with a 10-minute expiry, and a sent mail without it', async () => {
    const { shopper, code } = await shopperWithCode();
    const [row] = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, shopper.email));
    expect(row?.codeHash).not.toContain(code);
    const ttl = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 1000;
    expect(ttl).toBeGreaterThan(595);
    expect(ttl).toBeLessThan(605);
    const status = async () => {
      const [mail] = await app.db
        .select()
        .from(outgoingMail)
        .where(eq(outgoingMail.toAddress, shopper.email));
      return mail?.status;
    };
    await expect.poll(status).toBe('sent');
    const [mail] = await app.db
      .select()
      .from(outgoingMail)
      .where(eq(outgoingMail.toAddress, shopper.email));
    for (const part of [mail?.subject, mail?.textBody, mail?.htmlBody]) {
      expect(part).not.toContain(code);
    }
    expect(mail?.textBody).toContain('[code withheld]');
  });

  it('voids the code after 5 wrong tries, even for the right code afterwards', async () => {
    const { shopper, code } = await shopperWithCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const res = await post('/api/auth/verify-otp', { email: shopper.email, code: wrong });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid OTP', code: 'INVALID_CODE' });
    }
    const right = await post('/api/auth/verify-otp', { email: shopper.email, code });
    expect(right.json()).toMatchObject({ success: false, error: 'Invalid OTP' });
  });

  it('refuses an expired code', async () => {
    const { shopper, code } = await shopperWithCode();
    await app.db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.subject, shopper.email));
    const res = await post('/api/auth/verify-otp', { email: shopper.email, code });
    expect(res.json()).toMatchObject({ success: false, error: 'Invalid OTP' });
  });

  it('keeps only the newest code alive', async () => {
    const first = await shopperWithCode();
    const before = smtp.received.length;
    await post('/api/auth/send-otp', { email: first.shopper.email });
    const second = resetCodeIn(await smtp.nextMailTo(first.shopper.email, before));
    if (second !== first.code) {
      const old = await post('/api/auth/verify-otp', {
        email: first.shopper.email,
        code: first.code,
      });
      expect(old.json()).toMatchObject({ error: 'Invalid OTP' });
    }
    const fresh = await post('/api/auth/verify-otp', { email: first.shopper.email, code: second });
    expect(fresh.json()).toMatchObject({ success: true });
  });

  it('mails an Arabic account its code in Arabic, as HTML with a plain-text part', async () => {
    const shopper = await registerShopper(app);
    const lang = await app.inject({
      method: 'PATCH',
      url: '/api/user/language',
      headers: bearer(shopper.token),
      payload: { language: 'ar' },
    });
    expect(lang.statusCode).toBe(200);
    const before = smtp.received.length;
    expect((await post('/api/auth/send-otp', { email: shopper.email })).json()).toEqual(
      SAME_ANSWER,
    );
    const mail = parseMail(await smtp.nextMailTo(shopper.email, before));
    expect(mail.subject).toBe('رمز إعادة تعيين كلمة المرور في Souq Style');
    expect(mail.text).toContain(`مرحباً ${shopper.fullname}،`);
    expect(mail.text).toContain('10 دقائق');
    expect(mail.html).toContain('dir="rtl"');
    const code = /^ {4}(\d{6})$/m.exec(mail.text)?.[1];
    expect(mail.html).toContain(code);
    const verified = await post('/api/auth/verify-otp', { email: shopper.email, code });
    expect(verified.json()).toEqual({ success: true, message: 'Code verified' });
  });

  it('answers as always while the mail server refuses, and the code arrives once it is back', async () => {
    const shopper = await registerShopper(app);
    const ofShopper = async () =>
      (
        await app.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, shopper.email))
      )[0];
    smtp.refuse(true);
    app.clock.now = () => new Date('2031-02-01T10:00:00.000Z');
    try {
      const before = smtp.received.length;
      const res = await post('/api/auth/send-otp', { email: shopper.email });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(SAME_ANSWER);
      // Tried at once (no worker round needed), refused, and due again a minute later.
      await expect
        .poll(async () => (await ofShopper())?.nextAttemptAt?.toISOString())
        .toBe('2031-02-01T10:01:00.000Z');
      expect(await ofShopper()).toMatchObject({
        kind: 'password_reset_code',
        status: 'queued',
        attempts: 1,
      });
      smtp.refuse(false);
      app.clock.now = () => new Date('2031-02-01T10:01:00.000Z');
      await app.mailOutbox.drain();
      const code = resetCodeIn(await smtp.nextMailTo(shopper.email, before));
      const verified = await post('/api/auth/verify-otp', { email: shopper.email, code });
      expect(verified.json()).toEqual({ success: true, message: 'Code verified' });
      expect(await ofShopper()).toMatchObject({ status: 'sent', sealedSecret: null });
    } finally {
      smtp.refuse(false);
      app.clock.now = () => new Date();
    }
  });

  it('answers an unknown email exactly like a known one and sends nothing', async () => {
    const before = smtp.received.length;
    const res = await post('/api/auth/send-otp', { email: 'nobody-here@example.ae' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    const verify = await post('/api/auth/verify-otp', {
      email: 'nobody-here@example.ae',
      code: '123456',
    });
    expect(verify.json()).toMatchObject({ success: false, error: 'Invalid OTP' });
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.slice(before).some((m) => m.to.includes('nobody-here@example.ae'))).toBe(
      false,
    );
  });

  it.each<[string, string, object, string]>([
    ['send-otp', '/api/auth/send-otp', {}, 'Email is required'],
    ['send-otp', '/api/auth/send-otp', { email: 'nope' }, 'Email format is invalid'],
    ['verify-otp', '/api/auth/verify-otp', { email: 'a@b.ae', code: '12ab56' }, 'Invalid OTP'],
    ['verify-otp', '/api/auth/verify-otp', { email: 'a@b.ae', code: '1234567' }, 'Invalid OTP'],
    [
      'reset-password',
      '/api/auth/reset-password',
      { email: 'a@b.ae', code: '123456' },
      'Password is required',
    ],
    [
      'reset-password',
      '/api/auth/reset-password',
      { email: 'a@b.ae', code: '123456', password: 'abc' },
      'Password must be at least 6 characters',
    ],
  ])('%s refuses %j', async (_name, url, payload, message) => {
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: message });
  });
});

describe('password reset without SMTP', () => {
  /** Sends a reset code with no SMTP configured; answers the outbox row and the log text. */
  async function resetWithoutSmtp(env: 'test' | 'production' | 'development') {
    const lines: string[] = [];
    const app = await buildTestApp(
      { env, logLevel: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    try {
      const shopper = await registerShopper(app);
      await app.inject({
        method: 'POST',
        url: '/api/auth/send-otp',
        payload: { email: shopper.email },
      });
      const logged = async () => {
        const [mail] = await app.db
          .select()
          .from(outgoingMail)
          .where(eq(outgoingMail.toAddress, shopper.email));
        return mail;
      };
      await expect.poll(async () => (await logged())?.status).toBe('logged');
      return { shopper, mail: await logged(), log: lines.join('') };
    } finally {
      await app.close();
    }
  }

  it('shows a developer the code in the log, and keeps the mail in the outbox without it', async () => {
    const { shopper, mail, log } = await resetWithoutSmtp('development');
    const code = /outbox mail[\s\S]*? {4}(\d{6})/.exec(log)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail?.subject).toBe('Your Souq Style password reset code');
    expect(mail?.textBody).toContain(shopper.fullname);
    expect(mail?.textBody).toContain('[code withheld]');
    for (const part of [mail?.subject, mail?.textBody, mail?.htmlBody]) {
      expect(part).not.toContain(code);
    }
  });

  it.each(['production', 'test'] as const)('keeps the code out of the log in %s', async (env) => {
    const { log } = await resetWithoutSmtp(env);
    expect(log).toContain('outbox mail');
    expect(log).toContain('[code withheld]');
    expect(log).not.toMatch(/ {4}\d{6}/);
  });
});
