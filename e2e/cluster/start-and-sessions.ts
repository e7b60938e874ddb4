import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoOffers, demoProducts } from '../../apps/api/src/seed/demo-catalogue';
import { parseMail, resetCodeIn } from '../support/smtp-listener';
import { becomesHealthy, RATE_LIMIT_MULTIPLIER, type Cluster } from './cluster';
import { call, check, expectStatus, get, post } from './http';
import { waitFor } from './processes';
import { adminToken, registerShopper } from './shoppers';

const journal = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../apps/api/drizzle/meta/_journal.json',
);

/**
 * Three instances started at the same moment on an empty database all come up, and the
 * migrations, the demo catalogue and the admin account are applied once. An instance that exited
 * is started again afterwards so the other points can run, but this point has failed.
 */
export async function concurrentStart(cluster: Cluster): Promise<void> {
  const healthy = await Promise.all(cluster.instances.map((i) => becomesHealthy(i)));
  const exited = cluster.instances.filter((_, n) => !healthy[n]);
  for (const instance of exited) {
    const tail = /The store could not start[^\n]*/.exec(instance.run.output())?.[0] ?? '';
    instance.restart();
    await becomesHealthy(instance);
    console.log(`  (instance ${instance.name} exited at start and was started again)\n${tail}`);
  }
  await waitFor('HAProxy to send to all three', async () => {
    const seen = new Set<string | null>();
    for (let i = 0; i < 9; i += 1)
      seen.add((await get(cluster.balancerUrl, '/api/health')).servedBy);
    return cluster.instances.every((i) => seen.has(i.name));
  });

  const { rows } = await cluster.db.query<{
    migrations: number;
    products: number;
    offers: number;
    admins: number;
    demoShoppers: number;
  }>(`SELECT (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS migrations,
             (SELECT count(*)::int FROM products) AS products,
             (SELECT count(*)::int FROM offers) AS offers,
             (SELECT count(*)::int FROM admins) AS admins,
             (SELECT count(*)::int FROM users WHERE email = 'demo@souqstyle.ae') AS "demoShoppers"`);
  const found = rows[0];
  const entries = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries;
  const expected = {
    migrations: entries.length,
    products: demoProducts.length,
    offers: demoOffers.length,
    admins: 1,
    demoShoppers: 1,
  };
  check(
    JSON.stringify(found) === JSON.stringify(expected),
    `applied once: expected ${JSON.stringify(expected)}, found ${JSON.stringify(found)}`,
  );
  check(
    exited.length === 0,
    `instance(s) ${exited.map((i) => i.name).join(', ')} exited when all three started at once`,
  );
}

/** A token from one instance works on the others; a password change on one ends it on all. */
export async function sharedSessions(cluster: Cluster): Promise<void> {
  const [a, b, c] = cluster.instances;
  if (!a || !b || !c) throw new Error('three instances expected');
  const shopper = await registerShopper(a.url, 'session');
  for (const instance of cluster.instances) {
    expectStatus(
      await get(instance.url, '/api/auth/getUser', shopper.token),
      200,
      `token from ${a.name} on ${instance.name}`,
    );
  }
  // A reset through the balancer: the code arrives by mail, the new password is set on b.
  const sentBefore = cluster.smtp.received.length;
  expectStatus(
    await post(cluster.balancerUrl, '/api/auth/send-otp', { email: shopper.email }),
    200,
    'send reset code',
  );
  const code = resetCodeIn(await cluster.smtp.nextMailTo(shopper.email, sentBefore, 20_000));
  expectStatus(
    await post(b.url, '/api/auth/reset-password', {
      email: shopper.email,
      code,
      password: 'cluster-secret-2',
    }),
    200,
    'reset password on b',
  );
  for (const instance of cluster.instances) {
    const res = await get(instance.url, '/api/auth/getUser', shopper.token);
    check(res.status === 401, `old token on ${instance.name} after the change: ${res.status}`);
  }
  expectStatus(
    await post(c.url, '/api/auth/login', { email: shopper.email, password: 'cluster-secret-2' }),
    200,
    'sign in with the new password on c',
  );
}

