/** The dashboard's reminder mails: sent, and the orders that followed them. */
export const enAdminReminders = {
  'dashboard.remindersTitle': 'Reminder mails, last {days} days',
  'dashboard.remindersHint':
    'Sent to shoppers who agreed to them. An order counts when the same shopper placed it within {window} days after a reminder.',
  'dashboard.reminderKind': 'Mail',
  'dashboard.reminderSent': 'Sent',
  'dashboard.reminderOrders': 'Followed by an order',
  'dashboard.bagReminders': 'Bag left behind',
  'dashboard.priceDrops': 'Price drop on the wishlist',
} as const;
