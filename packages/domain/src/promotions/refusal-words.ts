import { formatFils, type MoneyLocale } from '../money';
import type { CodeRefusal } from './types';

/** Why a code does not apply, as the shopper reads it: English, with `{amount}` and `{count}`. */
export const CODE_REFUSAL_EN = {
  unknown: 'This code was not found. Please check it and try again',
  not_started: 'This code is not active yet',
  ended: 'This code has expired',
  paused: 'This code is not available right now',
  used_up: 'This code has been used up',
  used_by_you: 'You have already used this code',
  min_spend: 'Add {amount} more to your bag to use this code',
  min_units: 'Add {count} more eligible items to your bag to use this code',
  no_matching_items: 'No item in your bag is eligible for this code',
  does_not_combine: 'This code cannot be combined with the promotion already applied',
  first_order_only: 'This code is for a first order only',
  not_eligible: 'This code is not available for your account',
  sign_in: 'Please sign in to use this code',
} as const satisfies Record<CodeRefusal['reason'], string>;

/** The same, in Arabic. */
export const CODE_REFUSAL_AR: Record<CodeRefusal['reason'], string> = {
  unknown: 'لم يتم العثور على هذا الرمز. يرجى التحقق منه والمحاولة مرة أخرى',
  not_started: 'هذا الرمز غير مفعّل بعد',
  ended: 'انتهت صلاحية هذا الرمز',
  paused: 'هذا الرمز غير متاح حاليًا',
  used_up: 'نفدت مرات استخدام هذا الرمز',
  used_by_you: 'لقد استخدمت هذا الرمز من قبل',
  min_spend: 'أضف إلى حقيبتك منتجات بقيمة {amount} لاستخدام هذا الرمز',
  min_units: 'أضف إلى حقيبتك {count} من المنتجات المشمولة لاستخدام هذا الرمز',
  no_matching_items: 'لا يوجد في حقيبتك منتج يشمله هذا الرمز',
  does_not_combine: 'لا يمكن الجمع بين هذا الرمز والعرض المطبّق حاليًا',
  first_order_only: 'هذا الرمز مخصص للطلب الأول فقط',
  not_eligible: 'هذا الرمز غير متاح لحسابك',
  sign_in: 'يرجى تسجيل الدخول لاستخدام هذا الرمز',
};

/** The shopper's message for a refusal, in `locale`, its amount or count filled in. */
export function codeRefusalMessage(refusal: CodeRefusal, locale: MoneyLocale): string {
  const template = (locale === 'ar' ? CODE_REFUSAL_AR : CODE_REFUSAL_EN)[refusal.reason];
  const amount = refusal.reason === 'min_spend' ? formatFils(refusal.missingFils, locale) : '';
  const count = refusal.reason === 'min_units' ? String(refusal.missingUnits) : '';
  // The amount is isolated so its digits and currency keep their order in Arabic text.
  const isolated = locale === 'ar' ? `\u2068${amount}\u2069` : amount;
  return template.replace('{amount}', isolated).replace('{count}', count);
}
