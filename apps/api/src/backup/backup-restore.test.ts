import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken } from '#test/admin-token';
import { buildTestApp, createScratchDatabase } from '#test/helper';
import { bearer } from '../modules/auth/test-users';
import { checkoutKit } from '../modules/checkout/checkout-test-kit';
import {
  invoiceSeq,
  ledgerOf,
  openStore,
  ordersOf,
  runCommand,
  type OrderSeen,
} from './backup-test-kit';

// On the embedded database by default, where the running store hands the command its copy over
// DATA_DIR's socket; with DATABASE_URL, on a PostgreSQL server through pg_dump and pg_restore.
let app: FastifyInstance;
let kit: ReturnType<typeof checkoutKit>;
let admin: string;
let restored: FastifyInstance | undefined;
/** What the first test restored, for the refusal's test to try again over. */
let restoredFrom:
  | {
      file: string;
      target: { dataDir: string; databaseUrl: string | undefined };
      nextId: string;
      token: string;
    }
  | undefined;
const scratch: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  app = await buildTestApp({ rateLimitMultiplier: 100 }, { embeddedOnDisk: true });
  await app.listen({ port: 0, host: '127.0.0.1' });
  kit = checkoutKit(app);
  admin = await adminToken(app);
});
afterAll(async () => {
  await restored?.close();
  // The restore's database is dropped through the test's own, so before that one goes.
  for (const clean of scratch) await clean();
  await app.close();
});

async function tempDir() {
  const dir = await mkdtemp(path.join(tmpdir(), 'store-backup-test-'));
  scratch.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A fresh place to restore into: an empty folder, and on PostgreSQL an empty database. */
async function freshStore() {
  const dataDir = await tempDir();
  const serverUrl = app.config.databaseUrl;
  if (!serverUrl) return { dataDir, databaseUrl: undefined };
  const database = await createScratchDatabase(serverUrl, { empty: true });
  scratch.unshift(() => database.drop());
  return { dataDir, databaseUrl: database.url };
}

const webp = (background: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background } })
    .webp()
    .toBuffer();

