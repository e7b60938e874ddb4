import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '#platform/passwords';
import { buildTestApp, buildTestApps } from '#test/helper';
import { admins, offers, products, users, wallets } from '#db/schema';
import { demoImageJobs } from './demo-images';
import { DEMO_SHOPPER } from './ensure-accounts';
import { prepareData } from './prepare-data';

describe('start-up data with SEED=demo', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ seed: 'demo' });
    await prepareData(app);
  }, 120_000);
  // Closing stops the rendering after the images under way (the next describe shows it is clean):
  // drawing all 1,188 images here would cost about 25 s of CPU and prove nothing more. The
  // journeys' store template waits for every image, drawn by this same start-up.
  afterAll(() => app.close(), 120_000);

  const count = async (table: typeof products | typeof offers) =>
    (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n ?? 0;

  it('loads the demo catalogue, serving any image at once even while the rest render', async () => {
    expect(await count(products)).toBeGreaterThanOrEqual(60);
    expect(await count(offers)).toBeGreaterThanOrEqual(3);
    const res = await app.inject({ url: '/api/catalog/products?limit=60&sort=price-desc' });
    const last = res.json().items.at(-1);
    for (const url of [last.defaultImg, last.defaultImg.replace(/\.webp$/, '-400.webp')]) {
      const image = await app.inject({ url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/webp');
      expect(image.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('answers 404 for media that is neither on disk nor a demo image', async () => {
    for (const url of ['/media/seed/nope.webp', '/media/..%2Fjwt-secret']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(404);
    }
    // A dot-dot path is normalised away from /media/ and never reaches the file system.
    const traversal = await app.inject({ url: '/media/../package.json' });
    expect(traversal.body).not.toContain('workspaces');
    expect((await app.inject({ url: '/media/%E0%A4%A' })).statusCode).toBe(400);
  });

  it('creates the demo shopper with a hashed password and a wallet', async () => {
    const [user] = await app.db.select().from(users).where(eq(users.email, DEMO_SHOPPER.email));
    expect(user).toBeDefined();
    expect(await verifyPassword(DEMO_SHOPPER.password, user!.passwordHash!)).toBe(true);
    const [wallet] = await app.db.select().from(wallets).where(eq(wallets.userId, user!.id));
    expect(wallet?.balanceFils).toBe(DEMO_SHOPPER.walletFils);
  });

  it('creates the configured admin', async () => {
    const [admin] = await app.db.select().from(admins).where(eq(admins.username, 'admin'));
    expect(await verifyPassword('admin-test-password', admin!.passwordHash)).toBe(true);
  });

  it('does not seed twice on a restart', async () => {
    const before = await count(products);
    await prepareData(app);
    expect(await count(products)).toBe(before);
  });
});

describe('closing the store while the demo images render', () => {
  it('stops after the images under way and logs what is left, with no error', async () => {
    const lines: string[] = [];
    const app = await buildTestApp(
      { seed: 'demo', logLevel: 'info' },
      { logStream: { write: (line: string) => void lines.push(line) } },
    );
    const { mediaReady } = await prepareData(app);
    // Close removes the test's DATA_DIR: an image written after it would fail with ENOENT.
    await app.close();
    let settled = false;
    void mediaReady.then(() => (settled = true));
    await new Promise((r) => setTimeout(r, 0));
    expect(settled).toBe(true);

    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const stopped = logged.find((l) => l.msg === 'demo images stopped with the server');
    const total = demoImageJobs().length;
    expect(stopped?.left).toBeGreaterThan(0);
    expect(stopped?.left).toBeLessThan(total);
    expect(logged.filter((l) => Number(l.level) >= 50)).toEqual([]);
    expect(logged.some((l) => l.msg === 'demo images rendered')).toBe(false);
  }, 60_000);
});

describe('admin bootstrap without ADMIN_USERNAME', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ admin: undefined });
  });
  afterAll(() => app.close());

  it('creates an admin with a random password printed once', async () => {
    const printed: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string) => {
      printed.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
    try {
      await prepareData(app);
      await prepareData(app);
    } finally {
      process.stdout.write = write;
    }
    const announcements = printed.filter((p) => p.includes('Back office account created'));
    expect(announcements).toHaveLength(1);
    const password = /password: (\S+)/.exec(announcements[0]!)?.[1];
    const [admin] = await app.db.select().from(admins);
    expect(admin?.username).toBe('admin');
    expect(await verifyPassword(password!, admin!.passwordHash)).toBe(true);
  }, 60_000);
});

describe('several instances starting together on one database', () => {
  let apps: FastifyInstance[];
  beforeAll(async () => {
    apps = await buildTestApps(3, { admin: { username: 'Owner', password: 'owner-password' } });
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it('all prepare their data, and the configured admin is created once', async () => {
    const results = await Promise.allSettled(apps.map((app) => prepareData(app)));
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const owners = await apps[0]!.db
      .select()
      .from(admins)
      .where(sql`lower(${admins.username}) = 'owner'`);
    expect(owners).toHaveLength(1);
    expect(await verifyPassword('owner-password', owners[0]!.passwordHash)).toBe(true);
    const signIn = await apps[2]!.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username: 'Owner', password: 'owner-password' },
    });
    expect(signIn.statusCode).toBe(200);
  }, 60_000);
});
