export { addressRoutes } from './address-routes';
export {
  deleteAllAddresses,
  findAddress,
  list as savedAddressesOf,
  listAddresses,
  shippingSnapshot,
} from './address-service';
export type { AddressJson } from './address-service';
