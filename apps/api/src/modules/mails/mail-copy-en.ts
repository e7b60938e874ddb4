import { RETURN_WINDOW_DAYS, VAT_PERCENT, codeLifetimeParts, formatFils } from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import { exchangeNote, replacementDetails } from './exchange-mail-words';
import type { CopyBook, MailCopy, ShopperEvent } from './mail-events';

const money = formatFils;
/** 86400 -> '24 hours', 120 -> '2 minutes', 60 -> '1 minute'. */
function lasts(seconds: number): string {
  const { unit, count } = codeLifetimeParts(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

function payment(e: Extract<ShopperEvent, { kind: 'order_placed' }>): string {
  switch (e.paymentMethod) {
    case 'online':
      return e.cardLast4 ? `Card ending ${e.cardLast4}` : 'Card';
    case 'tabby':
      return 'Tabby (pay in 4)';
    case 'tamara':
      return 'Tamara (interest-free instalments)';
    case 'wallet':
      return 'Wallet';
    case 'wallet_partial':
      return `Wallet ${money(e.walletFils)}, then ${money(e.remainingFils)} cash on delivery`;
    default:
      return 'Cash on delivery';
  }
}

const signOff = `The ${STORE_NAME} team`;
/** The line naming a tax document the mail carries, when it carries one. */
const attached = (what: string, number: string | null | undefined) =>
  number ? [`Your ${what} ${number} is attached.`] : [];

/** English mails and bell lines. Subjects never carry a code. */
export const englishCopy: CopyBook = (event, fullname): MailCopy => {
  const hello = `Hello ${fullname},`;
  switch (event.kind) {
    case 'order_placed': {
      const a = event.address;
      return {
        subject: `Your order ${event.orderid} is confirmed`,
        heading: 'Thank you for your order',
        intro: [hello, `We have your order ${event.orderid} and are getting it ready.`],
        details: [
          ...event.items.map((i) => ({
            label: `${i.name} (${i.color}, ${i.size}) × ${i.quantity}`,
            value: money(i.lineFils),
          })),
          ...(event.promotions ?? []).map((p) => ({
            label: p.code ? `${p.name} (${p.code})` : p.name,
            value: p.kind === 'shipping' ? 'Free shipping' : `−${money(p.amountFils)}`,
          })),
          ...(event.roundingFils ? [{ label: 'Rounding', value: money(event.roundingFils) }] : []),
          { label: 'Shipping', value: event.shippingFils ? money(event.shippingFils) : 'Free' },
          { label: 'Total', value: money(event.totalFils) },
          { label: `VAT ${VAT_PERCENT}% included`, value: money(event.vatFils) },
          { label: 'Payment', value: payment(event) },
          {
            label: 'Deliver to',
            value: `${a.username}, ${a.buildingNumber} ${a.streetName}, ${a.area}, ${a.city}, ${a.emirate}`,
          },
        ],
        outro: ['We will write again when it ships.', signOff],
        notification: `Your order ${event.orderid} is confirmed: ${money(event.totalFils)}.`,
      };
    }
    case 'order_shipped': {
      const courier = event.carrierName;
      return {
        subject: `Your order ${event.orderid} has shipped`,
        heading: 'Your order is on its way',
        intro: [hello, `Your order ${event.orderid} has left our store.`],
        details: [
          ...(courier ? [{ label: 'Courier', value: courier }] : []),
          ...(event.trackingNumber
            ? [{ label: 'Tracking number', value: event.trackingNumber }]
            : []),
        ],
        ...(event.trackingUrl
          ? { button: { label: 'Track your parcel', url: event.trackingUrl } }
          : {}),
        outro: [
          'We will send you a delivery code by email and in your notifications when your order is out for delivery.',
          signOff,
        ],
        notification: courier
          ? `Your order ${event.orderid} has shipped with ${courier}${event.trackingNumber ? ` (tracking ${event.trackingNumber})` : ''}.`
          : `Your order ${event.orderid} has shipped.`,
      };
    }
    case 'order_delivered':
      return {
        subject: `Your order ${event.orderid} was delivered`,
        heading: 'Delivered',
        intro: [hello, `Your order ${event.orderid} was delivered. We hope you love it.`],
        outro: [
          `You can request a return within ${RETURN_WINDOW_DAYS} days.`,
          ...attached('tax invoice', event.invoice),
          signOff,
        ],
        notification: `Your order ${event.orderid} was delivered. You can request a return within ${RETURN_WINDOW_DAYS} days.`,
      };
    case 'cancel_requested':
      return {
        subject: `We received your request to cancel order ${event.orderid}`,
        heading: 'Cancellation requested',
        intro: [
          hello,
          `Your order ${event.orderid} has already left our store, so we are asking the courier to bring the parcel back to us.`,
        ],
        outro: [
          'Once it is back, we cancel the order and return your money the way you paid. If the courier reaches you first, you may refuse the parcel at the door.',
          signOff,
        ],
        notification: `We received your request to cancel order ${event.orderid} and are asking the courier to return the parcel.`,
      };
    case 'cancel_declined':
      return {
        subject: `Your order ${event.orderid} is still on its way`,
        heading: 'Cancellation not possible',
        intro: [
          hello,
          `We could not get your order ${event.orderid} back from the courier, so it stays on its way to you.`,
        ],
        outro: ['Once it is delivered, you can still return it within the return window.', signOff],
        notification: `Your request to cancel order ${event.orderid} was declined: the order is still on its way.`,
      };
    case 'order_cancelled': {
      const back = [
        ...(event.walletFils > 0 ? [`${money(event.walletFils)} back to your wallet`] : []),
        ...(event.cardFils > 0
          ? [
              `${money(event.cardFils)} back to your card${event.cardLast4 ? ` ending ${event.cardLast4}` : ''} (banks take 5 to 10 days)`,
            ]
          : []),
      ];
      const summary = back.length ? back.join(' and ') : 'nothing was charged';
      return {
        subject: `Your order ${event.orderid} was cancelled`,
        heading: 'Order cancelled',
        intro: [hello, `Your order ${event.orderid} was cancelled.`],
        details: back.length ? back.map((line) => ({ label: 'Refund', value: line })) : undefined,
        outro: [
          ...(back.length ? [] : ['Nothing was charged for this order.']),
          ...attached('tax credit note', event.creditNote),
          signOff,
        ],
        notification: `Your order ${event.orderid} was cancelled: ${summary}.`,
      };
    }
    case 'card_payment_refunded': {
      const back = `${money(event.amountFils)} back to your card${event.cardLast4 ? ` ending ${event.cardLast4}` : ''} (banks take 5 to 10 days)`;
      return {
        subject: 'Your card payment is being refunded',
        heading: 'Payment refunded',
        intro: [
          hello,
          `Your card payment of ${money(event.amountFils)} went through, but your order could not be placed because an item sold out or its price changed.`,
        ],
        details: [{ label: 'Refund', value: back }],
        outro: [signOff],
        notification: `Your card payment of ${money(event.amountFils)} could not become an order (an item sold out or its price changed): it is being refunded to your card.`,
      };
    }
    case 'return_received':
      return {
        subject: `We received your return request ${event.returnid}`,
        heading: 'Return request received',
        intro: [
          hello,
          `We received your request to return ${event.quantity} × ${event.itemName} (${event.returntype === 'replacement' ? 'for a replacement' : 'for wallet credit'}).`,
        ],
        details: replacementDetails(event.replacement, event.itemName, 'en'),
        outro: [
          ...exchangeNote(event.replacement, 'en'),
          'We will review it and write to you within two working days.',
          signOff,
        ],
        notification: `We received your return request ${event.returnid} for ${event.itemName}.`,
      };
    case 'return_accepted':
      return {
        subject: `Your return ${event.returnid} was accepted`,
        heading: 'Return accepted',
        intro: [hello, `Your return of ${event.itemName} was accepted.`],
        outro: ['A courier will collect it; we will send you a pickup code first.', signOff],
        notification: `Your return ${event.returnid} was accepted. A courier will collect it.`,
      };
    case 'return_rejected':
      return {
        subject: `Your return ${event.returnid} was not accepted`,
        heading: 'Return not accepted',
        intro: [hello, `We could not accept your return of ${event.itemName}.`],
        outro: ['Reply to this mail if you would like us to look at it again.', signOff],
        notification: `Your return ${event.returnid} was not accepted.`,
      };
    case 'return_credited':
      return {
        subject: `${money(event.amountFils)} added to your wallet`,
        heading: 'Your wallet was credited',
        intro: [hello, `We added the refund for return ${event.returnid} to your wallet.`],
        details: [
          { label: 'Credited', value: money(event.amountFils) },
          { label: 'Wallet balance', value: money(event.balanceFils) },
        ],
        outro: [
          'You can spend it on your next order.',
          ...attached('tax credit note', event.creditNote),
          signOff,
        ],
        notification: `${money(event.amountFils)} for return ${event.returnid} was added to your wallet. Balance: ${money(event.balanceFils)}.`,
      };
    case 'wallet_credited':
      return {
        subject: `${money(event.amountFils)} added to your wallet`,
        heading: 'Your wallet was credited',
        intro: [hello, `We added ${money(event.amountFils)} to your ${STORE_NAME} wallet.`],
        details: [
          { label: 'Credited', value: money(event.amountFils) },
          { label: 'Reason', value: event.reason },
          { label: 'Wallet balance', value: money(event.balanceFils) },
        ],
        outro: ['You can spend it on your next order.', signOff],
        notification: `${money(event.amountFils)} was added to your wallet: ${event.reason}. Balance: ${money(event.balanceFils)}.`,
      };
    case 'replacement_shipped':
      return {
        subject: `Your replacement for ${event.returnid} has shipped`,
        heading: 'Your replacement is on its way',
        intro: [
          hello,
          `The replacement ${event.itemName} for return ${event.returnid} has shipped.`,
        ],
        details: replacementDetails(event.replacement, event.itemName, 'en'),
        outro: [
          'We will send you a delivery code by email and in your notifications when it is out for delivery.',
          signOff,
        ],
        notification: `The replacement for return ${event.returnid} has shipped.`,
      };
    case 'password_reset_code':
    case 'account_deletion_code': {
      const what = {
        password_reset_code: {
          subject: `Your ${STORE_NAME} password reset code`,
          heading: 'Reset your password',
          line: `Use this code to reset your ${STORE_NAME} password.`,
          ignore:
            'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
          notification: 'A password reset code was sent to your email.',
        },
        account_deletion_code: {
          subject: `Your ${STORE_NAME} account deletion code`,
          heading: 'Confirm deleting your account',
          line: `Use this code to confirm that your ${STORE_NAME} account is to be deleted. Your personal data is then erased; the tax invoices of your orders are kept, as the law requires.`,
          ignore:
            'If you did not ask to delete your account, ignore this email and consider changing your password: your account stays as it is.',
          notification: 'An account deletion code was sent to your email.',
        },
      }[event.kind];
      return {
        subject: what.subject,
        heading: what.heading,
        intro: [hello, `${what.line} It expires in ${lasts(event.ttlSeconds)} and works once.`],
        code: event.code,
        outro: [what.ignore, signOff],
        notification: what.notification,
      };
    }
    case 'delivery_code':
    case 'return_pickup_code':
    case 'return_delivery_code': {
      const what = {
        delivery_code: {
          heading: 'Your delivery code',
          line: `${event.ref ? `Your order ${event.ref}` : 'Your order'} is out for delivery. Give this code at the door to receive it.`,
          keep: 'Give it only to the person delivering your order, at your door.',
          notification: 'Give this code at the door to receive your order.',
        },
        return_pickup_code: {
          heading: 'Your return pickup code',
          line: `A courier is coming to collect ${event.ref ? `return ${event.ref}` : 'your return'}. Give them this code when they collect it.`,
          keep: 'Give it only to the courier collecting your return.',
          notification: 'Give this code to the courier collecting your return.',
        },
        return_delivery_code: {
          heading: 'Your replacement delivery code',
          line: `The replacement for ${event.ref ? `return ${event.ref}` : 'your return'} is out for delivery. Give this code at the door to receive it.`,
          keep: 'Give it only to the person delivering your replacement, at your door.',
          notification: 'Give this code at the door to receive your replacement.',
        },
      }[event.kind];
      const expiry = `It works once and expires in ${lasts(event.ttlSeconds)}.`;
      return {
        subject: `${what.heading} for ${event.ref ?? STORE_NAME}`,
        heading: what.heading,
        intro: [
          hello,
          what.line,
          `${STORE_NAME} sent you this code by email and in your notifications. ${expiry}`,
        ],
        details: replacementDetails(event.replacement, null, 'en'),
        code: event.code,
        outro: [what.keep, signOff],
        notification: `${what.notification} It expires in ${lasts(event.ttlSeconds)}.`,
      };
    }
  }
};
