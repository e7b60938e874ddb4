import type { Product } from '../catalog';

/** Shapes of the wishlist API's JSON. */
export type WishlistEntry = { productid: string };

export type Wishlist = { success: true; wishlist: WishlistEntry[]; items: Product[] };

export type WishlistChange = { success: true; message: string; wishlist: WishlistEntry[] };