/** The sign-in limit per account is reached after the same number of tries through round-robin. */
export async function sharedRateLimits(cluster: Cluster): Promise<void> {
  const shopper = await registerShopper(cluster.instances[0]?.url ?? '', 'limited');
  const limit = 10 * RATE_LIMIT_MULTIPLIER;
  const statuses: number[] = [];
  const servedBy = new Set<string | null>();
  for (let i = 0; i <= limit; i += 1) {
    const res = await post(cluster.balancerUrl, '/api/auth/login', {
      email: shopper.email,
      password: 'not-the-password',
    });
    statuses.push(res.status);
    servedBy.add(res.servedBy);
  }
  const refusedAt = statuses.indexOf(429);
  check(servedBy.size === 3, `tries went to ${servedBy.size} instance(s), not 3`);
  check(
    refusedAt === limit && statuses.slice(0, limit).every((s) => s === 401),
    `the ${limit + 1}th try should be the first refused with 429; statuses: ${statuses.join(' ')}`,
  );
}

/**
 * A staff member invited and signed in through one instance, then deactivated by the owner on
 * another: the member's session ends at once on all three, and the password no longer signs in.
 */
export async function staffDeactivatedEverywhere(cluster: Cluster): Promise<void> {
  const [a, b, c] = cluster.instances;
  if (!a || !b || !c) throw new Error('three instances expected');
  const owner = await adminToken(a.url);
  const email = `cluster-member-${Date.now()}@souq.test`;
  const sentBefore = cluster.smtp.received.length;
  expectStatus(
    await post(a.url, '/api/admin/staff/invitations', { email, role: 'fulfilment' }, owner),
    201,
    'invite a Fulfilment member on a',
  );
  const mail = parseMail(await cluster.smtp.nextMailTo(email, sentBefore, 20_000));
  const token = /accept-invitation\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  check(Boolean(token), `no invitation link in the mail: ${mail.text.slice(0, 300)}`);
  const password = 'cluster-member-secret-1';
  expectStatus(
    await post(b.url, '/api/staff/accept', { token, name: 'Cluster Packer', password }),
    201,
    'accept the invitation on b',
  );
  const signedIn = expectStatus(
    await post(b.url, '/api/admin/login', { username: email, password }),
    200,
    'the member signs in on b',
  );
  const member = (signedIn.json as { token: string }).token;
  for (const instance of cluster.instances) {
    expectStatus(
      await get(instance.url, '/api/admin/me', member),
      200,
      `member on ${instance.name}`,
    );
  }
  const staff = expectStatus(await get(c.url, '/api/admin/staff', owner), 200, 'the staff list');
  const row = (
    staff.json as { members: { id: string; email?: string; username?: string }[] }
  ).members.find((m) => m.email === email || m.username === email);
  check(Boolean(row), `${email} is not in the staff list`);
  expectStatus(
    await call(c.url, 'PATCH', `/api/admin/staff/${row?.id}`, {
      token: owner,
      body: { status: 'deactivated' },
    }),
    200,
    'the owner deactivates the member on c',
  );
  for (const instance of cluster.instances) {
    const res = await get(instance.url, '/api/admin/me', member);
    // Deactivating ends the member's sessions (their version moves on): 401 everywhere.
    check(
      res.status === 401,
      `deactivated member's session on ${instance.name}: ${res.status} ${res.text.slice(0, 200)}`,
    );
  }
  const again = await post(a.url, '/api/admin/login', { username: email, password });
  check(
    again.status === 401 && again.json?.code === 'ACCOUNT_DEACTIVATED',
    `a deactivated member signs in on a: ${again.status} ${again.text.slice(0, 200)}`,
  );
}
