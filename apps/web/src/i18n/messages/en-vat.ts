/**
 * English messages of the VAT-inclusive prices the storefront shows (issue 28, decision 32);
 * spread into en.ts. Each view says once that its prices include VAT.
 */
export const enVat = {
  'vat.incl': 'incl. VAT',
  'vat.pricesIncl': 'All prices incl. VAT',
  'vat.included': 'VAT {percent}% included: {amount}',
  'vat.items': 'Items',
  'vat.totalIncl': 'Total (incl. VAT)',
};
