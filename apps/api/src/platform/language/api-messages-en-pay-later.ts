/**
 * Pay later (Tabby and Tamara) API messages in English: the shopper's refusals, the owner's capture and refund retries
 * and the provider's notifications. Part of API_MESSAGES_EN (api-messages-en.ts); their Arabic
 * is api-messages-ar-pay-later.ts.
 */
export const PAY_LATER_MESSAGES_EN = {
  TABBY_OFF: 'Tabby is not available in this store. Please choose another payment method.',
  TABBY_UNAVAILABLE:
    'Tabby is unavailable right now. Please try again in a moment or choose another payment method.',
  TABBY_NOT_OFFERED:
    'Tabby cannot be offered for this order. Please choose another payment method.',
  'tabby.header_missing': 'The notification does not carry the registered header.',
  'tabby.payment_missing': 'The payment is missing',
  'tabby.result_unknown': 'The result is not known',
  'tabby.language_unknown': 'The language is not known',
  'tabby.not_tabby_order': 'This order was not paid with Tabby or Tamara.',
  'tabby.capture_not_owed': 'This order has no capture to retry.',
  REFUND_NOT_OWED: 'This order has no refund to retry.',
  TABBY_REFUND_FROM_CONSOLE: "A Tabby order's return is refunded to Tabby from the console.",
  TAMARA_OFF: 'Tamara is not available in this store. Please choose another payment method.',
  TAMARA_UNAVAILABLE:
    'Tamara is unavailable right now. Please try again in a moment or choose another payment method.',
  TAMARA_NOT_OFFERED:
    'Tamara cannot be offered for this order. Please choose another payment method.',
  'tamara.token_invalid': 'The notification does not carry a valid Tamara token.',
  'tamara.instalments': 'Tamara splits a payment into 3 or 4',
  TAMARA_REFUND_FROM_CONSOLE: "A Tamara order's return is refunded to Tamara from the console.",
  REFUND_IN_PROGRESS: 'This refund is being made. Please look again in a moment.',
} as const;
