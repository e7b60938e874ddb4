import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerShopper } from '../modules/auth/test-users';
import { fixtureProduct, seedProducts } from '#test/fixtures';
import { buildTestApp } from '#test/helper';

const UNAVAILABLE = {
  success: false,
  error: "The store's database is unavailable. Please try again in a moment.",
  code: 'DATABASE_UNAVAILABLE',
};

/**
 * The database ends the connection under a request: on PostgreSQL with pg_terminate_backend
 * (what a restart, a failover or an idle timeout does to every connection), on the embedded
 * database with the error PostgreSQL sends as it shuts down (SQLSTATE 57P01), raised by the
 * database itself. Either way the request gets a 503 and the store serves the next one.
 */
describe('losing the database connection', () => {
  let app: FastifyInstance;
  let token: string;
  let productId: string;
  const logged: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    app = await buildTestApp(
      { logLevel: 'warn' },
      { logStream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    );
    const ids = await seedProducts(app, [fixtureProduct({ productid: 'CL-1' })]);
    productId = ids.get('CL-1') ?? '';
    ({ token } = await registerShopper(app));
  });
  afterAll(() => app.close());

  const addToWishlist = (): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'POST',
      url: '/api/wishlist/addWishlist',
      headers: bearer(token),
      payload: { productid: productId },
    });

  it('answers 503 to the request whose connection was lost, then serves again', async () => {
    // A few requests first, so the pool holds idle connections that the fault ends as well.
    expect((await addToWishlist()).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    const lost =
      app.database.kind === 'postgres'
        ? await terminatedUnderRequest(app, addToWishlist)
        : await shutdownErrorUnderRequest(app, addToWishlist);
    expect(lost.statusCode).toBe(503);
    expect(lost.json()).toEqual(UNAVAILABLE);
    expect(logged.some((l) => l.msg === 'database unavailable' && l.level === 40)).toBe(true);

    const again = await addToWishlist();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ success: true, wishlist: [{ productid: productId }] });
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('logs connections the database ended while idle, without stopping the process', async () => {
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
    if (app.database.kind === 'postgres') {
      const before = logged.length;
      // Idle pooled connections: without a listener their 'error' event ends the process.
      const ended = await withServerClient(app, (client, database) =>
        client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [database],
        ),
      );
      // Each ended connection is reported once (the pool's, or a background lease's) before the
      // store is asked again: the pool may hold more than one (a write's after-work opens one).
      const lost = ['database connection lost', 'lease connection lost'];
      await waitFor(
        () =>
          logged.slice(before).filter((l) => lost.includes(String(l.msg)) && l.level === 40)
            .length >= ended.rows.length,
      );
      expect(ended.rows.length).toBeGreaterThan(0);
    }
    const res = await app.inject({ url: `/api/catalog/products/${productId}` });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

/** Holds a lock the request needs, ends every store connection while it waits, then lets go. */
async function terminatedUnderRequest(
  app: FastifyInstance,
  request: () => Promise<LightMyRequestResponse>,
) {
  return withServerClient(app, async (client, database) => {
    await client.query('BEGIN');
    await client.query('LOCK TABLE wishlist_entries IN ACCESS EXCLUSIVE MODE');
    const pending = request();
    await waitFor(async () => {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = $1 AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()`,
        [database],
      );
      return rows[0]?.n === 1;
    });
    await client.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    const res = await pending;
    await client.query('ROLLBACK');
    return res;
  });
}

/** The embedded database raises admin_shutdown (57P01) from a trigger, then stops doing so. */
async function shutdownErrorUnderRequest(
  app: FastifyInstance,
  request: () => Promise<LightMyRequestResponse>,
) {
  await app.db.execute(sql`DELETE FROM wishlist_entries`);
  await app.db.execute(sql`
    CREATE FUNCTION test_admin_shutdown() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'terminating connection due to administrator command'
        USING ERRCODE = 'admin_shutdown';
    END $$`);
  await app.db.execute(sql`
    CREATE TRIGGER test_admin_shutdown BEFORE INSERT ON wishlist_entries
    FOR EACH ROW EXECUTE FUNCTION test_admin_shutdown()`);
  try {
    return await request();
  } finally {
    await app.db.execute(sql`DROP TRIGGER test_admin_shutdown ON wishlist_entries`);
    await app.db.execute(sql`DROP FUNCTION test_admin_shutdown()`);
  }
}

/** A connection of the test's own to the app's database, beside the app's pool. */
async function withServerClient<T>(
  app: FastifyInstance,
  use: (client: pg.Client, database: string) => Promise<T>,
): Promise<T> {
  // Both drivers answer { rows }; the shared Db type does not say so.
  const result = (await app.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
    rows: Array<{ name: string }>;
  };
  const [row] = result.rows;
  const url = new URL(app.config.databaseUrl ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await use(client, row?.name ?? '');
  } finally {
    await client.end();
  }
}

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
