import { describe, expect, it } from 'vitest';

import { whatsappLink } from './whatsapp-link';

describe('whatsappLink', () => {
  it('keeps only the digits of the number and encodes the greeting', () => {
    expect(whatsappLink('+971 50 123 4567', 'Hello Souq Style! I have a question.')).toBe(
      'https://wa.me/971501234567?text=Hello%20Souq%20Style!%20I%20have%20a%20question.',
    );
  });

  it('drops an international 00 prefix', () => {
    expect(whatsappLink('00971-50-1234567', 'Hi & thanks')).toBe(
      'https://wa.me/971501234567?text=Hi%20%26%20thanks',
    );
  });
});
