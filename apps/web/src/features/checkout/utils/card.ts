/** Card form helpers: formatting as typed and a completeness check before Pay is enabled. */

const digits = (text: string) => text.replace(/\D/g, '');

/** '4242424242424242' -> '4242 4242 4242 4242' (at most 19 digits). */
export function formatCardNumber(input: string): string {
  return digits(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' -> '12 / 28'; keeps a lone month digit as typed. */
export function formatExpiry(input: string): string {
  const d = digits(input).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)} / ${d.slice(2)}`;
}

/** Month and two-digit year as numbers, or null when the text is not MM/YY with a month 1-12. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const d = digits(text);
  if (d.length !== 4) return null;
  const expMonth = Number(d.slice(0, 2));
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: 2000 + Number(d.slice(2)) };
}

export type CardFields = { number: string; expiry: string; cvc: string };

/** The first card field still missing or incomplete, which the form names under Pay. */
export type CardGap = 'number' | 'expiry' | 'cvc';

/**
 * The first field not complete enough to try (12-19 digits, MM/YY, a 3-4 digit CVC), or null.
 * Whether the number is valid, or the card expired, is the provider's answer, shown as it gives it.
 */
export function cardGap(card: CardFields): CardGap | null {
  const n = digits(card.number).length;
  if (n < 12 || n > 19) return 'number';
  if (parseExpiry(card.expiry) === null) return 'expiry';
  if (!/^\d{3,4}$/.test(card.cvc)) return 'cvc';
  return null;
}

/** Whether the fields are complete enough to try. */
export function cardComplete(card: CardFields): boolean {
  return cardGap(card) === null;
}
