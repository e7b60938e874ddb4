import type { enVat } from './en-vat';

/** Arabic of en-vat.ts: Modern Standard Arabic as UAE shops write it. */
export const arVat: Record<keyof typeof enVat, string> = {
  'vat.incl': 'شامل ضريبة القيمة المضافة',
  'vat.pricesIncl': 'جميع الأسعار شاملة ضريبة القيمة المضافة',
  'vat.included': 'ضريبة القيمة المضافة {percent}% مشمولة: {amount}',
  'vat.items': 'المنتجات',
  'vat.rounding': 'فرق التقريب',
  'vat.roundingNote':
    'يُقرَّب سعر كل منتج إلى أقرب فلس على حدة، بينما تُحسب ضريبة القيمة المضافة مرة واحدة على الحقيبة كلها: الإجمالي هو المبلغ الذي تدفعه.',
  'vat.totalIncl': 'الإجمالي (شامل ضريبة القيمة المضافة)',
};
