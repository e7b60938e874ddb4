import { createTranslator } from '@/i18n';

/**
 * The words of a cancel once the order has shipped (decision 55), in both languages. They load
 * with My Orders, not with the storefront's catalogues: every page's first script stays within
 * its size budget for text only this page shows.
 */
const en = {
  requestTitle: 'Ask to cancel this order?',
  requestText:
    'Order {id} has already shipped. We will ask the courier to bring it back to us; once it is back, the order is cancelled and your money returned the way you paid.',
  requestConfirm: 'Yes, ask to cancel',
  requested: 'Cancellation requested',
  requestedText:
    'We have asked the courier to return the parcel. Your refund follows once it is back with us.',
  reasonLegend: 'Why do you want to cancel?',
  noteLabel: 'Anything you would like to tell us?',
  optional: '(optional)',
} as const;

const ar: Record<keyof typeof en, string> = {
  requestTitle: 'هل تريد طلب إلغاء هذا الطلب؟',
  // The order id is Latin: isolated, so it keeps its own direction inside the Arabic line.
  requestText:
    'تم شحن الطلب \u2068{id}\u2069 بالفعل. سنطلب من شركة الشحن إعادته إلينا، وعند عودته يُلغى الطلب ويُعاد إليك المبلغ بالطريقة التي دفعت بها.',
  requestConfirm: 'نعم، اطلب الإلغاء',
  requested: 'تم طلب الإلغاء',
  requestedText: 'طلبنا من شركة الشحن إعادة الطرد، ونعيد إليك المبلغ بعد وصوله إلينا.',
  reasonLegend: 'لماذا تريد إلغاء الطلب؟',
  noteLabel: 'هل تودّ إخبارنا بشيء آخر؟',
  optional: '(اختياري)',
};

export const { t: cancelText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const cancelRequestCatalogues = { en, ar };
