// The console's live summary of a promotion in words, as the owner fills the form:
// "20% off women's abayas, at least AED 300.00, until 10 April, once per shopper, code RAMADAN20".
// Dates are Dubai's calendar; Arabic is Modern Standard Arabic as UAE shops write it, with Latin
// codes and brand names isolated (U+2068 ... U+2069) so they keep their order in a right-to-left
// line.
import { arabicCatalogueWord } from '../catalogue-words';
import { dubaiDate } from '../dubai-calendar';
import { formatFils, type Fils, type MoneyLocale } from '../money';
import { storeDateTime } from '../store-time';
import type { PromotionConditions, PromotionReward, PromotionTarget } from './types';

export interface PromotionSummaryInput {
  reward: PromotionReward;
  conditions: PromotionConditions;
  startsAt: Date;
  endsAt: Date | null;
  totalUses: number | null;
  perShopper: number | null;
  /** One code, or a batch of single-use codes; neither: automatic. */
  code: string | null;
  batch: { prefix: string; count: number } | null;
  /** The start is said only when it is still to come; without `now`, always. */
  now?: Date;
}

const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const MONTHS_AR = [
  'يناير',
  'فبراير',
  'مارس',
  'أبريل',
  'مايو',
  'يونيو',
  'يوليو',
  'أغسطس',
  'سبتمبر',
  'أكتوبر',
  'نوفمبر',
  'ديسمبر',
];
const GENDERS_EN: Record<string, string> = { men: "men's", women: "women's", kids: "kids'" };
const DAY_MS = 24 * 60 * 60 * 1000;

function isolate(latin: string): string {
  return `\u2068${latin}\u2069`;
}

/**
 * A Dubai date as shop owners write it: '10 April' ('10 أبريل'), with the year when it is not
 * the year the promotion starts in, and the time when it is not midnight.
 */
function dubaiDateWords(at: Date, startYear: number, locale: MoneyLocale, time: boolean): string {
  const { year, month, day } = dubaiDate(at);
  const name = (locale === 'ar' ? MONTHS_AR : MONTHS_EN)[month - 1] ?? '';
  const clock = time ? storeDateTime(at).slice(11) : '';
  const date = `${day} ${name}${year === startYear ? '' : ` ${year}`}`;
  if (!clock || clock === '00:00') return date;
  return locale === 'ar' ? `${date} الساعة ${clock}` : `${date}, ${clock}`;
}

/** An Arabic counted noun: 1 and 2 have their own words, 3-10 the plural, 11-99 the singular. */
function arabicCount(
  n: number,
  forms: { one: string; two: string; plural: string; accusative: string; genitive: string },
): string {
  if (n === 1) return forms.one;
  if (n === 2) return forms.two;
  const rest = n % 100;
  if (rest >= 3 && rest <= 10) return `${n} ${forms.plural}`;
  if (rest >= 11) return `${n} ${forms.accusative}`;
  return `${n} ${forms.genitive}`;
}

