/** Card rules the built-in test provider and the card form share (Stripe checks its own). */

/** Digits only: spaces and dashes people type between groups are dropped. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number passes; 13 to 19 digits. */
export function isValidCardNumber(number: string): boolean {
  const digits = cardDigits(number);
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A card is valid through the last day of its expiry month; two-digit years mean 20xx. */
export function isCardExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (expMonth - 1) < current;
}

/** The four digits kept after a payment; nothing else of the number is stored. */
export function cardLast4(number: string): string {
  return cardDigits(number).slice(-4);
}
