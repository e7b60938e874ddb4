import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { admins } from '#db/schema';
import { bearer } from './test-users';

/**
 * Staff tests' steps on a real app: sign in (from a browser on Linux), call as a member (in
 * Arabic when asked), and add a member by the mailed invitation, as the console does.
 */

export const STAFF_OWNER = { username: 'owner', password: 'owner-password-1' };
export const MEMBER_PASSWORD = 'member-password-1';

let address = 0;
/** Each sign-in from an address of its own, so the sign-in limits never meet. */
const nextClient = () => `10.41.0.${(address += 1) % 250}`;

export const signIn = (app: FastifyInstance, username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password },
    remoteAddress: nextClient(),
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' },
  });

export async function tokenOf(app: FastifyInstance, username: string, password: string) {
  const res = await signIn(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
  return res.json<{ token: string }>().token;
}

export const call = (
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  language?: 'ar',
) =>
  app.inject({
    method,
    url,
    headers: { ...bearer(token), ...(language ? { 'accept-language': 'ar' } : {}) },
    ...(payload ? { payload } : {}),
  });

/** The invitation link's token in a mail's text. */
export const linkToken = (text: string) => {
  const match = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no invitation link in ${text}`);
  return match[1];
};

/** Invites `email` as `role` (by `inviter`), accepts the mailed link, and signs the member in. */
export async function addMember(
  app: FastifyInstance,
  mailTo: (to: string, subject: string) => Promise<{ text: string }>,
  inviter: string,
  role: string,
  email = `m-${randomBytes(4).toString('hex')}@souq.test`,
) {
  const invited = await call(app, inviter, 'POST', '/api/admin/staff/invitations', { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  const token = linkToken((await mailTo(email, 'invited')).text);
  const accepted = await app.inject({
    method: 'POST',
    url: '/api/staff/accept',
    payload: { token, name: `Member ${role}`, password: MEMBER_PASSWORD },
  });
  expect(accepted.statusCode, accepted.body).toBe(201);
  const [row] = await app.db.select().from(admins).where(eq(admins.username, email));
  return { email, id: row!.id, token: await tokenOf(app, email, MEMBER_PASSWORD) };
}
