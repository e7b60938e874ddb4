// The bag's public surface for the header, the product page and checkout. Pages load lazily
// from routes/, so nothing of theirs (or their CSS) reaches the home page's bundle through here.
export { useCart, getCartQueryOptions } from './api/get-cart';
export { useAddToCart } from './api/add-to-cart';
export type { Cart, CartItem, CartTotals, Selections } from '@store/domain/contract';
