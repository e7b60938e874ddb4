import { createTranslator } from '@/i18n';

/**
 * Consent to marketing mail (the registration box, the profile's choice) and the unsubscribe
 * page, in both languages. They load with those pages, not with the storefront's catalogues.
 */
const en = {
  box: 'Email me reminders and offers: a bag I left, a price drop on my wishlist',
  boxHint: 'Optional. You can change your mind in your profile or from any of these mails.',
  heading: 'Reminders and offers by email',
  intro:
    'With your consent we email you about a bag you left and when something on your wishlist costs at least 10% less. Nothing else, and never to anyone else.',
  consentOn: 'You agreed on {date}.',
  consentOff: 'You have not agreed.',
  withdrawnOn: 'You withdrew on {date}.',
  loading: 'Loading your choice…',
  loadFailed: 'Your choice could not be loaded.',
  saved: 'Your choice is saved.',
  saveFailed: 'Your choice could not be saved. Please try again.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeIntro: 'Stop reminders and offers by email from Souq Style?',
  unsubscribeButton: 'Unsubscribe',
  unsubscribing: 'Unsubscribing…',
  unsubscribed: 'You are unsubscribed. You will get no more reminders or offers by email.',
  unsubscribeAgain: 'Changed your mind? You can agree again in your profile.',
  noToken: 'This unsubscribe link is not complete. Please open it again from the mail.',
  invalidLink: 'This unsubscribe link is not valid. Please open it again from the mail.',
  home: 'Continue shopping',
} as const;

const ar: Record<keyof typeof en, string> = {
  box: 'أرسلوا إليّ تذكيرات وعروضاً بالبريد الإلكتروني: حقيبة تركتها، وانخفاض سعر منتج في قائمة أمنياتي',
  boxHint: 'اختياري. يمكنك تغيير رأيك من ملفك الشخصي أو من أي رسالة من هذه الرسائل.',
  heading: 'التذكيرات والعروض بالبريد الإلكتروني',
  intro:
    'بموافقتك نراسلك بشأن حقيبة تركتها، وحين ينخفض سعر منتج في قائمة أمنياتك بنسبة 10% على الأقل. لا شيء غير ذلك، ولا نشارك بريدك مع أحد.',
  consentOn: 'وافقت في {date}.',
  consentOff: 'لم توافق بعد.',
  withdrawnOn: 'سحبت موافقتك في {date}.',
  loading: 'جارٍ تحميل اختيارك…',
  loadFailed: 'تعذّر تحميل اختيارك.',
  saved: 'تم حفظ اختيارك.',
  saveFailed: 'تعذّر حفظ اختيارك. يُرجى المحاولة مرة أخرى.',
  unsubscribeTitle: 'إلغاء الاشتراك',
  unsubscribeIntro: 'هل تريد إيقاف التذكيرات والعروض التي تصلك بالبريد الإلكتروني من سوق ستايل؟',
  unsubscribeButton: 'إلغاء الاشتراك',
  unsubscribing: 'جارٍ إلغاء الاشتراك…',
  unsubscribed: 'تم إلغاء اشتراكك. لن تصلك بعد الآن تذكيرات أو عروض بالبريد الإلكتروني.',
  unsubscribeAgain: 'غيّرت رأيك؟ يمكنك الموافقة مجدداً من ملفك الشخصي.',
  noToken: 'رابط إلغاء الاشتراك هذا غير مكتمل. يُرجى فتحه مجدداً من الرسالة.',
  invalidLink: 'رابط إلغاء الاشتراك هذا غير صالح. يُرجى فتحه مجدداً من الرسالة.',
  home: 'متابعة التسوق',
};

export const { t: marketingText } = createTranslator<keyof typeof en>({ en, ar });

/** Both languages, for the check that every key has its Arabic. */
export const marketingCatalogues = { en, ar };
