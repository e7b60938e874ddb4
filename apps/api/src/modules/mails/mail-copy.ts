import { RETURN_WINDOW_DAYS, codeLifetimeParts } from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import { exchangeNote, replacementDetails } from './exchange-mail-words';
import type { CodeMailKind, EventOf, MailCopy, ShopperEvent } from './mail-events';
import type { MailWords } from './mail-text';
import { orderPlacedCopy } from './order-placed-copy';

/** 86400 -> '24 hours', 120 -> '2 minutes' ('24 ساعة', 'دقيقتين'). */
function lasts(words: MailWords, seconds: number): string {
  const { unit, count } = codeLifetimeParts(seconds);
  return words.count(unit === 'hour' ? 'duration.hour' : 'duration.minute', count);
}

/** The line naming a tax document the mail carries, when it carries one. */
const attached = (
  { t }: MailWords,
  key: 'mail.invoice_attached' | 'mail.credit_note_attached',
  number: string | null | undefined,
) => (number ? [t(key, { number })] : []);

/** The line saying where money goes back to the card, with its last digits when known. */
const backToCard = ({ t, money }: MailWords, fils: number, last4: string | null) =>
  last4
    ? t('refund.card_ending', { amount: money(fils), last4 })
    : t('refund.card', { amount: money(fils) });

function shipped(words: MailWords, event: EventOf<'order_shipped'>): MailCopy {
  const { t } = words;
  const { orderid, trackingNumber: number } = event;
  const courier = words.courier(event);
  return {
    subject: t('order_shipped.subject', { orderid }),
    heading: t('order_shipped.heading'),
    intro: [t('order_shipped.intro', { orderid })],
    details: [
      ...(courier ? [{ label: t('label.courier'), value: courier }] : []),
      ...(number ? [{ label: t('label.tracking_number'), value: number }] : []),
    ],
    ...(event.trackingUrl
      ? { button: { label: t('order_shipped.track'), url: event.trackingUrl } }
      : {}),
    outro: [t('order_shipped.outro')],
    notification: !courier
      ? t('order_shipped.notification', { orderid })
      : number
        ? t('order_shipped.notification_tracking', { orderid, courier, number })
        : t('order_shipped.notification_courier', { orderid, courier }),
  };
}

function cancelled(words: MailWords, event: EventOf<'order_cancelled'>): MailCopy {
  const { t, money } = words;
  const { orderid } = event;
  const wallet =
    event.walletFils > 0 ? t('refund.wallet', { amount: money(event.walletFils) }) : '';
  const card = event.cardFils > 0 ? backToCard(words, event.cardFils, event.cardLast4) : '';
  const back = [wallet, card].filter(Boolean);
  const refunds = wallet && card ? t('order_cancelled.refunds_both', { wallet, card }) : back[0];
  return {
    subject: t('order_cancelled.subject', { orderid }),
    heading: t('order_cancelled.heading'),
    intro: [t('order_cancelled.intro', { orderid })],
    details: back.length
      ? back.map((line) => ({ label: t('label.refund'), value: line }))
      : undefined,
    outro: [
      ...(back.length ? [] : [t('order_cancelled.nothing_charged')]),
      ...attached(words, 'mail.credit_note_attached', event.creditNote),
    ],
    notification: refunds
      ? t('order_cancelled.notification', { orderid, refunds })
      : t('order_cancelled.notification_nothing', { orderid }),
  };
}

/** The code given at the door: to receive an order or a replacement, or to hand a return over. */
function doorCode(words: MailWords, event: EventOf<CodeMailKind>): MailCopy {
  const { t } = words;
  const { kind, ref } = event;
  const heading = t(`${kind}.heading`);
  const duration = lasts(words, event.ttlSeconds);
  return {
    subject: t('code_mail.subject', { heading, ref: ref ?? STORE_NAME }),
    heading,
    intro: [
      ref ? t(`${kind}.line`, { ref }) : t(`${kind}.line_no_ref`),
      t('code_mail.sent', { duration }),
    ],
    details: replacementDetails(words, event.replacement, null),
    code: event.code,
    outro: [t(`${kind}.keep`)],
    notification: t(`${kind}.notification`, { duration }),
  };
}

