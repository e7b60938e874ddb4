import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '#test/helper';
import { users } from '#db/schema';
import { benchCustomer, BENCH_EMAIL_DOMAIN, seedBenchCustomers } from './bench-customers';

describe('seedBenchCustomers', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const benchRows = () =>
    app.db
      .select({ fullname: users.fullname, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(sql`${users.email} LIKE ${`%@${BENCH_EMAIL_DOMAIN}`}`)
      .orderBy(sql`${users.createdAt} DESC`);

  it('adds customers numbered from 1, newest first, and tops up to the count', async () => {
    const now = new Date('2030-05-01T00:00:00.000Z');
    expect(await seedBenchCustomers(app.db, 120, undefined, now)).toBe(120);
    expect(await seedBenchCustomers(app.db, 150, undefined, now)).toBe(30);
    expect(await seedBenchCustomers(app.db, 150, undefined, now)).toBe(0);
    const rows = await benchRows();
    expect(rows).toHaveLength(150);
    // The SQL writes what benchCustomer(n) says, for n = 1 (newest) to 150.
    expect(rows.map(({ fullname, email }) => ({ fullname, email }))).toEqual(
      Array.from({ length: 150 }, (_, i) => benchCustomer(i + 1)),
    );
    expect(rows[0]?.createdAt.toISOString()).toBe('2030-04-30T23:58:30.000Z');
    expect(new Set(rows.map((r) => r.fullname)).size).toBeGreaterThan(100);
  });
});
