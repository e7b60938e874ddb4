import { codeLifetimeParts, formatFils, type KnownCourierKey } from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import type { ShopperEvent } from './mail-events';

// The pieces the Arabic mails share: amounts, couriers, durations, payment and sign-off.

/** '1,299.00 د.إ': the amount first, as UAE shops write dirhams in Arabic. */
export const money = (fils: number) => `${formatFils(fils).replace(/^(-?)AED /, '$1')} د.إ`;

/** The known couriers' Arabic names; an owner's own courier keeps its name as written. */
export const COURIERS: Record<KnownCourierKey, string> = {
  aramex: 'أرامكس',
  dhl: 'DHL',
  'emirates-post': 'بريد الإمارات',
  smsa: 'سمسا',
  other: 'شركة شحن أخرى',
};

/** 86400 -> '24 ساعة', 120 -> 'دقيقتين', 600 -> '10 دقائق': the count as Arabic counts it. */
export function lasts(seconds: number): string {
  const { unit, count } = codeLifetimeParts(seconds);
  const [one, two, few, many] =
    unit === 'hour'
      ? ['ساعة واحدة', 'ساعتين', 'ساعات', 'ساعة']
      : ['دقيقة واحدة', 'دقيقتين', 'دقائق', 'دقيقة'];
  if (count === 1) return one;
  if (count === 2) return two;
  return count <= 10 ? `${count} ${few}` : `${count} ${many}`;
}

export function payment(e: Extract<ShopperEvent, { kind: 'order_placed' }>): string {
  switch (e.paymentMethod) {
    case 'online':
      return e.cardLast4 ? `بطاقة تنتهي بالأرقام ${e.cardLast4}` : 'بطاقة';
    case 'tabby':
      return 'تابي (4 دفعات)';
    case 'tamara':
      return 'تمارا (دفعات بدون فوائد)';
    case 'wallet':
      return 'المحفظة';
    case 'wallet_partial':
      return `${money(e.walletFils)} من المحفظة، والباقي ${money(e.remainingFils)} نقداً عند الاستلام`;
    default:
      return 'الدفع عند الاستلام';
  }
}

export const signOff = `فريق ${STORE_NAME}`;

/** The line naming a tax document the mail carries, when it carries one. */
export const attached = (what: string, number: string | null | undefined) =>
  number ? [`أرفقنا لك ${what} ${number}.`] : [];
