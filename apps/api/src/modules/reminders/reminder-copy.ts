import { dropPercent, formatFils, LOW_STOCK_THRESHOLD } from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import type { Language, MailCopy } from '#modules/mails';

/** One bag line as the reminder shows it: today's price and stock. */
export interface ReminderLine {
  name: string;
  color: string;
  size: string;
  quantity: number;
  lineFils: number;
  stock: number;
}

export type ReminderMail =
  | { kind: 'bag_reminder'; lines: ReminderLine[]; totalFils: number; bagUrl: string }
  | {
      kind: 'price_drop';
      name: string;
      wasFils: number;
      nowFils: number;
      productUrl: string;
    };

/** The links every reminder carries: how to leave the list, and the mail's language. */
export interface ReminderAddress {
  fullname: string;
  unsubscribeUrl: string;
}

const moneyAr = (fils: number) => `${formatFils(fils).replace(/^(-?)AED /, '$1')} د.إ`;

function stockEn(stock: number): string {
  if (stock <= 0) return 'sold out';
  if (stock <= LOW_STOCK_THRESHOLD) return `only ${stock} left`;
  return 'in stock';
}

function stockAr(stock: number): string {
  if (stock <= 0) return 'نفدت الكمية';
  if (stock <= LOW_STOCK_THRESHOLD) return `بقي ${stock} فقط`;
  return 'متوفر';
}

function english(mail: ReminderMail, to: ReminderAddress): MailCopy {
  const hello = `Hello ${to.fullname},`;
  const signOff = `The ${STORE_NAME} team`;
  const unsubscribe = {
    text: `You get this mail because you agreed to hear from ${STORE_NAME}.`,
    label: 'Unsubscribe',
    url: to.unsubscribeUrl,
  };
  if (mail.kind === 'bag_reminder') {
    return {
      subject: 'You left something in your bag',
      heading: 'Your bag is waiting',
      intro: [hello, 'You left these in your bag. Here they are at today’s prices:'],
      details: [
        ...mail.lines.map((l) => ({
          label: `${l.name} (${l.color}, ${l.size}) × ${l.quantity}`,
          value: `${formatFils(l.lineFils)}, ${stockEn(l.stock)}`,
        })),
        { label: 'Bag total', value: formatFils(mail.totalFils) },
      ],
      button: { label: 'Back to your bag', url: mail.bagUrl },
      outro: ['Prices and stock can change until you order.', signOff],
      unsubscribe,
      notification: '',
    };
  }
  const percent = dropPercent(mail.wasFils, mail.nowFils);
  return {
    subject: `${mail.name} is now ${percent}% less`,
    heading: 'A price drop on your wishlist',
    intro: [hello, `${mail.name}, on your wishlist, costs less now.`],
    details: [
      { label: 'Was', value: formatFils(mail.wasFils) },
      { label: 'Now', value: formatFils(mail.nowFils) },
    ],
    button: { label: 'See the product', url: mail.productUrl },
    outro: ['The price can change again, and sizes sell out.', signOff],
    unsubscribe,
    notification: '',
  };
}

function arabic(mail: ReminderMail, to: ReminderAddress): MailCopy {
  const hello = `مرحباً ${to.fullname}،`;
  const signOff = `فريق ${STORE_NAME}`;
  const unsubscribe = {
    text: `تصلك هذه الرسالة لأنك وافقت على تلقي رسائل ${STORE_NAME}.`,
    label: 'إلغاء الاشتراك',
    url: to.unsubscribeUrl,
  };
  if (mail.kind === 'bag_reminder') {
    return {
      subject: 'تركت بعض القطع في حقيبتك',
      heading: 'حقيبتك بانتظارك',
      intro: [hello, 'تركت هذه القطع في حقيبتك، وهذه أسعارها اليوم:'],
      details: [
        ...mail.lines.map((l) => ({
          label: `${l.name} (${l.color}، ${l.size}) × ${l.quantity}`,
          value: `${moneyAr(l.lineFils)}، ${stockAr(l.stock)}`,
        })),
        { label: 'إجمالي الحقيبة', value: moneyAr(mail.totalFils) },
      ],
      button: { label: 'العودة إلى حقيبتك', url: mail.bagUrl },
      outro: ['قد تتغير الأسعار والكميات المتوفرة إلى أن تُتمّ طلبك.', signOff],
      unsubscribe,
      notification: '',
    };
  }
  const percent = dropPercent(mail.wasFils, mail.nowFils);
  return {
    subject: `انخفض سعر ${mail.name} بنسبة ${percent}%`,
    heading: 'انخفاض في سعر منتج من قائمة أمنياتك',
    intro: [hello, `أصبح سعر ${mail.name} في قائمة أمنياتك أقل الآن.`],
    details: [
      { label: 'السعر السابق', value: moneyAr(mail.wasFils) },
      { label: 'السعر الآن', value: moneyAr(mail.nowFils) },
    ],
    button: { label: 'عرض المنتج', url: mail.productUrl },
    outro: ['قد يتغير السعر مجدداً، وقد تنفد المقاسات.', signOff],
    unsubscribe,
    notification: '',
  };
}

/** A reminder's words in the shopper's language (its own templates, beside the shopper mails'). */
export function reminderCopy(mail: ReminderMail, lang: Language, to: ReminderAddress): MailCopy {
  return lang === 'ar' ? arabic(mail, to) : english(mail, to);
}
