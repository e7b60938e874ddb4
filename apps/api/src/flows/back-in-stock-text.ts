/**
 * The words of the back-in-stock mail, by a stable key, in English and in Arabic (Modern Standard
 * Arabic), in the store's one message format: `{name}` stands for a part the copy fills in. The
 * sign-off is the mails' own (`mailWords`).
 */
export const BACK_IN_STOCK_TEXT_EN = {
  'back_in_stock.subject': 'Back in stock: {name} ({size})',
  'back_in_stock.heading': 'The size you wanted is back',
  // The mail names no one: a visitor gave only an address.
  'back_in_stock.hello': 'Hello,',
  'back_in_stock.variant': '{color}, size {size}',
  'back_in_stock.intro':
    'You asked us to tell you when {name} ({variant}) was back. It is in stock now.',
  'back_in_stock.product': 'Product',
  'back_in_stock.colour': 'Colour',
  'back_in_stock.size': 'Size',
  'back_in_stock.shop': 'Shop it now',
  'back_in_stock.outro':
    'Stock is limited and may sell out again; we will not write about it again unless you ask.',
  'back_in_stock.notification': '{name} ({variant}) is back in stock.',
} as const;

export type BackInStockTextKey = keyof typeof BACK_IN_STOCK_TEXT_EN;

/** The same keys in Arabic, with the same `{name}` parts. */
export const BACK_IN_STOCK_TEXT_AR: Record<BackInStockTextKey, string> = {
  'back_in_stock.subject': 'عاد إلى المخزون: {name} ({size})',
  'back_in_stock.heading': 'عاد المقاس الذي طلبته',
  'back_in_stock.hello': 'مرحباً،',
  'back_in_stock.variant': '{color}، المقاس {size}',
  'back_in_stock.intro':
    'طلبت منا إبلاغك عند توفر {name} ({variant}) مجدداً، وقد عاد الآن إلى المخزون.',
  'back_in_stock.product': 'المنتج',
  'back_in_stock.colour': 'اللون',
  'back_in_stock.size': 'المقاس',
  'back_in_stock.shop': 'تسوّق الآن',
  'back_in_stock.outro': 'الكمية محدودة وقد تنفد مجدداً، ولن نراسلك بشأنه مرة أخرى ما لم تطلب ذلك.',
  'back_in_stock.notification': 'عاد {name} ({variant}) إلى المخزون.',
};
