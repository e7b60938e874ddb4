import type pg from 'pg';
import { CLUSTER_ADMIN } from './cluster';
import { call, expectStatus, post } from './http';

let counter = 0;

export interface Shopper {
  email: string;
  password: string;
  token: string;
  userId: string;
}

/**
 * Registers a shopper directly on the instance at `instanceUrl`, from an address of its own: the
 * instances trust one proxy hop, so a direct request's X-Forwarded-For is its client. Through
 * the balancer (which appends the real address) nobody can choose theirs, and the real limits
 * apply: the registrations here would otherwise all count against the test's one address.
 */
export async function registerShopper(instanceUrl: string, label = 'shopper'): Promise<Shopper> {
  counter += 1;
  const email = `${label}${counter}.${process.pid}@example.ae`;
  const password = 'cluster-secret-1';
  const res = expectStatus(
    await call(instanceUrl, 'POST', '/api/auth/register', {
      body: { fullname: `Cluster ${label} ${counter}`, email, password },
      headers: { 'x-forwarded-for': `10.32.${Math.floor(counter / 250)}.${(counter % 250) + 1}` },
    }),
    201,
    'register',
  );
  const body = res.json as { token: string; user: { _id: string } };
  return { email, password, token: body.token, userId: body.user._id };
}

/** A default delivery address and a wallet with `fils`, its top-up in the ledger like any credit. */
export async function equipShopper(db: pg.Pool, shopper: Shopper, fils: number) {
  const address = await db.query<{ id: string }>(
    `INSERT INTO addresses (user_id, username, mobileno, building_number, street_name, area,
       savedaddressas, is_default)
     VALUES ($1, 'Cluster Shopper', '+971501234567', 'Villa 12', 'Al Wasl Road', 'Jumeirah', 'Home', true)
     RETURNING id`,
    [shopper.userId],
  );
  await db.query(
    `WITH w AS (INSERT INTO wallets (user_id, balance_fils) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET balance_fils = wallets.balance_fils + $2
       RETURNING balance_fils)
     INSERT INTO wallet_transactions (user_id, type, amount_fils, balance_after_fils, reference, note)
     SELECT $1, 'credit', $2, balance_fils, 'cluster-top-up:' || $1, 'Cluster test top-up' FROM w`,
    [shopper.userId, fils],
  );
  return address.rows[0]?.id as string;
}

export async function adminToken(base: string): Promise<string> {
  const res = expectStatus(await post(base, '/api/admin/login', CLUSTER_ADMIN), 200, 'admin login');
  return (res.json as { token: string }).token;
}
