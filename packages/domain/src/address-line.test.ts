import { describe, expect, it } from 'vitest';

import { addressOneLine, countryName } from './address-line';

const home = {
  buildingNumber: 'Villa 12',
  streetName: 'Al Wasl Road',
  area: 'Jumeirah 1',
  city: 'Dubai',
  emirate: 'Dubai',
  pobox: '12345',
  country: 'United Arab Emirates',
};

describe('an address on one line', () => {
  it.each([
    ['en', {}, 'Villa 12, Al Wasl Road, Jumeirah 1, Dubai, Dubai, PO Box 12345'],
    ['ar', {}, 'Villa 12، Al Wasl Road، Jumeirah 1، Dubai، دبي، ص.ب. 12345'],
    [
      'en',
      { country: true },
      'Villa 12, Al Wasl Road, Jumeirah 1, Dubai, Dubai, PO Box 12345, United Arab Emirates',
    ],
    [
      'ar',
      { country: true },
      'Villa 12، Al Wasl Road، Jumeirah 1، Dubai، دبي، ص.ب. 12345، الإمارات العربية المتحدة',
    ],
  ] as const)('in %s %o', (language, options, expected) => {
    expect(addressOneLine(home, language, options)).toBe(expected);
  });

  it('leaves out what the address lacks, and keeps a name it does not know as written', () => {
    expect(
      addressOneLine(
        { buildingNumber: '4', streetName: 'Corniche', emirate: 'Ras Al Khaimah', pobox: null },
        'ar',
      ),
    ).toBe('4، Corniche، رأس الخيمة');
    expect(addressOneLine({ city: 'Muscat', country: 'Oman' }, 'ar', { country: true })).toBe(
      'Muscat، Oman',
    );
  });

  it('names the UAE in Arabic on an Arabic page, and any other country as written', () => {
    expect(countryName('United Arab Emirates', 'ar')).toBe('الإمارات العربية المتحدة');
    expect(countryName('United Arab Emirates', 'en')).toBe('United Arab Emirates');
    expect(countryName('Oman', 'ar')).toBe('Oman');
  });
});
