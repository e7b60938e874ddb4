import type { Language, MailCopy } from '#modules/mails';
import { STORE_NAME } from '#platform/mail';

/** What a back-in-stock mail shows: the product, its picture, the colour and size, the link. */
export interface BackInStock {
  /** The product's name in the mail's language (the English one when it has no Arabic). */
  name: string;
  color: string;
  size: string;
  /** Absolute addresses. */
  imageUrl: string | null;
  productUrl: string;
}

/**
 * The mail to every shopper waiting for one restocked colour and size, in one language. It names
 * no one (a visitor gave only an address), so one rendering serves every shopper of that
 * language: a restock for hundreds writes hundreds of rows, not hundreds of renderings.
 */
export function backInStockCopy(item: BackInStock, lang: Language): MailCopy {
  const image = item.imageUrl ? { image: { url: item.imageUrl, alt: item.name } } : {};
  if (lang === 'ar') {
    const variant = `${item.color}، المقاس ${item.size}`;
    return {
      subject: `عاد إلى المخزون: ${item.name} (${item.size})`,
      heading: 'عاد المقاس الذي طلبته',
      intro: [
        'مرحباً،',
        `طلبت منا إبلاغك عند توفر ${item.name} (${variant}) مجدداً، وقد عاد الآن إلى المخزون.`,
      ],
      ...image,
      details: [
        { label: 'المنتج', value: item.name },
        { label: 'اللون', value: item.color },
        { label: 'المقاس', value: item.size },
      ],
      button: { label: 'تسوّق الآن', url: item.productUrl },
      outro: [
        'الكمية محدودة وقد تنفد مجدداً، ولن نراسلك بشأنه مرة أخرى ما لم تطلب ذلك.',
        `فريق ${STORE_NAME}`,
      ],
      notification: `عاد ${item.name} (${variant}) إلى المخزون.`,
    };
  }
  const variant = `${item.color}, size ${item.size}`;
  return {
    subject: `Back in stock: ${item.name} (${item.size})`,
    heading: 'The size you wanted is back',
    intro: [
      'Hello,',
      `You asked us to tell you when ${item.name} (${variant}) was back. It is in stock now.`,
    ],
    ...image,
    details: [
      { label: 'Product', value: item.name },
      { label: 'Colour', value: item.color },
      { label: 'Size', value: item.size },
    ],
    button: { label: 'Shop it now', url: item.productUrl },
    outro: [
      'Stock is limited and may sell out again; we will not write about it again unless you ask.',
      `The ${STORE_NAME} team`,
    ],
    notification: `${item.name} (${variant}) is back in stock.`,
  };
}
