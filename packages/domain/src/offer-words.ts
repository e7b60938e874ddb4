/**
 * An offer's discount line in Arabic. The shop owner writes it once, in English ('Up to 50% OFF',
 * '30% OFF', 'Save up to 25%'); the Arabic pages say the same in Arabic when it has one of the
 * usual shapes, and show the owner's own words as written otherwise (null here). Digits stay
 * Western, as UAE shops write them.
 */
const SHAPES: ReadonlyArray<readonly [RegExp, (percent: string) => string]> = [
  [/^(?:up ?to|upto) (\d{1,3}) ?% ?off!?$/, (n) => `خصم حتى ${n}%`],
  [/^save up ?to (\d{1,3}) ?%!?$/, (n) => `وفّر حتى ${n}%`],
  [/^(?:flat |extra )?(\d{1,3}) ?% ?off!?$/, (n) => `خصم ${n}%`],
  [/^save (\d{1,3}) ?%!?$/, (n) => `وفّر ${n}%`],
];

export function arabicDiscountText(text: string): string | null {
  const plain = text.trim().replace(/\s+/g, ' ').toLowerCase();
  for (const [shape, arabic] of SHAPES) {
    const percent = shape.exec(plain)?.[1];
    if (percent) return arabic(percent);
  }
  return null;
}
