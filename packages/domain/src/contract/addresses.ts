import { z } from 'zod';
import { addressSchema } from '../schemas/address';
import { answer, id } from './fields';

/**
 * The address as answers carry it: the fields of the domain's `addressSchema` with the values it
 * stores (after its trimming and normalising), so the shape is written once.
 */
const shape = addressSchema.shape;
const addressText = {
  username: z.string(),
  mobileno: z.string(),
  buildingNumber: z.string(),
  streetName: z.string(),
  area: z.string(),
  city: z.string(),
  country: z.string(),
} satisfies Partial<Record<keyof typeof shape, z.ZodType>>;

/** The address an order was shipped to, as it was at checkout. */
export const shippingAddressAnswer = answer({
  ...addressText,
  emirate: z.string(),
  pobox: z.string().nullish(),
  savedaddressas: z.string(),
});
export type ShippingAddress = z.output<typeof shippingAddressAnswer>;

/** A saved address of GET /api/checkout/Address. */
export const addressAnswer = answer({
  ...shippingAddressAnswer.shape,
  _id: id,
  userid: id,
  savedaddressas: shape.savedaddressas.out,
  emirate: shape.emirate.out,
  defaultaddress: z.boolean(),
});
export type Address = z.output<typeof addressAnswer>;

/** A saved address as the console's customer profile shows it. */
export const customerAddressAnswer = addressAnswer;
export type CustomerAddress = z.output<typeof customerAddressAnswer>;

/** GET /api/checkout/Address: the shopper's saved addresses, default first. */
export const addressesAnswer = answer({
  success: z.literal(true),
  addresses: z.array(addressAnswer),
});
export type AddressesResponse = z.output<typeof addressesAnswer>;