describe('npm run backup and npm run restore', () => {
  it('back up a store taking orders, and restore every order, invoice, ledger line and image', async () => {
    const product = await kit.product({ priceFils: 2500, stock: 1000 });
    const images = new Map<string, Buffer>();
    for (const [i, key] of product.colors.flatMap((c) => c.imageKeys).entries()) {
      const body = await webp(['#2a6f97', '#c0392b', '#27ae60'][i % 3] ?? '#000');
      await app.mediaStorage.put(key, body, 'image/webp');
      images.set(key, body);
    }
    const shoppers = await Promise.all(Array.from({ length: 3 }, () => kit.shopper()));
    for (const s of shoppers) await kit.topUp(s.userId, 10_000_000);

    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    // A checkout through the listening store, paid from the wallet: its invoice is issued at once.
    const checkout = async (s: (typeof shoppers)[number]) => {
      await kit.fill(s.userId, product.id, 1);
      const res = await fetch(`${base}/api/order/addOrder`, {
        method: 'POST',
        headers: { ...bearer(s.token), 'content-type': 'application/json' },
        body: JSON.stringify({ addressId: s.addressId, paymentMethod: 'wallet' }),
      });
      if (res.status !== 201) throw new Error(`checkout ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { order: { _id: string } }).order._id;
    };
    const placedBefore = new Set<string>();
    for (const s of shoppers) placedBefore.add(await checkout(s));

    // Shoppers keep checking out while the backup runs.
    let backupStarted = false;
    let running = true;
    const placing = shoppers.map(async (s) => {
      let placed = 0;
      while (running || placed < 2) {
        const id = await checkout(s);
        // Answered before the command started: it was committed before the backup's copy.
        if (!backupStarted) placedBefore.add(id);
        placed += 1;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const file = path.join(await tempDir(), 'store.tar.gz');
    const source = { dataDir: app.config.dataDir, databaseUrl: app.config.databaseUrl };
    let backup;
    try {
      const backupRun = runCommand('backup', [file], source);
      backupStarted = true;
      backup = await backupRun;
    } finally {
      running = false;
      await Promise.allSettled(placing);
    }
    await Promise.all(placing);
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(
      /^backup written to .*store\.tar\.gz: .* MB, the (embedded|postgres) database and 3 images/,
    );

    const original = new Map<string, OrderSeen>();
    for (const s of shoppers) for (const o of await ordersOf(app, s.token)) original.set(o._id, o);
    const target = await freshStore();
    const restore = await runCommand('restore', [file], target);
    expect(restore.stderr).toBe('');
    expect(restore.code).toBe(0);
    expect(restore.stdout).toMatch(/^restored the (embedded|postgres) database of .* and 3 images/);

    restored = await openStore(app.config, target.dataDir, target.databaseUrl);
    const back = new Map<string, OrderSeen>();
    for (const s of shoppers) for (const o of await ordersOf(restored, s.token)) back.set(o._id, o);
    // Every order placed before the backup began is back, and each order back is as it was.
    for (const id of placedBefore) expect(back.has(id)).toBe(true);
    for (const [id, order] of back) expect(order).toEqual(original.get(id));
    expect(back.size).toBeGreaterThanOrEqual(placedBefore.size);
    // Its invoices are numbered on from the first without a gap or a repeat.
    const seqs = [...back.values()]
      .map((o) => invoiceSeq(o.invoiceNumber ?? 'none'))
      .sort((a, b) => a - b);
    const first = seqs[0] ?? 0;
    expect(seqs).toEqual(seqs.map((_, i) => first + i));

    for (const s of shoppers) {
      const ledger = await ledgerOf(restored, admin, s.userId);
      const was = new Map((await ledgerOf(app, admin, s.userId)).lines.map((l) => [l._id, l]));
      for (const line of ledger.lines) expect(line).toEqual(was.get(line._id));
      // Each order back has its wallet debit, and no debit is back without its order.
      const codes = [...back.values()].filter((o) => o.userid === s.userId).map((o) => o.orderid);
      const debited = ledger.lines.filter((l) => l.type === 'debit').map((l) => l.orderid);
      expect(debited.sort()).toEqual(codes.sort());
      const sum = ledger.lines.reduce(
        (n, l) => n + (l.type === 'credit' ? l.amount : -l.amount),
        0,
      );
      expect(sum.toFixed(2)).toBe(ledger.balance.toFixed(2));
    }

    for (const [key, body] of images) {
      const res = await restored.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(body)).toBe(true);
    }

    // The next order on the restored store takes the next invoice number.
    const [shopper] = shoppers;
    if (!shopper) throw new Error('no shopper');
    const onRestored = checkoutKit(restored);
    // The copy may hold a bag filled a moment before its checkout: that bag is then the one bought.
    if ((await onRestored.cartSize(shopper.userId)) === 0) {
      await onRestored.fill(shopper.userId, product.id, 1);
    }
    const next = await onRestored.addOrder(shopper.token, {
      addressId: shopper.addressId,
      paymentMethod: 'wallet',
    });
    expect(next.statusCode).toBe(201);
    const nextId = next.json<{ order: { _id: string } }>().order._id;
    const after = await ordersOf(restored, shopper.token);
    expect(after.find((o) => o._id === nextId)?.invoiceNumber).toBe(
      `INV-${String((seqs.at(-1) ?? 0) + 1).padStart(6, '0')}`,
    );
    restoredFrom = { file, target, nextId, token: shopper.token };
    // Two programs start and two stores open a database folder: seconds on a quiet machine.
  }, 120_000);

  it('refuses to restore over a store that holds data, and changes nothing', async () => {
    if (!restoredFrom || !restored) throw new Error('the restore above did not run');
    const { file, target, nextId, token } = restoredFrom;
    const running = await runCommand('restore', [file], target);
    expect(running.code).toBe(1);
    expect(running.stderr).toMatch(
      target.databaseUrl
        ? /^This store is not empty/
        : /^A store is running on .*: stop it, then restore\./,
    );
    const before = await ordersOf(restored, token);
    await restored.close();
    restored = undefined;

    const refused = await runCommand('restore', [file], target);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(
      /^This store is not empty \(.*3 images in .*\)\. Nothing was changed\. To replace all of it with the backup, run the restore again with --force\./,
    );
    expect(await readdir(path.join(target.dataDir, 'media', 'test'))).toHaveLength(3);
    restored = await openStore(app.config, target.dataDir, target.databaseUrl);
    expect(await ordersOf(restored, token)).toEqual(before);
    expect(before.some((o) => o._id === nextId)).toBe(true);
  }, 60_000);

  it('with --force replaces that store with the backup', async () => {
    if (!restoredFrom || !restored) throw new Error('the restore above did not run');
    const { file, target, nextId, token } = restoredFrom;
    const before = await ordersOf(restored, token);
    await restored.close();
    restored = undefined;

    const forced = await runCommand('restore', [file, '--force'], target);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    restored = await openStore(app.config, target.dataDir, target.databaseUrl);
    // The order placed after the restore is gone again; every other order is as it was.
    expect(await ordersOf(restored, token)).toEqual(before.filter((o) => o._id !== nextId));
  }, 60_000);
});
