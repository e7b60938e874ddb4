import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '#db/client';
import { addresses } from '#db/schema';
import { isUuid } from '#db/ids';

type Handle = Db | Tx;

export type AddressRow = typeof addresses.$inferSelect;

export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The shopper's own address; undefined for an unknown id or another shopper's. */
export async function findAddress(
  tx: Handle,
  userId: string,
  addressId: string,
): Promise<AddressRow | undefined> {
  // A non-uuid never reaches the uuid column (it would be a 500, not a 404).
  if (!isUuid(addressId)) return undefined;
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

/** Default first, then oldest first, so the list does not reshuffle as addresses are added. */
export async function listAddresses(db: Handle, userId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
}

/** The shopper row lock is auth's: address changes of one shopper run one at a time. */
export { lockShopper } from '#modules/auth';

export async function countAddresses(tx: Handle, userId: string): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return row?.n ?? 0;
}

export async function insertAddress(tx: Handle, values: NewAddress): Promise<AddressRow> {
  const [row] = await tx.insert(addresses).values(values).returning();
  if (!row) throw new Error('address insert returned no row');
  return row;
}

/** Makes `addressId` the shopper's only default address. */
export async function setDefault(tx: Handle, userId: string, addressId: string) {
  const now = new Date();
  await tx
    .update(addresses)
    .set({ isDefault: false, updatedAt: now })
    .where(
      and(eq(addresses.userId, userId), ne(addresses.id, addressId), eq(addresses.isDefault, true)),
    );
  const [row] = await tx
    .update(addresses)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Removes the shopper's address; the removed row, or undefined when it was not theirs. */
export async function deleteAddress(tx: Handle, userId: string, addressId: string) {
  if (!isUuid(addressId)) return undefined;
  const [row] = await tx
    .delete(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Removes every address of the shopper (what an unproven registration saved, decision 10). */
export async function deleteAllAddresses(tx: Handle, userId: string): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}

/** The oldest remaining address, to inherit the default when the default one is removed. */
export async function oldestAddressId(tx: Handle, userId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
    .limit(1);
  return row?.id;
}
