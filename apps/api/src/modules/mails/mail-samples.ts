import type { MailKind, ShopperEvent } from './mail-events';
import type { OwnerEvent, OwnerMailKind } from './owner-mail-copy';

const address = {
  username: 'Mariam Abdulrahman Al Falasi',
  mobileno: '+971501234567',
  buildingNumber: 'Villa 1187',
  streetName: 'Al Khawaneej Street 2',
  area: 'Al Khawaneej Second',
  city: 'Dubai',
  emirate: 'Dubai',
  pobox: '123456',
  country: 'United Arab Emirates',
  savedaddressas: 'Home',
};

/**
 * One event of every kind a shopper is mailed about, with the longest words the store's mails
 * carry (long product names, a long address, a long courier and tracking number): the mail layout
 * test renders each in both languages at phone and desktop widths. A new kind is a type error
 * here until it has a sample.
 */
export const MAIL_SAMPLES: { [K in MailKind]: ShopperEvent & { kind: K } } = {
  order_placed: {
    kind: 'order_placed',
    orderid: 'SH-20261128-7F3K9Q',
    items: [
      {
        name: 'Embroidered Chiffon Kaftan with Hand-Beaded Sleeves',
        color: 'Champagne',
        size: 'XXL',
        quantity: 2,
        lineFils: 96_390,
      },
      {
        name: 'Breathable Performance Jogger',
        color: 'Charcoal',
        size: 'M',
        quantity: 1,
        lineFils: 9_345,
      },
    ],
    roundingFils: 0,
    shippingFils: 0,
    vatFils: 5_035,
    totalFils: 105_735,
    address,
    paymentMethod: 'wallet_partial',
    walletFils: 25_000,
    remainingFils: 80_735,
    cardLast4: null,
  },
  order_shipped: {
    kind: 'order_shipped',
    orderid: 'SH-20261128-7F3K9Q',
    carrier: 'emirates-post',
    carrierName: 'Emirates Post',
    trackingNumber: 'EP1234567890123456AE',
    trackingUrl: 'https://www.epg.gov.ae/track?n=EP1234567890123456AE',
  },
  order_delivered: {
    kind: 'order_delivered',
    orderid: 'SH-20261128-7F3K9Q',
    invoice: 'INV-000128',
  },
  cancel_requested: { kind: 'cancel_requested', orderid: 'SH-20261128-7F3K9Q' },
  cancel_declined: { kind: 'cancel_declined', orderid: 'SH-20261128-7F3K9Q' },
  order_cancelled: {
    kind: 'order_cancelled',
    orderid: 'SH-20261128-7F3K9Q',
    walletFils: 25_000,
    cardFils: 80_735,
    cardLast4: '4242',
    creditNote: 'CN-000042',
  },
  card_payment_refunded: { kind: 'card_payment_refunded', amountFils: 105_735, cardLast4: '4242' },
  return_received: {
    kind: 'return_received',
    returnid: 'RT-20261128-2M8X4D',
    itemName: 'Embroidered Chiffon Kaftan with Hand-Beaded Sleeves',
    quantity: 1,
    returntype: 'wallet',
  },
  return_accepted: {
    kind: 'return_accepted',
    returnid: 'RT-20261128-2M8X4D',
    itemName: 'Embroidered Chiffon Kaftan with Hand-Beaded Sleeves',
  },
  return_rejected: {
    kind: 'return_rejected',
    returnid: 'RT-20261128-2M8X4D',
    itemName: 'Embroidered Chiffon Kaftan with Hand-Beaded Sleeves',
  },
  return_credited: {
    kind: 'return_credited',
    returnid: 'RT-20261128-2M8X4D',
    amountFils: 48_195,
    balanceFils: 1_248_195,
    creditNote: 'CN-000043',
  },
  wallet_credited: {
    kind: 'wallet_credited',
    amountFils: 15_000,
    balanceFils: 1_263_195,
    reason: 'Goodwill credit for the late delivery of order SH-20261128-7F3K9Q',
  },
  replacement_shipped: {
    kind: 'replacement_shipped',
    returnid: 'RT-20261128-2M8X4D',
    itemName: 'Embroidered Chiffon Kaftan with Hand-Beaded Sleeves',
  },
  password_reset_code: { kind: 'password_reset_code', code: '482913', ttlSeconds: 600 },
  account_deletion_code: { kind: 'account_deletion_code', code: '730418', ttlSeconds: 600 },
  delivery_code: {
    kind: 'delivery_code',
    ref: 'SH-20261128-7F3K9Q',
    code: '4829',
    ttlSeconds: 120,
  },
  return_pickup_code: {
    kind: 'return_pickup_code',
    ref: 'RT-20261128-2M8X4D',
    code: '7301',
    ttlSeconds: 60,
  },
  return_delivery_code: {
    kind: 'return_delivery_code',
    ref: 'RT-20261128-2M8X4D',
    code: '5562',
    ttlSeconds: 120,
  },
};

/** One event of every kind the owner is mailed about, for the same layout test. */
export const OWNER_MAIL_SAMPLES: { [K in OwnerMailKind]: OwnerEvent & { kind: K } } = {
  owner_cancel_requested: {
    kind: 'owner_cancel_requested',
    orderid: 'SH-20261128-7F3K9Q',
    customer: address.username,
    status: 'out-for-delivery',
    totalFils: 105_735,
    trackingNumber: 'EP1234567890123456AE',
    reason: 'delivery_too_slow',
    note: 'The kaftan was meant for a wedding on Friday evening and the tracking page still says it is at the Dubai hub.',
  },
};
