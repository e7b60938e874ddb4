import type { FastifyInstance, InjectOptions } from 'fastify';
import { ensureAdmin } from '#seed/ensure-accounts';
import { bearer, registerShopper } from './test-users';

const tokens = new WeakMap<FastifyInstance, Promise<string>>();

/**
 * An admin token for this app, signed in through POST /api/admin/login as the back office does,
 * with the test config's admin (`admin` / `admin-test-password`, see test/helper.ts). Made once
 * per app: each sign-in costs a password hash and a rate-limit hit.
 */
export function adminToken(app: FastifyInstance): Promise<string> {
  let token = tokens.get(app);
  if (!token) {
    token = signInAdmin(app);
    tokens.set(app, token);
    token.catch(() => tokens.delete(app));
  }
  return token;
}

async function signInAdmin(app: FastifyInstance): Promise<string> {
  const admin = app.config.admin;
  if (!admin?.password) throw new Error('the test config has no admin password');
  await ensureAdmin(app.db, admin, () => undefined, app.passwords);
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: admin.username, password: admin.password },
  });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

type Call = Pick<InjectOptions, 'method' | 'url' | 'payload' | 'query'>;

/** Admin calls in tests: `get('/api/admin/orders')`, `post(url, body)`, or any `call`. */
export function adminKit(app: FastifyInstance) {
  const call = async (options: Call) =>
    app.inject({ ...options, headers: bearer(await adminToken(app)) } as InjectOptions);
  return {
    token: () => adminToken(app),
    call,
    get: (url: string, query?: Record<string, string>) =>
      call({ method: 'GET', url, ...(query ? { query } : {}) }),
    post: (url: string, payload: object = {}) => call({ method: 'POST', url, payload }),
    put: (url: string, payload: object = {}) => call({ method: 'PUT', url, payload }),
    delete: (url: string, payload: object = {}) => call({ method: 'DELETE', url, payload }),
  };
}

/**
 * The status codes a call answers without a token, with a shopper's and with the admin's: an
 * admin-only call must give 401, 403 and something else. Use it for every new admin route.
 */
export async function roleStatuses(app: FastifyInstance, call: Call) {
  const shopper = await registerShopper(app);
  const send = (headers: Record<string, string>) =>
    app.inject({ ...call, headers } as InjectOptions).then((r) => r.statusCode);
  return {
    anonymous: await send({}),
    shopper: await send(bearer(shopper.token)),
    admin: await send(bearer(await adminToken(app))),
  };
}
