/**
 * Exchanges and back-in-stock alerts in English. Part of API_MESSAGES_EN (api-messages-en.ts);
 * their Arabic is api-messages-ar-exchange.ts.
 */
export const EXCHANGE_MESSAGES_EN = {
  EXCHANGE_SOLD_OUT: '{color} {size} is sold out. Please choose another size or wallet credit.',
  EXCHANGE_UNKNOWN_VARIANT: 'This product has no such colour and size',
  'exchange.both': 'Please choose both the colour and the size to receive',
  'exchange.colorTooLong': 'Colour is too long',
  'exchange.sizeTooLong': 'Size is too long',
  ALERT_IN_STOCK: 'This size is in stock: you can add it to your bag now.',
  'lowStock.sort': 'Sort by stock or waiting',
  'alert.emailRequired': 'Please enter your email address',
  'alert.notFound': 'Alert not found',
  'alert.idRequired': 'Alert id is required',
  'alert.productRequired': 'Product id is required',
  'alert.colorRequired': 'Please choose a colour',
  'alert.sizeRequired': 'Please choose a size',
} as const;
