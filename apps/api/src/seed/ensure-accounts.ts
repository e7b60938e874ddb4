import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '#config/env';
import { startupPasswords, type PasswordHasher } from '#platform/passwords';
import type { Db, Tx } from '#db/client';
import { admins, users, wallets, walletTransactions } from '#db/schema';

export const DEMO_SHOPPER = {
  email: 'demo@souqstyle.ae',
  password: 'demo1234',
  fullname: 'Aisha Rahman',
  phoneno: '0501234567',
  address: 'Marina Walk, Dubai Marina, Dubai',
  walletFils: 25_000,
} as const;

/**
 * ADMIN_USERNAME/ADMIN_PASSWORD create or update that admin at every start. With neither and no
 * admin at all, an `admin` account gets a random password that is printed once. Run it under the
 * start-up lock (prepare-data.ts): it reads, then writes.
 */
export async function ensureAdmin(
  db: Db | Tx,
  admin: Config['admin'],
  announce: (message: string) => void,
  passwords: PasswordHasher = startupPasswords(),
): Promise<void> {
  const { hash: hashPassword, verify: verifyPassword } = passwords;
  if (admin) {
    const existing = await db
      .select({ id: admins.id, passwordHash: admins.passwordHash })
      .from(admins)
      .where(sql`lower(${admins.username}) = lower(${admin.username})`);
    if (existing.length && !admin.password) return;
    // Every start sees ADMIN_PASSWORD again: rehashing the same password would change the hash
    // and so end the admin's sessions (migration 0006) on every restart.
    const [current] = existing;
    if (current && admin.password && (await verifyPassword(admin.password, current.passwordHash))) {
      return;
    }
    const password = admin.password ?? randomBytes(12).toString('base64url');
    const passwordHash = await hashPassword(password);
    const [found] = existing;
    if (found) {
      await db
        .update(admins)
        .set({ passwordHash, updatedAt: new Date() })
        .where(eq(admins.id, found.id));
    } else {
      await db.insert(admins).values({ username: admin.username, passwordHash });
    }
    if (!admin.password) announceCredentials(announce, admin.username, password);
    return;
  }
  const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(admins);
  if (n > 0) return;
  const password = randomBytes(12).toString('base64url');
  const inserted = await db
    .insert(admins)
    .values({ username: 'admin', passwordHash: await hashPassword(password) })
    .onConflictDoNothing()
    .returning({ id: admins.id });
  if (inserted.length) announceCredentials(announce, 'admin', password);
}

function announceCredentials(announce: (m: string) => void, username: string, password: string) {
  announce(
    [
      '',
      '  Back office account created (shown once, keep it safe):',
      `    username: ${username}`,
      `    password: ${password}`,
      '  Sign in at /admin/login. Set ADMIN_USERNAME and ADMIN_PASSWORD to choose your own.',
      '',
    ].join('\n'),
  );
}

/** The demo shopper of the README, with some wallet money so every payment path can be tried. */
export async function ensureDemoShopper(
  db: Db,
  passwords: PasswordHasher = startupPasswords(),
): Promise<void> {
  const passwordHash = await passwords.hash(DEMO_SHOPPER.password);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        fullname: DEMO_SHOPPER.fullname,
        email: DEMO_SHOPPER.email,
        phoneno: DEMO_SHOPPER.phoneno,
        address: DEMO_SHOPPER.address,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    await tx.insert(wallets).values({ userId: user.id, balanceFils: DEMO_SHOPPER.walletFils });
    await tx.insert(walletTransactions).values({
      userId: user.id,
      type: 'credit',
      amountFils: DEMO_SHOPPER.walletFils,
      balanceAfterFils: DEMO_SHOPPER.walletFils,
      note: 'Welcome credit',
      reference: `welcome-credit:${user.id}`,
    });
  });
}
