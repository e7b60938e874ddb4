import type { FastifyInstance, InjectOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { admins } from '#db/schema';
import { ensureAdmin } from '#seed/ensure-accounts';
import { totpCodeAt } from './totp';

let address = 0;
/** Each call comes from its own address unless told one, so per-address counters start at zero. */
export const nextClient = () => `10.41.${Math.floor((address += 1) / 250)}.${address % 250}`;

/** A back-office member with a password of their own, made as the store makes the owner. */
export async function makeMember(app: FastifyInstance, username: string) {
  const password = `${username}-password`;
  await ensureAdmin(app.db, { username, password }, () => undefined, app.passwords);
  const [row] = await app.db.select().from(admins).where(eq(admins.username, username));
  if (!row) throw new Error(`no admin ${username}`);
  return { id: row.id, username, password };
}

export function twoStepCalls(app: FastifyInstance) {
  const post = (url: string, payload: object, extra: Partial<InjectOptions> = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: nextClient(),
      ...extra,
    } as InjectOptions);
  const withToken = (token: string) => ({ authorization: `Bearer ${token}` });
  return {
    post,
    withToken,
    login: (member: { username: string; password: string }, remoteAddress = nextClient()) =>
      post(
        '/api/admin/login',
        { username: member.username, password: member.password },
        {
          remoteAddress,
        },
      ),
    code: (challenge: string, code: string, remoteAddress = nextClient()) =>
      post('/api/admin/login/code', { challenge, code }, { remoteAddress }),
    security: (token: string) =>
      app.inject({ method: 'GET', url: '/api/admin/security', headers: withToken(token) }),
    signed: (token: string, method: InjectOptions['method'], url: string, payload?: object) =>
      app.inject({
        method,
        url,
        headers: withToken(token),
        remoteAddress: nextClient(),
        ...(payload ? { payload } : {}),
      } as InjectOptions),
  };
}

/** The code the member's app shows at `at`, from the secret the Security page showed them. */
export const codeAt = (secret: string, at: Date) => totpCodeAt(secret, at);
