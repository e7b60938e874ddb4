export {
  deleteAllAddresses,
  findAddress,
  listAddresses,
  shippingSnapshot,
} from './address-repository';
export { addressRoutes } from './address-routes';
