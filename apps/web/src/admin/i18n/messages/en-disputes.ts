/** Manage Orders: card payments the shopper's bank disputed, and refunds the provider reports. */
export const enAdminDisputes = {
  'orders.flagFilter': 'Needs attention',
  'orders.flag.all': 'All orders',
  'orders.flag.disputed': 'Disputed',
  'orders.disputed': 'Disputed',
  'orders.disputedOn': 'The card payment was disputed on {date} ({reason}).',
  'orders.disputeNoReason': 'no reason given',
  'orders.cardRefunded': 'Refunded to card',
} as const;
