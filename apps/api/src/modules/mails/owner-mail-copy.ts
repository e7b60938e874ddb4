import { CANCEL_REASON_WORDS, type CancelReason } from '@store/domain';
import type { Language, MailCopy } from './mail-events';
import { renderMailInBoth, type RenderedMail } from './mail-render';
import { mailWords, type MailWords } from './mail-text';
import type { MailTextKey } from './mail-text-en';

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

/** Where the parcel is, in the owner's words; a status without words of its own reads as stored. */
const WHERE = new Map<string, MailTextKey>([
  ['shipped', 'owner_cancel_requested.status_shipped'],
  ['out-for-delivery', 'owner_cancel_requested.status_out_for_delivery'],
]);

/**
 * The shopper's own text (their name, their note) isolated: it may be Arabic or English in
 * either card, and keeps its own direction and its full stop at its own end.
 */
const isolate = (text: string) => `\u2068${text}\u2069`;

/** The owner mail's words in one language; `url` opens the order in the console. */
export function ownerCopyIn(
  event: OwnerEvent,
  url: string | null,
  { lang, t, money }: MailWords,
): MailCopy {
  const { orderid } = event;
  const where = WHERE.get(event.status);
  return {
    subject: t('owner_cancel_requested.subject', { orderid }),
    heading: t('owner_cancel_requested.heading'),
    intro: [
      t('owner_cancel_requested.intro', {
        customer: isolate(event.customer),
        orderid,
        status: where ? t(where) : event.status,
      }),
      t('owner_cancel_requested.what_to_do'),
    ],
    details: [
      { label: t('label.order'), value: orderid },
      { label: t('label.total'), value: money(event.totalFils) },
      ...(event.trackingNumber
        ? [{ label: t('label.tracking_number'), value: event.trackingNumber }]
        : []),
      {
        label: t('label.reason'),
        value: event.reason
          ? CANCEL_REASON_WORDS[lang][event.reason]
          : t('owner_cancel_requested.no_reason'),
      },
      ...(event.note ? [{ label: t('label.note'), value: isolate(event.note) }] : []),
    ],
    ...(url ? { button: { label: t('owner_cancel_requested.open'), url } } : {}),
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
  return {
    en: ownerCopyIn(event, url, mailWords('en')),
    ar: ownerCopyIn(event, url, mailWords('ar')),
  };
}

/** An owner mail, rendered in both languages. */
export function renderOwnerMail(
  event: OwnerEvent,
  origin: string | undefined,
): Promise<RenderedMail> {
  return renderMailInBoth(ownerCopy(event, origin));
}
