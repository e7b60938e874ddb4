import { CODE_MAX_ATTEMPTS } from '@store/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { checkCode, issueCode, liveCode, type CodeSubject } from './one-time-codes';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const T0 = new Date('2026-11-22T10:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let n = 0;
const subject = (): CodeSubject => ({ purpose: 'delivery', subject: `order-${(n += 1)}` });

const issue = (target: CodeSubject, ttl = 120, now = T0) =>
  app.db.transaction((tx) => issueCode(tx, app.jwtSecret, target, ttl, now));
const check = (target: CodeSubject, code: string, now = later(1)) =>
  app.db.transaction((tx) => checkCode(tx, app.jwtSecret, target, code, now));
const wrongFor = (code: string) => (code === '1000' ? '1001' : '1000');

describe('one-time codes for deliveries and returns', () => {
  it('issues a 4-digit code from 1000 to 9999 and stores only its hash', async () => {
    const target = subject();
    const { code, expiresAt } = await issue(target);
    expect(code).toMatch(/^\d{4}$/);
    expect(Number(code)).toBeGreaterThanOrEqual(1000);
    expect(expiresAt.toISOString()).toBe(later(120).toISOString());
    const stored = await app.db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.subject, target.subject));
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('accepts the right code once within time', async () => {
    const target = subject();
    const { code } = await issue(target);
    expect(await check(target, code)).toBe('valid');
    expect(await check(target, code)).toBe('none');
  });

  it('says expired at and after the expiry instant', async () => {
    const target = subject();
    const { code } = await issue(target, 60);
    expect(await check(target, code, later(60))).toBe('expired');
  });

  it('counts wrong codes and voids the code at the fifth', async () => {
    const target = subject();
    const { code } = await issue(target);
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      expect(await check(target, wrongFor(code))).toBe('invalid');
    }
    expect(await check(target, code)).toBe('none');
    expect(await liveCode(app.db, target)).toBeUndefined();
  });

  it('leaves only the newest code working after a resend', async () => {
    const target = subject();
    const first = await issue(target);
    const second = await issue(target, 120, later(5));
    if (first.code !== second.code) expect(await check(target, first.code)).toBe('invalid');
    expect(await check(target, second.code, later(6))).toBe('valid');
  });

  it('keeps codes of other subjects and purposes apart', async () => {
    const target = subject();
    const { code } = await issue(target);
    expect(await check({ ...target, purpose: 'return_pickup' }, code)).toBe('none');
    expect(await check(subject(), code)).toBe('none');
    expect(await check(target, code)).toBe('valid');
  });

  it('lets exactly one of several parallel checks of the right code through', async () => {
    const target = subject();
    const { code } = await issue(target);
    const results = await Promise.all(Array.from({ length: 6 }, () => check(target, code)));
    expect(results.filter((r) => r === 'valid')).toHaveLength(1);
  });
});
