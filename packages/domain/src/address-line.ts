import { COUNTRY, emirateName } from './constants';

/** The country in `language`: the UAE's Arabic name on an Arabic page, any other as written. */
export function countryName(country: string, language: 'en' | 'ar'): string {
  return language === 'ar' && country === COUNTRY ? 'الإمارات العربية المتحدة' : country;
}

/** What an address line is made of: the fields every saved or shipped address has. */
export type AddressParts = {
  buildingNumber?: string | null;
  streetName?: string | null;
  area?: string | null;
  city?: string | null;
  emirate?: string | null;
  pobox?: string | null;
  country?: string | null;
};

/**
 * An address on one line in the page's language: the emirate and the country in Arabic on an
 * Arabic page ('دبي'، 'الإمارات العربية المتحدة'), the PO Box as 'ص.ب.'; what the shopper typed
 * (building, street, area, city) stays as typed. The country only when asked for (the order's
 * confirmation shows it, an address book does not). Tax documents keep the English address.
 */
export function addressOneLine(
  a: AddressParts,
  language: 'en' | 'ar',
  { country = false }: { country?: boolean } = {},
): string {
  const arabic = language === 'ar';
  const pobox = a.pobox ? `${arabic ? 'ص.ب.' : 'PO Box'} ${a.pobox}` : null;
  const inCountry = country && a.country ? countryName(a.country, language) : null;
  return [
    a.buildingNumber,
    a.streetName,
    a.area,
    a.city,
    a.emirate ? emirateName(a.emirate, language) : null,
    pobox,
    inCountry,
  ]
    .filter(Boolean)
    .join(arabic ? '، ' : ', ');
}
