// The products feature's surface for other console pages: one product by id (the offer form
// checks a typed product id with it).
export { getProduct } from './api/get-product';