/** The words of one event's mail in one language, but the greeting and the sign-off. */
function body(words: MailWords, event: ShopperEvent): MailCopy {
  const { t, money } = words;
  switch (event.kind) {
    case 'order_placed':
      return orderPlacedCopy(words, event);
    case 'order_shipped':
      return shipped(words, event);
    case 'order_delivered': {
      const { orderid } = event;
      const days = RETURN_WINDOW_DAYS;
      return {
        subject: t('order_delivered.subject', { orderid }),
        heading: t('order_delivered.heading'),
        intro: [t('order_delivered.intro', { orderid })],
        outro: [
          t('order_delivered.return_window', { days }),
          ...attached(words, 'mail.invoice_attached', event.invoice),
        ],
        notification: t('order_delivered.notification', { orderid, days }),
      };
    }
    case 'cancel_requested':
    case 'cancel_declined': {
      const { kind, orderid } = event;
      return {
        subject: t(`${kind}.subject`, { orderid }),
        heading: t(`${kind}.heading`),
        intro: [t(`${kind}.intro`, { orderid })],
        outro: [t(`${kind}.outro`)],
        notification: t(`${kind}.notification`, { orderid }),
      };
    }
    case 'order_cancelled':
      return cancelled(words, event);
    case 'card_payment_refunded': {
      const amount = money(event.amountFils);
      return {
        subject: t('card_payment_refunded.subject'),
        heading: t('card_payment_refunded.heading'),
        intro: [t('card_payment_refunded.intro', { amount })],
        details: [
          { label: t('label.refund'), value: backToCard(words, event.amountFils, event.cardLast4) },
        ],
        outro: [],
        notification: t('card_payment_refunded.notification', { amount }),
      };
    }
    case 'return_received': {
      const { returnid, itemName: item, quantity } = event;
      const why = event.returntype === 'replacement' ? 'intro_replacement' : 'intro_wallet';
      return {
        subject: t('return_received.subject', { returnid }),
        heading: t('return_received.heading'),
        intro: [t(`return_received.${why}`, { quantity, item })],
        details: replacementDetails(words, event.replacement, item),
        outro: [...exchangeNote(words, event.replacement), t('return_received.outro')],
        notification: t('return_received.notification', { returnid, item }),
      };
    }
    case 'return_accepted':
    case 'return_rejected': {
      const { kind, returnid, itemName: item } = event;
      return {
        subject: t(`${kind}.subject`, { returnid }),
        heading: t(`${kind}.heading`),
        intro: [t(`${kind}.intro`, { item })],
        outro: [t(`${kind}.outro`)],
        notification: t(`${kind}.notification`, { returnid }),
      };
    }
    case 'return_credited': {
      const { returnid } = event;
      const [amount, balance] = [money(event.amountFils), money(event.balanceFils)];
      return {
        subject: t('wallet.credited_subject', { amount }),
        heading: t('wallet.credited_heading'),
        intro: [t('return_credited.intro', { returnid })],
        details: [
          { label: t('label.credited'), value: amount },
          { label: t('label.wallet_balance'), value: balance },
        ],
        outro: [
          t('wallet.spend_it'),
          ...attached(words, 'mail.credit_note_attached', event.creditNote),
        ],
        notification: t('return_credited.notification', { amount, returnid, balance }),
      };
    }
    case 'wallet_credited': {
      const { reason } = event;
      const [amount, balance] = [money(event.amountFils), money(event.balanceFils)];
      return {
        subject: t('wallet.credited_subject', { amount }),
        heading: t('wallet.credited_heading'),
        intro: [t('wallet_credited.intro', { amount })],
        details: [
          { label: t('label.credited'), value: amount },
          { label: t('label.reason'), value: reason },
          { label: t('label.wallet_balance'), value: balance },
        ],
        outro: [t('wallet.spend_it')],
        notification: t('wallet_credited.notification', { amount, reason, balance }),
      };
    }
    case 'replacement_shipped': {
      const { returnid, itemName: item } = event;
      return {
        subject: t('replacement_shipped.subject', { returnid }),
        heading: t('replacement_shipped.heading'),
        intro: [t('replacement_shipped.intro', { item, returnid })],
        details: replacementDetails(words, event.replacement, item),
        outro: [t('replacement_shipped.outro')],
        notification: t('replacement_shipped.notification', { returnid }),
      };
    }
    case 'password_reset_code':
    case 'account_deletion_code': {
      const { kind } = event;
      return {
        subject: t(`${kind}.subject`),
        heading: t(`${kind}.heading`),
        intro: [t(`${kind}.intro`, { duration: lasts(words, event.ttlSeconds) })],
        code: event.code,
        outro: [t(`${kind}.ignore`)],
        notification: t(`${kind}.notification`),
      };
    }
    case 'delivery_code':
    case 'return_pickup_code':
    case 'return_delivery_code':
      return doorCode(words, event);
  }
}

/**
 * Every shopper mail and bell line, in the language of `words`: which lines, details and
 * buttons a mail has is written here once, its words in the catalogues (mail-text-en.ts,
 * mail-text-ar.ts). Each mail greets the shopper by name and ends with the team's sign-off.
 */
export function shopperCopy(event: ShopperEvent, fullname: string, words: MailWords): MailCopy {
  const { t } = words;
  const mail = body(words, event);
  return {
    ...mail,
    intro: [t('mail.hello', { fullname }), ...mail.intro],
    outro: [...mail.outro, t('mail.sign_off')],
  };
}