function list(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

function targetWords(t: PromotionTarget, ar: boolean): string {
  const kinds = [...t.subcategories, ...t.categories];
  let words: string;
  if (t.productIds.length > 0) {
    const n = t.productIds.length;
    words = ar
      ? arabicCount(n, {
          one: 'منتج واحد محدد',
          two: 'منتجين محددين',
          plural: 'منتجات محددة',
          accusative: 'منتجاً محدداً',
          genitive: 'منتج محدد',
        })
      : `${n} selected ${n === 1 ? 'product' : 'products'}`;
  } else if (ar) {
    const what = kinds.length > 0 ? list(kinds.map(arabicCatalogueWord), 'و') : 'المنتجات';
    const who = t.genders.map((g) => arabicCatalogueWord(`for ${g}`));
    words =
      who.length > 0 ? `${what} ${list(who, 'و')}` : kinds.length > 0 ? what : 'جميع المنتجات';
  } else {
    const who = t.genders.map((g) => GENDERS_EN[g.toLowerCase()] ?? g);
    const what =
      kinds.length > 0
        ? list(
            kinds.map((k) => k.toLowerCase()),
            'and',
          )
        : 'items';
    words = who.length > 0 ? `${list(who, 'and')} ${what}` : kinds.length > 0 ? what : 'all items';
  }
  if (t.brands.length > 0) {
    words += ar ? ` من ${list(t.brands.map(isolate), 'و')}` : ` from ${list(t.brands, 'and')}`;
  }
  if (t.excludeOnSale) words += ar ? ' (عدا المنتجات المخفّضة)' : ' (not already on sale)';
  return words;
}

function rewardWords(r: PromotionReward, locale: MoneyLocale): string {
  const ar = locale === 'ar';
  const money = (fils: Fils) => formatFils(fils, locale);
  const cap = (max: Fils | null) =>
    max === null ? '' : ar ? `، بحد أقصى ${money(max)}` : `, up to ${money(max)}`;
  switch (r.kind) {
    case 'order_percent':
      return (
        (ar ? `خصم ${r.percent}% على الطلب` : `${r.percent}% off the order`) +
        cap(r.maxDiscountFils)
      );
    case 'order_amount':
      return ar ? `خصم ${money(r.amountFils)} على الطلب` : `${money(r.amountFils)} off the order`;
    case 'items_percent':
      return (
        (ar
          ? `خصم ${r.percent}% على ${targetWords(r.target, ar)}`
          : `${r.percent}% off ${targetWords(r.target, ar)}`) + cap(r.maxDiscountFils)
      );
    case 'items_amount':
      return ar
        ? `خصم ${money(r.amountFils)} على ${targetWords(r.target, ar)}`
        : `${money(r.amountFils)} off ${targetWords(r.target, ar)}`;
    case 'free_shipping':
      return ar ? 'شحن مجاني' : 'Free shipping';
    case 'buy_x_get_y': {
      const on = targetWords(r.target, ar);
      if (ar) {
        const gift = r.percent >= 100 ? 'مجاناً' : `بخصم ${r.percent}%`;
        return `اشترِ ${r.buy} واحصل على ${r.get} ${gift} من ${on}`;
      }
      const gift = r.percent >= 100 ? 'free' : `at ${r.percent}% off`;
      return `Buy ${r.buy} get ${r.get} ${gift} on ${on}`;
    }
  }
}

function conditionWords(c: PromotionConditions, ar: boolean, locale: MoneyLocale): string[] {
  const parts: string[] = [];
  if (c.minSubtotalFils !== null) {
    const m = formatFils(c.minSubtotalFils, locale);
    parts.push(ar ? `عند الشراء بـ ${m} على الأقل` : `at least ${m}`);
  }
  if (c.minUnits !== null) {
    const n = c.minUnits;
    parts.push(
      ar
        ? `عند شراء ${arabicCount(n, { one: 'قطعة واحدة', two: 'قطعتين', plural: 'قطع', accusative: 'قطعة', genitive: 'قطعة' })} على الأقل`
        : `at least ${n} ${n === 1 ? 'item' : 'items'}`,
    );
  }
  if (c.firstOrderOnly) parts.push(ar ? 'للطلب الأول فقط' : 'first order only');
  if (c.emails !== null) {
    const n = c.emails.length;
    parts.push(
      ar ? 'لقائمة محددة من المتسوّقين' : `for ${n} listed ${n === 1 ? 'shopper' : 'shoppers'}`,
    );
  }
  return parts;
}

function timesWords(n: number, ar: boolean): string {
  if (ar) {
    return arabicCount(n, {
      one: 'مرة واحدة',
      two: 'مرتين',
      plural: 'مرات',
      accusative: 'مرة',
      genitive: 'مرة',
    });
  }
  return n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`;
}

/** The promotion in one line of words, in English or Arabic. */
export function promotionSummary(input: PromotionSummaryInput, locale: MoneyLocale): string {
  const ar = locale === 'ar';
  const parts = [
    rewardWords(input.reward, locale),
    ...conditionWords(input.conditions, ar, locale),
  ];
  const startYear = dubaiDate(input.now ?? input.startsAt).year;
  if (!input.now || input.startsAt.getTime() > input.now.getTime()) {
    const from = dubaiDateWords(input.startsAt, startYear, locale, true);
    parts.push(ar ? `من ${from}` : `from ${from}`);
  }
  if (input.endsAt) {
    // An end at Dubai midnight is the end of the day before: 'until 10 April' runs through it.
    const { endsAt } = input;
    const midnight = storeDateTime(endsAt).endsWith('00:00');
    const lastDay = midnight ? new Date(endsAt.getTime() - DAY_MS) : endsAt;
    const until = dubaiDateWords(lastDay, startYear, locale, !midnight);
    parts.push(ar ? `حتى ${until}` : `until ${until}`);
  }
  if (input.perShopper !== null) {
    const times = timesWords(input.perShopper, ar);
    parts.push(ar ? `${times} لكل متسوّق` : `${times} per shopper`);
  }
  if (input.totalUses !== null) {
    const n = input.totalUses;
    parts.push(
      ar
        ? `${arabicCount(n, { one: 'استخدام واحد', two: 'استخدامان', plural: 'استخدامات', accusative: 'استخداماً', genitive: 'استخدام' })} كحد أقصى`
        : `${n} ${n === 1 ? 'use' : 'uses'} in total`,
    );
  }
  if (input.code !== null) {
    parts.push(ar ? `بالرمز ${isolate(input.code)}` : `code ${input.code}`);
  } else if (input.batch !== null) {
    const { count, prefix } = input.batch;
    parts.push(
      ar
        ? `${arabicCount(count, { one: 'رمز واحد', two: 'رمزان', plural: 'رموز', accusative: 'رمزاً', genitive: 'رمز' })} للاستخدام مرة واحدة ${count === 1 ? 'يبدأ' : 'تبدأ'} بـ ${isolate(prefix)}`
        : `${count} single-use ${count === 1 ? 'code' : 'codes'} starting ${prefix}`,
    );
  } else {
    parts.push(ar ? 'يُطبَّق تلقائياً' : 'applies automatically');
  }
  return parts.join(ar ? '، ' : ', ');
}
