import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { softPasskey, strangerKey } from './passkey-test-kit';
import { makeMember, nextClient, twoStepCalls } from './two-step-test-kit';

describe('passkeys of back-office members', () => {
  let app: FastifyInstance;
  let calls: ReturnType<typeof twoStepCalls>;
  let host: string;
  let origin: string;

  beforeAll(async () => {
    app = await buildTestApp();
    calls = twoStepCalls(app);
    // The store's own address, as a browser on it sends it.
    host = `localhost:${app.config.port}`;
    origin = `http://${host}`;
  });
  afterAll(() => app.close());

  const send = (method: InjectOptions['method'], url: string, payload?: object, token?: string) =>
    app.inject({
      method,
      url,
      headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      remoteAddress: nextClient(),
      ...(payload ? { payload } : {}),
    } as InjectOptions);

  async function addPasskey(token: string, name: string, passkey = softPasskey()) {
    const start = await send('POST', '/api/admin/security/passkeys/options', {}, token);
    expect(start.statusCode).toBe(200);
    const { challenge, options } = start.json();
    expect(options.rp).toEqual({ name: 'Souq Style', id: 'localhost' });
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    const res = await send(
      'POST',
      '/api/admin/security/passkeys',
      { challenge, name, credential: passkey.create(options, origin) },
      token,
    );
    return { res, passkey };
  }

  async function signInWith(
    passkey: ReturnType<typeof softPasskey>,
    key?: Parameters<ReturnType<typeof softPasskey>['get']>[2],
  ) {
    const start = await send('POST', '/api/admin/login/passkey/options', {});
    expect(start.statusCode).toBe(200);
    const { challenge, options } = start.json();
    return send('POST', '/api/admin/login/passkey', {
      challenge,
      credential: passkey.get(options, origin, key),
    });
  }

  it('adds, names and lists a passkey, and signs in with it instead of password and code', async () => {
    const member = await makeMember(app, 'nadia');
    const token = (await calls.login(member)).json().token as string;
    const { res, passkey } = await addPasskey(token, 'Office laptop');
    expect(res.statusCode).toBe(200);
    expect(res.json().passkey).toEqual({
      id: expect.any(String),
      name: 'Office laptop',
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    const id = res.json().passkey.id as string;

    const signedIn = await signInWith(passkey);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      success: true,
      token: expect.any(String),
      message: 'Login successful',
    });
    expect(await app.tokens.verify(signedIn.json().token)).toMatchObject({
      userId: member.id,
      role: 'admin',
    });

    const renamed = await send(
      'PATCH',
      `/api/admin/security/passkeys/${id}`,
      { name: 'Phone' },
      token,
    );
    expect(renamed.json().passkey.name).toBe('Phone');
    const listed = (await calls.security(token)).json().passkeys;
    expect(listed).toEqual([
      { id, name: 'Phone', createdAt: expect.any(String), lastUsedAt: expect.any(String) },
    ]);
  });

  it('refuses a passkey answer signed by another key, a spent challenge and a removed passkey', async () => {
    const member = await makeMember(app, 'omar');
    const token = (await calls.login(member)).json().token as string;
    const { res, passkey } = await addPasskey(token, 'Key');
    const id = res.json().passkey.id as string;

    const forged = await signInWith(passkey, strangerKey());
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      success: false,
      error: 'The passkey could not be checked. Please try again.',
      code: 'PASSKEY_REFUSED',
    });

    // The same answer sent twice: the challenge went with the first.
    const start = await send('POST', '/api/admin/login/passkey/options', {});
    const { challenge, options } = start.json();
    const answer = passkey.get(options, origin);
    expect(
      (await send('POST', '/api/admin/login/passkey', { challenge, credential: answer }))
        .statusCode,
    ).toBe(200);
    const replay = await send('POST', '/api/admin/login/passkey', {
      challenge,
      credential: answer,
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SIGN_IN_STEP_EXPIRED');

    // Another member cannot remove it; its owner can, and then it signs nobody in.
    const other = await makeMember(app, 'rania');
    const otherToken = (await calls.login(other)).json().token as string;
    expect(
      (await send('DELETE', `/api/admin/security/passkeys/${id}`, undefined, otherToken))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `/api/admin/security/passkeys/${id}`, undefined, token)).statusCode,
    ).toBe(200);
    const gone = await signInWith(passkey);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().code).toBe('PASSKEY_REFUSED');

    const log = await send('GET', '/api/admin/audit-log', undefined, token);
    const mine = (log.json().entries as { action: string; objectId: string; objectLabel: string }[])
      // The member's sign-ins are in the log too, as staff entries; these are the security ones.
      .filter((e) => e.objectId === member.id && e.action.startsWith('admin.'))
      .map((e) => [e.action, e.objectLabel]);
    expect(mine).toEqual([
      ['admin.passkey_remove', 'Key'],
      ['admin.passkey_add', 'Key'],
    ]);
  });

  it('refuses an answer made for another site, and the same passkey added twice', async () => {
    const member = await makeMember(app, 'salim');
    const token = (await calls.login(member)).json().token as string;
    const start = await send('POST', '/api/admin/security/passkeys/options', {}, token);
    const { challenge, options } = start.json();
    const passkey = softPasskey();
    const phished = await send(
      'POST',
      '/api/admin/security/passkeys',
      {
        challenge,
        name: 'Phished',
        credential: passkey.create(options, 'https://souq-style.example'),
      },
      token,
    );
    expect(phished.statusCode).toBe(403);
    expect(phished.json().code).toBe('PASSKEY_REFUSED');

    expect((await addPasskey(token, 'First', passkey)).res.statusCode).toBe(200);
    const twice = await addPasskey(token, 'Second', passkey);
    expect(twice.res.statusCode).toBe(409);
    expect(twice.res.json().code).toBe('PASSKEY_EXISTS');
  });
});
