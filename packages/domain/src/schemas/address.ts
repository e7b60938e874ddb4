import { z } from 'zod';
import {
  AREA_MAX_CHARS,
  BUILDING_NUMBER_MAX_CHARS,
  COUNTRY,
  DEFAULT_CITY,
  EMIRATES,
  STREET_NAME_MAX_CHARS,
} from '../constants';
import {
  choice,
  idField,
  ignoredField,
  numberToString,
  optional,
  requiredText,
  text,
} from './fields';
import { normalizeUaeMobile, UAE_MOBILE_MESSAGE } from '../phone';

const POBOX_MESSAGE = 'PO Box should contain only numbers (max 6 digits)';
const NAME_MESSAGE = 'Please enter a valid name (2-50 characters, letters only)';
// Letters of any script (with their combining marks), spaces, apostrophes and hyphens.
const NAME_PATTERN = /^(?=.*\p{L})[\p{L}\p{M} '’-]{2,50}$/u;

function parseBooleanText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : value;
}

export const addressSchema = z.object({
  username: requiredText('Name is required', { tooLong: NAME_MESSAGE }).regex(
    NAME_PATTERN,
    NAME_MESSAGE,
  ),
  mobileno: requiredText('Mobile number is required', { max: 30, tooLong: UAE_MOBILE_MESSAGE })
    .refine((value) => normalizeUaeMobile(value) !== null, UAE_MOBILE_MESSAGE)
    .transform((value) => normalizeUaeMobile(value) ?? value),
  buildingNumber: requiredText('Building number is required', {
    max: BUILDING_NUMBER_MAX_CHARS,
    tooLong: 'Building number is too long',
  }),
  streetName: requiredText('Street name is required', {
    max: STREET_NAME_MAX_CHARS,
    tooLong: 'Street name is too long',
  }),
  area: requiredText('Area is required', { max: AREA_MAX_CHARS, tooLong: 'Area name is too long' }),
  // Default only when the key is absent; a blank city is an error.
  city: requiredText('City is required', { max: 100, tooLong: 'City name is too long' }).default(
    DEFAULT_CITY,
  ),
  emirate: choice(EMIRATES, 'Emirate selection is required'),
  pobox: optional(
    z.preprocess(
      numberToString,
      text({ max: 6, tooLong: POBOX_MESSAGE }, POBOX_MESSAGE).regex(/^\d{1,6}$/, POBOX_MESSAGE),
    ),
  ),
  savedaddressas: choice(['Home', 'Work'], 'Please select Home or Work'),
  defaultaddress: z
    .preprocess(parseBooleanText, z.boolean({ error: 'Default address must be true or false' }))
    .default(false),
  // Always the UAE, whatever the client sent.
  country: ignoredField('The country.').transform(() => COUNTRY),
  userid: ignoredField("The shopper's id: the token names the shopper."),
});
export type AddressInput = z.infer<typeof addressSchema>;

/** Remove or make default: the saved address's `_id`. */
export const addressIdSchema = z.object({ addressid: idField('Address id is required') });
export type AddressIdInput = z.infer<typeof addressIdSchema>;
