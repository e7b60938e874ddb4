import { VAT_PERCENT } from '@store/domain';
import type { EventOf, MailCopy } from './mail-events';
import type { MailWords } from './mail-text';

/** How the order is paid, as its confirmation names it. */
function payment({ t, money }: MailWords, e: EventOf<'order_placed'>): string {
  switch (e.paymentMethod) {
    case 'online':
      return e.cardLast4 ? t('payment.card_ending', { last4: e.cardLast4 }) : t('payment.card');
    case 'tabby':
      return t('payment.tabby');
    case 'tamara':
      return t('payment.tamara');
    case 'wallet':
      return t('payment.wallet');
    case 'wallet_partial':
      return t('payment.wallet_partial', {
        wallet: money(e.walletFils),
        remaining: money(e.remainingFils),
      });
    default:
      return t('payment.cash_on_delivery');
  }
}

/** The order's confirmation: its lines, promotions, figures, payment and address. */
export function orderPlacedCopy(words: MailWords, event: EventOf<'order_placed'>): MailCopy {
  const { t, money } = words;
  const { orderid, address: a } = event;
  return {
    subject: t('order_placed.subject', { orderid }),
    heading: t('order_placed.heading'),
    intro: [t('order_placed.intro', { orderid })],
    details: [
      ...event.items.map((i) => ({
        label: t('order_placed.item', i),
        value: money(i.lineFils),
      })),
      ...(event.promotions ?? []).map((p) => ({
        label: p.code
          ? t('order_placed.promotion_code', { name: words.promotionName(p), code: p.code })
          : words.promotionName(p),
        value: p.kind === 'shipping' ? t('order_placed.free_shipping') : `−${money(p.amountFils)}`,
      })),
      ...(event.roundingFils
        ? [{ label: t('order_placed.rounding'), value: money(event.roundingFils) }]
        : []),
      {
        label: t('order_placed.shipping'),
        value: event.shippingFils ? money(event.shippingFils) : t('order_placed.shipping_free'),
      },
      { label: t('label.total'), value: money(event.totalFils) },
      {
        label: t('order_placed.vat_included', { percent: VAT_PERCENT }),
        value: money(event.vatFils),
      },
      { label: t('order_placed.payment'), value: payment(words, event) },
      {
        label: t('order_placed.deliver_to'),
        value: t('order_placed.address', {
          name: a.username,
          building: a.buildingNumber,
          street: a.streetName,
          area: a.area,
          city: a.city,
          emirate: a.emirate,
        }),
      },
    ],
    outro: [t('order_placed.outro')],
    notification: t('order_placed.notification', { orderid, total: money(event.totalFils) }),
  };
}
