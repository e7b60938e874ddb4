import type { Address, Sent } from '@store/domain/contract';
import { MAX_SAVED_ADDRESSES, type AddressInput } from '@store/domain';
import type { Db, Tx } from '#db/client';
import type { ShippingAddressSnapshot } from '#db/schema';
import { refusal } from '#platform/errors';
import { unauthorized } from '#platform/tokens';
import * as repo from './address-repository';

/** The address as an order keeps it: a copy that later edits of the saved address do not touch. */
export function shippingSnapshot(address: repo.AddressRow): ShippingAddressSnapshot {
  return {
    username: address.username,
    mobileno: address.mobileno,
    buildingNumber: address.buildingNumber,
    streetName: address.streetName,
    area: address.area,
    city: address.city,
    emirate: address.emirate,
    pobox: address.pobox,
    country: address.country,
    savedaddressas: address.savedaddressas,
  };
}

/** An address as `GET /api/checkout/Address` answers it. */
export function addressJson(row: repo.AddressRow): Sent<Address> {
  return {
    _id: row.id,
    userid: row.userId,
    username: row.username,
    mobileno: row.mobileno,
    buildingNumber: row.buildingNumber,
    streetName: row.streetName,
    area: row.area,
    city: row.city,
    emirate: row.emirate,
    country: row.country,
    pobox: row.pobox,
    savedaddressas: row.savedaddressas,
    defaultaddress: row.isDefault,
  };
}

export type AddressJson = ReturnType<typeof addressJson>;

const addressNotFound = () => refusal('not_found', 'ADDRESS_NOT_FOUND');

/**
 * Runs `work` with the shopper's users row locked, so one shopper's address changes happen one
 * at a time: the limit is counted and the single default kept without races.
 */
function asShopper<T>(db: Db, userId: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // A valid token for a deleted account: make the browser sign in again.
    if (!(await repo.lockShopper(tx, userId))) throw unauthorized();
    return work(tx);
  });
}

export async function list(db: Db, userId: string): Promise<AddressJson[]> {
  return (await repo.listAddresses(db, userId)).map(addressJson);
}

/** Saves an address; at most 3. The first one, or one marked default, becomes the only default. */
export async function add(db: Db, userId: string, input: AddressInput): Promise<AddressJson> {
  return asShopper(db, userId, async (tx) => {
    const saved = await repo.countAddresses(tx, userId);
    if (saved >= MAX_SAVED_ADDRESSES) {
      throw refusal('conflict', 'ADDRESS_LIMIT', { params: { max: MAX_SAVED_ADDRESSES } });
    }
    const { defaultaddress, userid: _ignored, ...fields } = input;
    const row = await repo.insertAddress(tx, {
      ...fields,
      pobox: fields.pobox ?? null,
      userId,
      isDefault: false,
    });
    if (saved > 0 && !defaultaddress) return addressJson(row);
    return addressJson((await repo.setDefault(tx, userId, row.id)) ?? row);
  });
}

/** Removes the shopper's own address; when it was the default, the oldest left inherits it. */
export async function remove(db: Db, userId: string, addressId: string): Promise<void> {
  await asShopper(db, userId, async (tx) => {
    const removed = await repo.deleteAddress(tx, userId, addressId);
    if (!removed) throw addressNotFound();
    if (!removed.isDefault) return;
    const next = await repo.oldestAddressId(tx, userId);
    if (next) await repo.setDefault(tx, userId, next);
  });
}

/** Makes the shopper's own address the default (checkout selects it). */
export async function makeDefault(db: Db, userId: string, addressId: string) {
  return asShopper(db, userId, async (tx) => {
    const own = await repo.findAddress(tx, userId, addressId);
    if (!own) throw addressNotFound();
    return addressJson((await repo.setDefault(tx, userId, own.id)) ?? own);
  });
}

// What checkout and card payments ask about a shopper's addresses (through the index.ts).

/** The shopper's own saved address, or undefined; inside the caller's transaction if given. */
export const findAddress: typeof repo.findAddress = (tx, userId, addressId) =>
  repo.findAddress(tx, userId, addressId);

/** The shopper's saved addresses, as stored. */
export const listAddresses: typeof repo.listAddresses = (db, userId) =>
  repo.listAddresses(db, userId);

/** Removes every address of the shopper (what an unproven registration saved, decision 10). */
export const deleteAllAddresses: typeof repo.deleteAllAddresses = (tx, userId) =>
  repo.deleteAllAddresses(tx, userId);
