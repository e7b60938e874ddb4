import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { softPasskey } from './passkey-test-kit';
import { codeAt, makeMember, nextClient, twoStepCalls } from './two-step-test-kit';

/** A moment 10 s into a time step, so the codes of one test never meet another's. */
const hour = (n: number) => new Date(Date.UTC(2026, 11, 3, n, 0, 10));

describe("an owner resets a member's lost two-step sign-in", () => {
  let app: FastifyInstance;
  let calls: ReturnType<typeof twoStepCalls>;
  let host: string;

  beforeAll(async () => {
    app = await buildTestApp();
    calls = twoStepCalls(app);
    host = `localhost:${app.config.port}`;
  });
  afterAll(() => app.close());

  const setClock = (at: Date) => {
    app.clock.now = () => at;
  };
  const send = (
    token: string,
    method: InjectOptions['method'],
    url: string,
    payload?: object,
    language?: 'ar',
  ) =>
    app.inject({
      method,
      url,
      headers: {
        host,
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      remoteAddress: nextClient(),
      ...(payload ? { payload } : {}),
    } as InjectOptions);
  const reset = (token: string, id: string, language?: 'ar') =>
    send(token, 'POST', `/api/admin/staff/${id}/two-step/reset`, undefined, language);
  const rowOf = async (token: string, id: string) => {
    const staff = await send(token, 'GET', '/api/admin/staff');
    expect(staff.statusCode).toBe(200);
    return (staff.json().members as { id: string; twoStepOn: boolean }[]).find((m) => m.id === id);
  };

  /** Signs `member` in with the password alone and turns on an authenticator app at `at`. */
  async function turnOn(member: { username: string; password: string }, at: Date) {
    setClock(at);
    const token = (await calls.login(member)).json().token as string;
    const start = await send(token, 'POST', '/api/admin/security/two-step/start');
    const secret = start.json().secret as string;
    const confirm = await send(token, 'POST', '/api/admin/security/two-step/confirm', {
      code: codeAt(secret, at),
    });
    expect(confirm.statusCode).toBe(200);
    return { token, secret };
  }

  /** A passkey added on the member's Security page. */
  async function addPasskey(token: string) {
    const start = await send(token, 'POST', '/api/admin/security/passkeys/options', {});
    const { challenge, options } = start.json();
    const added = await send(token, 'POST', '/api/admin/security/passkeys', {
      challenge,
      name: 'Shop laptop',
      credential: softPasskey().create(options, `http://${host}`),
    });
    expect(added.statusCode).toBe(200);
  }

  it('clears the app and backup codes, signs the member out everywhere and keeps their passkeys', async () => {
    const owner = await makeMember(app, 'salma');
    const member = await makeMember(app, 'omar');
    const ownerToken = (await calls.login(owner)).json().token as string;
    const { token: memberToken } = await turnOn(member, hour(9));
    await addPasskey(memberToken);
    expect((await rowOf(ownerToken, member.id))?.twoStepOn).toBe(true);
    expect((await rowOf(ownerToken, owner.id))?.twoStepOn).toBe(false);
    expect((await calls.login(member)).json().secondStep).toBe('code');

    const done = await reset(ownerToken, member.id);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true });
    // Out at once: the token the member held is refused at its next call.
    expect((await send(memberToken, 'GET', '/api/admin/me')).statusCode).toBe(401);
    expect((await rowOf(ownerToken, member.id))?.twoStepOn).toBe(false);
    // The password alone signs in again, with the answer it always had; the passkey stays.
    const again = await calls.login(member);
    expect(again.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
    });
    const security = (await calls.security(again.json().token)).json();
    expect(security.twoStep.on).toBe(false);
    expect(security.passkeys.map((p: { name: string }) => p.name)).toEqual(['Shop laptop']);

    // Once is enough: a second reset finds nothing on.
    const twice = await reset(ownerToken, member.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'TWO_STEP_OFF',
      error: 'This member does not have two-step sign-in on.',
    });
    const log = (await send(ownerToken, 'GET', '/api/admin/audit-log')).json();
    const resets = (log.entries as { action: string; objectLabel: string; admin: unknown }[])
      .filter((e) => e.action === 'admin.two_step_reset')
      .map((e) => [e.objectLabel, e.admin]);
    expect(resets).toEqual([['omar', { _id: owner.id, username: 'salma' }]]);
  });

  it('sends a member of a store that requires two-step sign-in to set up a new app', async () => {
    const owner = await makeMember(app, 'hessa');
    const member = await makeMember(app, 'rashid');
    const { token: ownerToken } = await turnOn(owner, hour(10));
    const required = await send(ownerToken, 'PUT', '/api/admin/security/policy', {
      twoStepRequired: true,
    });
    expect(required.statusCode).toBe(200);
    const at = new Date(hour(10).getTime() + 60_000);
    setClock(at);
    // Rashid sets up the app the rule asks for at his first sign-in, then loses his phone.
    const first = await calls.login(member);
    expect(first.json().secondStep).toBe('setup');
    const setup = await calls.post('/api/admin/login/setup', { challenge: first.json().challenge });
    const confirmed = await calls.post('/api/admin/login/setup/confirm', {
      challenge: first.json().challenge,
      code: codeAt(setup.json().secret as string, at),
    });
    expect(confirmed.statusCode).toBe(200);

    expect((await reset(ownerToken, member.id)).statusCode).toBe(200);
    const next = await calls.login(member);
    expect(next.json()).toMatchObject({
      secondStep: 'setup',
      message: 'This store requires two-step sign-in. Set up an authenticator app to continue.',
    });
    await send(ownerToken, 'PUT', '/api/admin/security/policy', { twoStepRequired: false });
  });

  it('refuses a reset of yourself and of nobody, in the request’s language', async () => {
    const owner = await makeMember(app, 'mariam');
    const { token } = await turnOn(owner, hour(11));
    const self = await reset(token, owner.id);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({
      code: 'OWN_TWO_STEP_RESET',
      error:
        'To reset your own two-step sign-in, turn it off on your Security page or ask another owner.',
    });
    const inArabic = await reset(token, owner.id, 'ar');
    expect(inArabic.json().error).toBe(
      'لإعادة ضبط التحقق بخطوتين لحسابك، أوقفه من صفحة الأمان أو اطلب ذلك من مالك آخر.',
    );
    const nobody = await reset(token, '3f1c6a0e-8a4b-4c2d-9e5f-0a1b2c3d4e5f', 'ar');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toBe('العضو غير موجود');
    const badId = await reset(token, 'not-an-id');
    expect(badId.statusCode).toBe(400);
    // Her own app is untouched by the refused calls.
    expect((await calls.security(token)).json().twoStep.on).toBe(true);
  });
});
