/**
 * The words of the reminders (a bag left behind, a price drop on the wishlist), in English, by a
 * stable key, in the store's one message format: `{name}` stands for a part the copy fills in
 * (`{store}` is always the store's name). reminder-text-ar.ts has the same keys in Arabic. The
 * greeting, the sign-off and amounts are the mails' own (`mailWords`).
 */
export const REMINDER_TEXT_EN = {
  // Every reminder: why it came, and the way out
  'reminder.why': 'You get this mail because you agreed to hear from {store}.',
  'reminder.unsubscribe': 'Unsubscribe',

  // A bag left behind
  'bag_reminder.subject': 'You left something in your bag',
  'bag_reminder.heading': 'Your bag is waiting',
  'bag_reminder.intro': 'You left these in your bag. Here they are at today’s prices:',
  'bag_reminder.line': '{name} ({color}, {size}) × {quantity}',
  'bag_reminder.line_now': '{price}, {stock}',
  'bag_reminder.sold_out': 'sold out',
  'bag_reminder.few_left': 'only {left} left',
  'bag_reminder.in_stock': 'in stock',
  'bag_reminder.total': 'Bag total',
  'bag_reminder.back_to_bag': 'Back to your bag',
  'bag_reminder.outro': 'Prices and stock can change until you order.',

  // A price drop on the wishlist
  'price_drop.subject': '{name} is now {percent}% less',
  'price_drop.heading': 'A price drop on your wishlist',
  'price_drop.intro': '{name}, on your wishlist, costs less now.',
  'price_drop.was': 'Was',
  'price_drop.now': 'Now',
  'price_drop.see_product': 'See the product',
  'price_drop.outro': 'The price can change again, and sizes sell out.',
} as const;

export type ReminderTextKey = keyof typeof REMINDER_TEXT_EN;
