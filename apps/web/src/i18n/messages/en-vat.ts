/**
 * English messages of the VAT-inclusive prices the storefront shows (decision 32);
 * spread into en.ts. Each view says once that its prices include VAT.
 */
export const enVat = {
  'vat.incl': 'incl. VAT',
  'vat.pricesIncl': 'All prices incl. VAT',
  'vat.included': 'VAT {percent}% included: {amount}',
  'vat.items': 'Items',
  'vat.rounding': 'Rounding',
  'vat.roundingNote':
    'Each price is rounded to the fils on its own, while VAT is worked out once on the whole bag: the total is what you pay.',
  'vat.totalIncl': 'Total (incl. VAT)',
};
