import type { Db } from '#db/client';
import type { ShippingAddressSnapshot } from '#db/schema';
import { refusal } from '#platform/errors';
import { findAddress, listAddresses, shippingSnapshot } from '#modules/addresses';

/**
 * The address a card payment's order goes to, as addOrder would snapshot it: the one the page
 * named, or the shopper's default (first) one when it named none. A named address that is not
 * the shopper's is refused; no address at all records none, and such a payment is refunded if
 * its browser never comes back (there is nowhere to deliver).
 */
export async function addressForCard(
  db: Db,
  userId: string,
  addressId: string | undefined,
): Promise<ShippingAddressSnapshot | null> {
  const address = addressId
    ? await findAddress(db, userId, addressId)
    : (await listAddresses(db, userId))[0];
  if (addressId && !address) {
    throw refusal('validation', 'ADDRESS_REQUIRED', { field: 'addressId' });
  }
  if (!address) return null;
  return shippingSnapshot(address);
}
