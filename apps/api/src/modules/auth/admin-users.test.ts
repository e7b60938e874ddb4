import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { users } from '#db/schema';
import { benchCustomer, BENCH_EMAIL_DOMAIN, seedBenchCustomers } from '#seed/bench-customers';
import { buildTestApp } from '#test/helper';
import { adminKit, roleStatuses } from './admin-test-kit';

type Listed = { _id: string; fullname: string; email: string; createdAt: string };
type Page = { success: boolean; users: Listed[]; total: number; page: number; limit: number };

describe('GET /api/admin/dashboard/users', () => {
  let app: FastifyInstance;
  let admin: ReturnType<typeof adminKit>;
  const base = Date.parse('2030-03-01T08:00:00.000Z');
  // 25 customers, one a minute; customer 25 is the newest. Names repeat every 5 customers.
  const NAMES = ['Mariam Al Suwaidi', 'Omar Haddad', 'Priya Nair', 'Khalid Al Ketbi', 'Sara_Lee'];
  beforeAll(async () => {
    app = await buildTestApp();
    admin = adminKit(app);
    await app.db.insert(users).values(
      Array.from({ length: 25 }, (_, i) => ({
        fullname: NAMES[i % NAMES.length] as string,
        email: `customer${String(i + 1).padStart(2, '0')}@list.example.ae`,
        passwordHash: 'scrypt$never-shown',
        createdAt: new Date(base + (i + 1) * 60_000),
      })),
    );
  });
  afterAll(() => app.close());

  const list = async (query: Record<string, string> = {}) => {
    const res = await admin.get('/api/admin/dashboard/users', query);
    expect(res.statusCode).toBe(200);
    return res.json<Page>();
  };
  const numbers = (page: Page) => page.users.map((u) => Number(/\d+/.exec(u.email)?.[0]));

  it('pages newest first with the total, 20 by default', async () => {
    const first = await list();
    expect(first).toMatchObject({
      success: true,
      total: 25,
      totalCapped: false,
      page: 1,
      limit: 20,
    });
    expect(numbers(first)).toEqual(Array.from({ length: 20 }, (_, i) => 25 - i));
    expect(first.users[0]).toEqual({
      _id: expect.any(String),
      fullname: 'Sara_Lee',
      email: 'customer25@list.example.ae',
      createdAt: '2030-03-01T08:25:00.000Z',
    });
    const pages = await Promise.all(['1', '2', '3'].map((page) => list({ page, limit: '10' })));
    expect(pages.map(numbers)).toEqual([
      [25, 24, 23, 22, 21, 20, 19, 18, 17, 16],
      [15, 14, 13, 12, 11, 10, 9, 8, 7, 6],
      [5, 4, 3, 2, 1],
    ]);
    expect((await list({ page: '4', limit: '10' })).users).toEqual([]);
  });

  it('searches name or email, in any case, as plain text', async () => {
    const byName = await list({ q: 'al suw' });
    expect(byName.total).toBe(5);
    expect(byName.users.every((u) => u.fullname === 'Mariam Al Suwaidi')).toBe(true);
    expect(numbers(byName)).toEqual([21, 16, 11, 6, 1]);
    expect(numbers(await list({ q: 'CUSTOMER07' }))).toEqual([7]);
    // `_` and `%` are letters here, not LIKE wildcards.
    expect((await list({ q: 'Sara_' })).total).toBe(5);
    expect((await list({ q: 'Sara%' })).total).toBe(0);
    expect((await list({ q: 'Om_r' })).total).toBe(0);
    const paged = await list({ q: 'list.example', page: '2', limit: '20' });
    expect({ total: paged.total, shown: numbers(paged) }).toEqual({
      total: 25,
      shown: [5, 4, 3, 2, 1],
    });
    expect(await list({ q: 'nobody-by-this-name' })).toMatchObject({ users: [], total: 0 });
  });

  it.each([
    [{ limit: '101' }, 'Limit must be at most 100'],
    [{ page: '0' }, 'Page must be 1 or more'],
    [{ page: 'two' }, 'Page must be a whole number'],
    [{ q: 'x'.repeat(101) }, 'Search text must be at most 100 characters'],
    [{ q: 'al' }, 'Type at least 3 characters to search'],
  ])('answers 400 for %o', async (query, error) => {
    const res = await admin.get('/api/admin/dashboard/users', query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error });
  });

  it('keeps the total in step as customers come and go', async () => {
    const [extra] = await app.db
      .insert(users)
      .values({ fullname: 'Temporary Customer', email: 'temp@list.example.ae' })
      .returning({ id: users.id });
    expect((await list()).total).toBe(26);
    await app.db.delete(users).where(eq(users.id, extra?.id as string));
    const [counted] = await app.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect((await list()).total).toBe(counted?.n);
    expect(counted?.n).toBe(25);
  });

  it('counts and pages a search within its first 1,000 matches, newest first', async () => {
    // Bench customers joined in the hours up to a month after ours: ours are the oldest.
    await seedBenchCustomers(app.db, 1_050, undefined, new Date(base + 30 * 86_400_000));
    const all = await list({ limit: '100' });
    expect(all.total).toBe(1_075);
    const first = await list({ q: BENCH_EMAIL_DOMAIN, limit: '100' });
    expect(first).toMatchObject({ total: 1_000, totalCapped: true });
    expect(first.users.slice(0, 3).map((u) => u.email)).toEqual(
      [1, 2, 3].map((n) => benchCustomer(n).email),
    );
    const tenth = await list({ q: BENCH_EMAIL_DOMAIN, page: '10', limit: '100' });
    expect(tenth.users.at(-1)?.email).toBe(benchCustomer(1_000).email);
    const past = await list({ q: BENCH_EMAIL_DOMAIN, page: '11', limit: '100' });
    expect(past).toMatchObject({ users: [], total: 1_000, totalCapped: true });
    // Under the cap the count is exact and the page newest first.
    const few = await list({ q: '.10@bench', limit: '5' });
    expect(few).toMatchObject({ total: 1, totalCapped: false });
    expect(few.users.map((u) => u.email)).toEqual([benchCustomer(10).email]);
    // The last page of everything is read from the other end and still comes newest first.
    const last = await list({ page: '11', limit: '100' });
    expect(last.users).toHaveLength(75);
    expect(last.users.slice(50).map((u) => u.email)).toEqual(
      Array.from(
        { length: 25 },
        (_, i) => `customer${String(25 - i).padStart(2, '0')}@list.example.ae`,
      ),
    );
    expect(last.users[49]?.email).toBe(benchCustomer(1_050).email);
  }, 120_000);

  it('is the admin’s only: 401 without a token, 403 for a shopper', async () => {
    expect(await roleStatuses(app, { method: 'GET', url: '/api/admin/dashboard/users' })).toEqual({
      anonymous: 401,
      shopper: 403,
      admin: 200,
    });
  });
});
