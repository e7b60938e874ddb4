import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTwoStep } from '#db/schema';
import { buildTestApp } from '#test/helper';
import { accountRateRules as RATE_RULES } from '#modules/auth';
import { codeAt, makeMember, nextClient, twoStepCalls } from './two-step-test-kit';

const STEP_MS = 30_000;
/** A moment 10 s into a time step; each test starts its own hour so steps never overlap. */
const hour = (n: number) => new Date(Date.UTC(2026, 11, 2, n, 0, 10));

describe('two-step sign-in of the back office', () => {
  let app: FastifyInstance;
  let calls: ReturnType<typeof twoStepCalls>;
  const setClock = (at: Date) => {
    app.clock.now = () => at;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    calls = twoStepCalls(app);
  });
  afterAll(() => app.close());

  /** Signs in without two-step and turns it on from the Security page at `at`. */
  async function turnOn(member: { username: string; password: string }, at: Date) {
    setClock(at);
    const signedIn = await calls.login(member);
    expect(signedIn.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
    });
    const token = signedIn.json().token as string;
    const start = await calls.signed(token, 'POST', '/api/admin/security/two-step/start');
    expect(start.statusCode).toBe(200);
    const { secret, uri } = start.json() as { secret: string; uri: string };
    const confirm = await calls.signed(token, 'POST', '/api/admin/security/two-step/confirm', {
      code: codeAt(secret, at),
    });
    expect(confirm.statusCode).toBe(200);
    return { token, secret, uri, backupCodes: confirm.json().backupCodes as string[] };
  }

  /** The password step of a member with two-step on: its challenge. */
  async function passwordStep(member: { username: string; password: string }) {
    const res = await calls.login(member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      secondStep: 'code',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
      message: 'Enter the code from your authenticator app.',
    });
    return res.json().challenge as string;
  }

  it('turns on with a QR address and a confirmed code, ten backup codes, the secret sealed', async () => {
    const member = await makeMember(app, 'amira');
    const at = hour(1);
    setClock(at);
    const token = (await calls.login(member)).json().token as string;
    const start = await calls.signed(token, 'POST', '/api/admin/security/two-step/start');
    const { secret, uri } = start.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(
      `otpauth://totp/Souq%20Style:amira?issuer=Souq%20Style&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // The database never holds the secret as text.
    const [row] = await app.db
      .select()
      .from(adminTwoStep)
      .where(eq(adminTwoStep.adminId, member.id));
    expect(row?.sealedSecret).not.toContain(secret);
    expect(row?.confirmedAt).toBeNull();
    // Until confirmed, the password alone still signs in.
    expect((await calls.login(member)).json().token).toEqual(expect.any(String));

    const wrong = await calls.signed(token, 'POST', '/api/admin/security/two-step/confirm', {
      code: codeAt(secret, new Date(at.getTime() + 10 * STEP_MS)),
    });
    // Refused, but the console stays signed in (a 401 would end its session).
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe('INVALID_TWO_STEP_CODE');

    const confirm = await calls.signed(token, 'POST', '/api/admin/security/two-step/confirm', {
      code: codeAt(secret, at),
    });
    expect(confirm.statusCode).toBe(200);
    const codes = confirm.json().backupCodes as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(codes).size).toBe(10);

    const security = (await calls.security(token)).json();
    expect(security.twoStep).toEqual({ on: true, backupCodesLeft: 10 });
    // Starting again while on is refused: the app in force stays.
    const again = await calls.signed(token, 'POST', '/api/admin/security/two-step/start');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TWO_STEP_ALREADY_ON');
  });

  it('asks for the code after the password and starts the session only after it', async () => {
    const member = await makeMember(app, 'badr');
    const { secret } = await turnOn(member, hour(2));
    const at = new Date(hour(2).getTime() + 4 * STEP_MS);
    setClock(at);
    const challenge = await passwordStep(member);
    // The challenge is no token: admin routes refuse it.
    expect((await calls.security(challenge)).statusCode).toBe(401);
    const res = await calls.code(challenge, codeAt(secret, at));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
      usedBackupCode: false,
    });
    expect((await calls.security(res.json().token)).statusCode).toBe(200);
    // The challenge is spent.
    const twice = await calls.code(challenge, codeAt(secret, new Date(at.getTime() + STEP_MS)));
    expect(twice.statusCode).toBe(401);
    expect(twice.json().code).toBe('SIGN_IN_STEP_EXPIRED');
  });

  it('accepts a code a step early and a step late, not two steps either way', async () => {
    const member = await makeMember(app, 'dana');
    const { secret } = await turnOn(member, hour(3));
    const now = new Date(hour(3).getTime() + 20 * STEP_MS);
    setClock(now);
    const shifted = (steps: number) => codeAt(secret, new Date(now.getTime() + steps * STEP_MS));

    for (const steps of [-2, 2]) {
      const res = await calls.code(await passwordStep(member), shifted(steps));
      expect(res.statusCode, `${steps} steps`).toBe(401);
      expect(res.json()).toEqual({
        success: false,
        error: 'That code is not right. Check your authenticator app and try again.',
        code: 'INVALID_TWO_STEP_CODE',
      });
    }
    // The app's clock a step behind the server's, then a step ahead.
    expect((await calls.code(await passwordStep(member), shifted(-1))).statusCode).toBe(200);
    expect((await calls.code(await passwordStep(member), shifted(1))).statusCode).toBe(200);
  });

  it('never takes a code twice: not the same code, not one of an earlier step', async () => {
    const member = await makeMember(app, 'fahad');
    const { secret } = await turnOn(member, hour(4));
    const now = new Date(hour(4).getTime() + 10 * STEP_MS);
    setClock(now);
    const code = codeAt(secret, now);
    expect((await calls.code(await passwordStep(member), code)).statusCode).toBe(200);

    const replay = await calls.code(await passwordStep(member), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      success: false,
      error: 'That code has been used already. Wait for the next code from your app.',
      code: 'TWO_STEP_CODE_USED',
    });
    // A step earlier is still within the window, but before the step used: refused too.
    const earlier = codeAt(secret, new Date(now.getTime() - STEP_MS));
    expect((await calls.code(await passwordStep(member), earlier)).json().code).toBe(
      'TWO_STEP_CODE_USED',
    );
    // Two requests with the next code at once: one session, one refusal.
    const next = new Date(now.getTime() + STEP_MS);
    setClock(next);
    const [a, b] = await Promise.all([passwordStep(member), passwordStep(member)]);
    const both = await Promise.all([
      calls.code(a, codeAt(secret, next)),
      calls.code(b, codeAt(secret, next)),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('takes each backup code once', async () => {
    const member = await makeMember(app, 'ghada');
    const { token, backupCodes } = await turnOn(member, hour(5));
    const [first, second] = backupCodes as [string, string];
    const res = await calls.code(await passwordStep(member), first.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().usedBackupCode).toBe(true);

    const again = await calls.code(await passwordStep(member), first);
    expect(again.statusCode).toBe(401);
    expect(again.json().code).toBe('INVALID_TWO_STEP_CODE');
    // Typed without its dash it is the same code.
    expect((await calls.code(await passwordStep(member), second.replace('-', ''))).statusCode).toBe(
      200,
    );
    expect((await calls.security(token)).json().twoStep.backupCodesLeft).toBe(8);
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const member = await makeMember(app, 'hind');
    const { secret } = await turnOn(member, hour(6));
    const start = new Date(hour(6).getTime() + 2 * STEP_MS);
    setClock(start);
    const challenge = await passwordStep(member);
    const late = new Date(start.getTime() + 5 * 60_000 + 1_000);
    setClock(late);
    const res = await calls.code(challenge, codeAt(secret, late));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      success: false,
      error: 'The sign-in step has expired. Please sign in again.',
      code: 'SIGN_IN_STEP_EXPIRED',
    });
    // Just inside the 5 minutes it works.
    setClock(start);
    const fresh = await passwordStep(member);
    const inTime = new Date(start.getTime() + 5 * 60_000 - 1_000);
    setClock(inTime);
    expect((await calls.code(fresh, codeAt(secret, inTime))).statusCode).toBe(200);
  });

  it('limits wrong codes per member across addresses and answers in Arabic', async () => {
    const member = await makeMember(app, 'imad');
    const { secret } = await turnOn(member, hour(7));
    const now = new Date(hour(7).getTime() + 3 * STEP_MS);
    setClock(now);
    const wrong = codeAt(secret, new Date(now.getTime() + 40 * STEP_MS));
    const { limit } = RATE_RULES.secondStepPerAccount;
    for (let i = 0; i < limit; i += 1) {
      expect((await calls.code(await passwordStep(member), wrong)).statusCode).toBe(401);
    }
    // From yet another address, even the right code waits: the member's allowance is used up.
    const locked = await calls.code(await passwordStep(member), codeAt(secret, now));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');

    const arabic = await calls.post(
      '/api/admin/login/code',
      { challenge: 'x', code: 'abc' },
      { headers: { 'accept-language': 'ar' } },
    );
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().error).toBe(
      'أدخل الرمز المكوّن من 6 أرقام من تطبيق المصادقة، أو رمزًا احتياطيًا.',
    );
  });

  it('limits wrong codes per address across members', async () => {
    const { limit } = RATE_RULES.secondStepPerClient;
    const perMember = RATE_RULES.secondStepPerAccount.limit - 1;
    const members = Math.ceil(limit / perMember) + 1;
    const address = nextClient();
    let refused = 0;
    let limited = 0;
    for (let m = 0; m < members; m += 1) {
      const member = await makeMember(app, `jamal${m}`);
      const { secret } = await turnOn(member, hour(8 + m));
      const wrong = codeAt(secret, new Date(hour(8 + m).getTime() + 40 * STEP_MS));
      for (let i = 0; i < perMember; i += 1) {
        const res = await calls.code(await passwordStep(member), wrong, address);
        if (res.statusCode === 401) refused += 1;
        if (res.statusCode === 429) limited += 1;
      }
    }
    expect(refused).toBe(limit);
    expect(limited).toBe(members * perMember - limit);
  });

  it('audits failed second steps and two-step turned on and off', async () => {
    const member = await makeMember(app, 'karim');
    const { token, secret } = await turnOn(member, hour(14));
    const now = new Date(hour(14).getTime() + 3 * STEP_MS);
    setClock(now);
    await calls.code(
      await passwordStep(member),
      codeAt(secret, new Date(now.getTime() + 99 * STEP_MS)),
    );
    const off = await calls.signed(token, 'POST', '/api/admin/security/two-step/off', {
      code: codeAt(secret, now),
    });
    expect(off.statusCode).toBe(200);
    // Off: the password alone signs in again, with the answer it always had.
    expect((await calls.login(member)).json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
    });
    const log = await calls.signed(token, 'GET', '/api/admin/audit-log');
    type Entry = { action: string; objectId: string; objectLabel: string; admin: unknown };
    const mine = (log.json().entries as Entry[])
      // The member's sign-ins are in the log too, as staff entries; these are the security ones.
      .filter((e) => e.objectId === member.id && e.action.startsWith('admin.'))
      .map((e) => [e.action, e.objectLabel, e.admin]);
    const karim = { _id: member.id, username: 'karim' };
    expect(mine).toEqual([
      ['admin.two_step_off', 'karim', karim],
      ['admin.second_step_failed', 'karim', karim],
      ['admin.two_step_on', 'karim', karim],
    ]);
  });

  it('lets the owner require two-step sign-in; a member without it sets it up at sign-in', async () => {
    const owner = await makeMember(app, 'layla');
    const newcomer = await makeMember(app, 'majid');
    setClock(hour(15));
    const bare = (await calls.login(owner)).json().token as string;
    // Only a member with two-step on may require it.
    const early = await calls.signed(bare, 'PUT', '/api/admin/security/policy', {
      twoStepRequired: true,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('TWO_STEP_OWN_FIRST');

    const { token, secret } = await turnOn(owner, hour(15));
    const bad = await calls.signed(token, 'PUT', '/api/admin/security/policy', {
      twoStepRequired: 'yes',
    });
    expect(bad.statusCode).toBe(400);
    const on = await calls.signed(token, 'PUT', '/api/admin/security/policy', {
      twoStepRequired: true,
    });
    expect(on.json()).toEqual({ success: true, policy: { twoStepRequired: true } });

    const at = new Date(hour(15).getTime() + 5 * STEP_MS);
    setClock(at);
    const step = await calls.login(newcomer);
    expect(step.json()).toEqual({
      success: true,
      secondStep: 'setup',
      challenge: expect.any(String),
      expiresAt: expect.any(String),
      message: 'This store requires two-step sign-in. Set up an authenticator app to continue.',
    });
    const { challenge } = step.json();
    // The setup challenge is not a code challenge.
    expect((await calls.code(challenge, '123456')).json().code).toBe('SIGN_IN_STEP_EXPIRED');
    const setup = await calls.post('/api/admin/login/setup', { challenge });
    expect(setup.statusCode).toBe(200);
    const newSecret = setup.json().secret as string;
    const done = await calls.post('/api/admin/login/setup/confirm', {
      challenge,
      code: codeAt(newSecret, at),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      success: true,
      token: expect.any(String),
      backupCodes: expect.any(Array),
      message: 'Login successful',
    });
    expect((await calls.security(done.json().token)).json().twoStep.on).toBe(true);
    // From now on the newcomer's sign-in asks for the code.
    expect((await calls.login(newcomer)).json().secondStep).toBe('code');

    // While required, nobody turns it off.
    const off = await calls.signed(token, 'POST', '/api/admin/security/two-step/off', {
      code: codeAt(secret, at),
    });
    expect(off.statusCode).toBe(409);
    expect(off.json().code).toBe('TWO_STEP_REQUIRED');
    await calls.signed(token, 'PUT', '/api/admin/security/policy', { twoStepRequired: false });
    const log = await calls.signed(token, 'GET', '/api/admin/audit-log');
    const policy = (log.json().entries as { action: string; changes: unknown }[])
      .filter((e) => e.action === 'admin.two_step_policy')
      .map((e) => e.changes);
    expect(policy).toEqual([
      { twoStepRequired: { from: true, to: false } },
      { twoStepRequired: { from: false, to: true } },
    ]);
  });

  it('refuses the Security calls without an admin token', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/security'],
      ['POST', '/api/admin/security/two-step/start'],
      ['PUT', '/api/admin/security/policy'],
      ['POST', '/api/admin/security/passkeys/options'],
    ] as const) {
      const res = await app.inject({ method, url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
