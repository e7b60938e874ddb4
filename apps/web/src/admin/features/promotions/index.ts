// Promotions' surface for the other console features: the list a linked offer picks from. Its
// pages load lazily from routes/ and are not reached through here.
export { usePromotions } from './api/get-promotions';
