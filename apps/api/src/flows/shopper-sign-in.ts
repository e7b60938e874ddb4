import type { Tx } from '#db/client';
import { deleteAllAddresses } from '#modules/addresses';
import { clearCart } from '#modules/cart';
import { clearWishlist } from '#modules/wishlist';

/**
 * Google sign-in taking over an account whose email was never proven: whoever registered it may
 * not own the address, so what the registration saved goes with its password (decision 10): its
 * addresses, its bag and its wishlist, in the transaction that links the Google account.
 */
export async function clearTakenOverAccount(tx: Tx, userId: string): Promise<void> {
  await deleteAllAddresses(tx, userId);
  await clearCart(tx, userId);
  await clearWishlist(tx, userId);
}
