import type { ReturnStatus } from '@store/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { adminReturnsKit } from './admin-returns-test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof adminReturnsKit>;

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 });
  kit = adminReturnsKit(app);
});
afterAll(() => app.close());
afterEach(() => {
  app.clock.now = () => new Date();
});

const TO_PICKUP: ReturnStatus[] = ['approved_by_shop_owner', 'pickup_scheduled'];
const TO_SHIPPED: ReturnStatus[] = [...TO_PICKUP, 'picked_up', 'replacement_shipped'];
/** Every leaf value of a JSON body: none may be the code (a substring check would trip on ids). */
const leaves = (value: unknown): unknown[] =>
  value !== null && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [value];

const wrong = (code: string) => (code === '1000' ? '1001' : '1000');

/** Freezes the app's clock at `at` and answers a setter for seconds later. */
function freeze(at = new Date('2030-03-02T09:00:00.000Z')) {
  app.clock.now = () => at;
  return (seconds: number) => {
    const later = new Date(at.getTime() + seconds * 1000);
    app.clock.now = () => later;
  };
}

describe('pickup and replacement-delivery codes', () => {
  it('sends a pickup code to the shopper only, answers its courier-day expiry (24 hours), and verifies it', async () => {
    const { s, ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, TO_PICKUP);
    const at = freeze();
    const sent = await kit.sendCode(ret.returnid);
    expect(sent.statusCode).toBe(200);
    const expiresAt = '2030-03-03T09:00:00.000Z';
    expect(sent.json()).toEqual({
      success: true,
      message: 'OTP sent to the customer',
      otp: { otpExpiresAt: expiresAt },
    });
    const code = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    expect(code).toMatch(/^[1-9]\d{3}$/);
    const mail = (await kit.mailsTo(s.email, 'return_pickup_code'))[0];
    expect(mail?.subject).toBe(`Your return pickup code for ${ret.returnid}`);
    // The outbox keeps a copy without the code; only the mail itself carries it.
    expect(mail?.textBody).not.toContain(code);
    expect(mail?.textBody).toContain('It works once and expires in 24 hours.');
    const expiry = await kit.codeExpiry(ret._id);
    expect(expiry.json()).toEqual({ success: true, otp: { otpExpiresAt: expiresAt } });

    // Late in the courier's day, the code still works.
    at(24 * 3600 - 1);
    const verified = await kit.verify(ret.returnid, Number(code));
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({
      success: true,
      message: 'OTP verified successfully',
      creditFailed: false,
      return: { _id: ret._id, status: 'picked_up', creditedAmount: null },
    });
    for (const res of [sent, expiry, verified]) {
      expect(leaves(res.json()).filter((v) => String(v) === code)).toEqual([]);
    }
    const mine = await kit.get(s.token, `/api/order/returns/${ret._id}`);
    expect(mine.json().return.status).toBe('picked_up');
  });

  it('sends a delivery code for a shipped replacement and marks it delivered', async () => {
    const { s, ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, TO_SHIPPED);
    expect((await kit.sendCode(ret._id)).statusCode).toBe(200);
    const code = await kit.codeInNotifications(s.token, ret.returnid, 'return_delivery_code');
    const res = await kit.verify(ret._id, code);
    expect(res.json().return.status).toBe('delivered');
    expect((await kit.verify(ret._id, code)).statusCode).toBe(409);
  });

  it('says expired at 24 hours and Invalid OTP for a wrong code; five wrong tries void it', async () => {
    const { s, ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, TO_PICKUP);
    const at = freeze();
    await kit.sendCode(ret._id);
    const code = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    at(24 * 3600);
    const expired = await kit.verify(ret._id, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      error: 'OTP has expired, request a new one',
      code: 'OTP_EXPIRED',
    });

    await kit.sendCode(ret._id);
    const fresh = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    for (let i = 0; i < 5; i += 1) {
      const res = await kit.verify(ret._id, wrong(fresh));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid OTP', code: 'OTP_INVALID' });
    }
    const spent = await kit.verify(ret._id, fresh);
    expect(spent.json()).toMatchObject({
      error: 'No OTP is active for this return, request a new one',
      code: 'OTP_NONE',
    });
    expect((await kit.codeExpiry(ret._id)).json()).toEqual({ success: true, otp: null });
    const mine = await kit.get(s.token, `/api/order/returns/${ret._id}`);
    expect(mine.json().return.status).toBe('pickup_scheduled');
  });

  it('replaces the code on resend: a new day from then, and only the newest works', async () => {
    const { s, ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, TO_PICKUP);
    const at = freeze();
    await kit.sendCode(ret._id);
    const first = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    at(3600);
    const resent = await kit.sendCode(ret._id);
    expect(resent.json().otp).toEqual({ otpExpiresAt: '2030-03-03T10:00:00.000Z' });
    expect((await kit.codeExpiry(ret._id)).json().otp).toEqual({
      otpExpiresAt: '2030-03-03T10:00:00.000Z',
    });
    const second = await kit.codeInNotifications(s.token, ret.returnid, 'return_pickup_code');
    if (first !== second) {
      expect((await kit.verify(ret._id, first)).json().error).toBe('Invalid OTP');
    }
    expect((await kit.verify(ret._id, second)).json().return.status).toBe('picked_up');
  });

  it.each<[string, ReturnStatus[]]>([
    ['requested', []],
    ['approved', ['approved_by_shop_owner']],
    ['picked up', [...TO_PICKUP, 'picked_up']],
    ['rejected', ['rejected']],
  ])('refuses a code for a %s return with 409', async (_label, path) => {
    const { ret } = await kit.requested({ returntype: 'replacement' });
    await kit.walk(ret._id, path);
    const res = await kit.sendCode(ret._id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NO_CODE_STEP');
    expect((await kit.verify(ret._id, '1234')).statusCode).toBe(409);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['a 3-digit code', { otp: '123' }, 400, 'Please enter a 4-digit OTP.'],
    ['letters', { otp: '12a4' }, 400, 'Please enter a 4-digit OTP.'],
    ['no return id', { returnid: undefined, otp: '1234' }, 400, 'Return id is required'],
    ['an unknown return', { returnid: 'RT-NOPE', otp: '1234' }, 404, 'Return request not found'],
  ])('verify answers %s with %i', async (_label, overrides, status, error) => {
    const res = await kit.adminPost('/api/admin/returns/verifyOtp', {
      returnid: 'RT-X',
      ...overrides,
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, error });
  });

  it('answers otp: null from getOtp before any code was sent', async () => {
    const { ret } = await kit.requested();
    await kit.walk(ret._id, TO_PICKUP);
    const res = await kit.codeExpiry(ret._id);
    expect(res.json()).toEqual({ success: true, otp: null });
  });
});

describe('rate limits', () => {
  // Builds its own app with the limits at their real size, which takes a while on a busy machine.
  it('sends at most 5 codes per return a quarter hour', { timeout: 120_000 }, async () => {
    const strict = await buildTestApp({ rateLimitMultiplier: 1 });
    try {
      const own = adminReturnsKit(strict);
      const { ret } = await own.requested();
      await own.walk(ret._id, TO_PICKUP);
      for (let i = 0; i < 5; i += 1) expect((await own.sendCode(ret._id)).statusCode).toBe(200);
      const sixth = await own.sendCode(ret._id);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().code).toBe('RATE_LIMITED');
    } finally {
      await strict.close();
    }
  });
});
