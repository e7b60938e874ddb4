import { createTranslator } from '@/i18n';

/**
 * Checkout's words for a total that moves under the shopper (a promo code applied or removed in
 * its summary), in both languages. They load with checkout, not with the storefront's
 * catalogues: every page's first script stays within its size budget for text only this page shows.
 */
const en = {
  totalUpdating: 'Your total is being updated. Please try again in a moment.',
  totalChanged: 'Your bag changed: the total is now {total}. Please check it and pay again.',
  tabbyTitle: 'Pay later with Tabby',
  tabbyPlan: '4 interest-free payments of {amount}',
  tabbyRefunds: 'Refunds of this order go back to your Tabby plan, not to your wallet.',
  tabbyContinue: 'Continue with Tabby',
  tabbyDeclined: 'Tabby did not approve this payment. Please choose another payment method.',
  tabbyCancelled: 'You left Tabby without paying. Your bag is as you left it.',
  tabbyPending: 'Your Tabby payment is being confirmed. Your order will appear in your orders.',
  tamaraTitle: 'Pay later with Tamara',
  tamaraRefunds: 'Refunds of this order go back to your Tamara plan, not to your wallet.',
  tamaraIn3: 'Pay in 3 with Tamara: {amount} today',
  tamaraIn4: 'Pay in 4 with Tamara: {amount} today',
  tamaraDeclined: 'Tamara did not approve this payment. Please choose another payment method.',
  tamaraCancelled: 'You left Tamara without paying. Your bag is as you left it.',
  tamaraPending: 'Your Tamara payment is being confirmed. Your order will appear in your orders.',
  walletDivider: 'or pay by card',
} as const;

const ar: Record<keyof typeof en, string> = {
  totalUpdating: 'جارٍ تحديث الإجمالي. يرجى المحاولة مرة أخرى بعد لحظة.',
  totalChanged: 'تغيّرت حقيبتك: أصبح الإجمالي {total}. يرجى مراجعته ثم الدفع مرة أخرى.',
  tabbyTitle: 'ادفع لاحقًا عبر تابي',
  tabbyPlan: '4 دفعات بدون فوائد، قيمة كل منها {amount}',
  tabbyRefunds: 'تُردّ المبالغ المستردة لهذا الطلب إلى خطة الدفع في تابي، لا إلى محفظتك.',
  tabbyContinue: 'المتابعة عبر تابي',
  tabbyDeclined: 'لم توافق تابي على هذه الدفعة. يرجى اختيار طريقة دفع أخرى.',
  tabbyCancelled: 'غادرت تابي دون إتمام الدفع. بقيت حقيبتك كما تركتها.',
  tabbyPending: 'جارٍ تأكيد دفعتك عبر تابي، وسيظهر طلبك في صفحة طلباتك.',
  tamaraTitle: 'ادفع لاحقًا عبر تمارا',
  tamaraRefunds: 'تُردّ المبالغ المستردة لهذا الطلب إلى خطة الدفع في تمارا، لا إلى محفظتك.',
  tamaraIn3: 'ادفع على 3 دفعات عبر تمارا: {amount} اليوم',
  tamaraIn4: 'ادفع على 4 دفعات عبر تمارا: {amount} اليوم',
  tamaraDeclined: 'لم توافق تمارا على هذه الدفعة. يرجى اختيار طريقة دفع أخرى.',
  tamaraCancelled: 'غادرت تمارا دون إتمام الدفع. بقيت حقيبتك كما تركتها.',
  tamaraPending: 'جارٍ تأكيد دفعتك عبر تمارا، وسيظهر طلبك في صفحة طلباتك.',
  walletDivider: 'أو ادفع بالبطاقة',
};

export const { t: checkoutText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const checkoutCatalogues = { en, ar };
