import { CANCEL_REASON_WORDS, formatFils, type CancelReason } from '@store/domain';
import type { Language, MailCopy } from './mail-events';
import { renderMailInBoth, type RenderedMail } from './mail-render';
import { money } from './mail-words-ar';

/**
 * What the store owner (OWNER_EMAIL) is told about. The address has no language of its own, so
 * each owner mail goes in both: English first, Arabic below it (decision 66).
 */
export type OwnerEvent = {
  kind: 'owner_cancel_requested';
  orderid: string;
  customer: string;
  /** Where the parcel is: 'shipped' or 'out-for-delivery'. */
  status: string;
  totalFils: number;
  trackingNumber: string | null;
  /** Why the shopper asks, and their own words; null when they gave none. */
  reason: CancelReason | null;
  note: string | null;
};

export type OwnerMailKind = OwnerEvent['kind'];

const WHERE: Record<Language, Record<string, string>> = {
  en: { shipped: 'shipped', 'out-for-delivery': 'out for delivery' },
  ar: { shipped: 'تم شحنه', 'out-for-delivery': 'خرج للتوصيل' },
};

/**
 * The shopper's own text (their name, their note) isolated: it may be Arabic or English in
 * either card, and keeps its own direction and its full stop at its own end.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The reason and the note as the owner reads them; 'Not given' when the shopper gave none. */
function why(event: OwnerEvent, lang: Language): MailCopy['details'] & object {
  const words = { en: ['Reason', 'Not given', 'Note'], ar: ['السبب', 'لم يُذكر', 'الملاحظة'] }[lang];
  return [
    { label: words[0]!, value: event.reason ? CANCEL_REASON_WORDS[lang][event.reason] : words[1]! },
    ...(event.note ? [{ label: words[2]!, value: isolate(event.note) }] : []),
  ];
}

function english(event: OwnerEvent, url: string | null): MailCopy {
  const where = WHERE.en[event.status] ?? event.status;
  return {
    subject: `Cancellation requested for order ${event.orderid}`,
    heading: 'A customer asked to cancel a shipped order',
    intro: [
      `${isolate(event.customer)} asked to cancel order ${event.orderid}, which is already with the courier (${where}).`,
      'Nothing has been refunded yet. Ask the courier to return the parcel; once it is back, open the order in Manage Orders and choose Returned to sender. If the parcel cannot be stopped, choose Decline request.',
    ],
    details: [
      { label: 'Order', value: event.orderid },
      { label: 'Total', value: formatFils(event.totalFils) },
      ...(event.trackingNumber ? [{ label: 'Tracking number', value: event.trackingNumber }] : []),
      ...why(event, 'en'),
    ],
    ...(url ? { button: { label: 'Open in Manage Orders', url } } : {}),
    outro: [],
    notification: '',
  };
}

function arabic(event: OwnerEvent, url: string | null): MailCopy {
  const where = WHERE.ar[event.status] ?? event.status;
  return {
    subject: `طلب إلغاء للطلب ${event.orderid}`,
    heading: 'طلب عميل إلغاء طلب تم شحنه',
    intro: [
      `طلب ${isolate(event.customer)} إلغاء الطلب ${event.orderid}، وهو الآن مع شركة الشحن (${where}).`,
      'لم يُرَدّ أي مبلغ بعد. اطلب من شركة الشحن إعادة الطرد، وعند وصوله افتح الطلب في إدارة الطلبات واختر «أُعيد إلى المرسل». وإذا تعذّر إيقاف الطرد، فاختر «رفض الطلب».',
    ],
    details: [
      { label: 'الطلب', value: event.orderid },
      { label: 'الإجمالي', value: money(event.totalFils) },
      ...(event.trackingNumber ? [{ label: 'رقم التتبع', value: event.trackingNumber }] : []),
      ...why(event, 'ar'),
    ],
    ...(url ? { button: { label: 'افتح في إدارة الطلبات', url } } : {}),
    outro: [],
    notification: '',
  };
}

/** The owner mail's words in each language; `origin` (PUBLIC_ORIGIN) links to the console. */
export function ownerCopy(
  event: OwnerEvent,
  origin: string | undefined,
): Record<Language, MailCopy> {
  const url = origin ? `${origin}/admin/manage-order?flag=cancel-requested` : null;
  return { en: english(event, url), ar: arabic(event, url) };
}

/** An owner mail, rendered in both languages. */
export function renderOwnerMail(
  event: OwnerEvent,
  origin: string | undefined,
): Promise<RenderedMail> {
  return renderMailInBoth(ownerCopy(event, origin));
}
