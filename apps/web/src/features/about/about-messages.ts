import { createTranslator } from '@/i18n';

/**
 * The About page's text, in both languages, loaded with its route rather than with every page's
 * catalogue: it is the longest text of the store and only this page shows it.
 */
const aboutEn = {
  'about.eyebrow': 'Souq Style Trading LLC',
  'about.title': 'About Us',
  'about.lead':
    'Considered everyday fashion for men, women and kids, chosen for life in the United Arab Emirates.',
  'about.story':
    'We started in Dubai in 2021 with a simple idea: breathable fabrics, modest classics and honest prices in AED, delivered quickly to all seven emirates. Today we work with regional and international labels, from kanduras and abayas to sneakers and school uniforms.',
  'about.licenceTitle': 'Company and licence details',
  'about.legalNameLabel': 'Legal name',
  'about.legalName': 'Souq Style Trading LLC',
  'about.legalFormLabel': 'Legal form',
  'about.legalForm': 'Limited Liability Company (LLC)',
  'about.licenceNumberLabel': 'Trade licence number',
  'about.licenceNumber': '1187342',
  'about.authorityLabel': 'Issuing authority',
  'about.authority': 'Department of Economy and Tourism, Government of Dubai',
  'about.activitiesLabel': 'Licensed activities',
  'about.activities':
    'Ready-made garments trading; footwear trading; e-commerce through websites and social media',
  'about.issuedLabel': 'Issued',
  'about.issued': '14 March 2021',
  'about.expiresLabel': 'Valid until',
  'about.expires': '13 March 2027',
  'about.trnLabel': 'VAT registration (TRN)',
  'about.trn': '100458796230003',
  'about.addressLabel': 'Registered office',
  'about.address':
    'Office 1204, Bay Square Building 5, Business Bay, PO Box 392817, Dubai, United Arab Emirates',
  'about.contactTitle': 'Talk to us',
  'about.contactText':
    'Questions about a size, an order or a return? Our Dubai team answers on WhatsApp.',
  'about.whatsapp': 'Chat on WhatsApp',
  'about.newTab': '(opens in a new tab)',
  'about.greeting': 'Hello Souq Style! I have a question about your products.',
} as const;

export type AboutKey = keyof typeof aboutEn;

const aboutAr: Record<AboutKey, string> = {
  'about.eyebrow': 'سوق ستايل للتجارة ذ.م.م',
  'about.title': 'من نحن',
  'about.lead':
    'أزياء يومية مختارة بعناية للرجال والنساء والأطفال، تناسب الحياة في دولة الإمارات العربية المتحدة.',
  'about.story':
    'انطلقنا من دبي عام 2021 بفكرة بسيطة: أقمشة مريحة، وقطع محتشمة كلاسيكية، وأسعار عادلة بالدرهم، مع توصيل سريع إلى الإمارات السبع. واليوم نتعامل مع علامات إقليمية وعالمية، من الكنادير والعبايات إلى الأحذية الرياضية والزي المدرسي.',
  'about.licenceTitle': 'بيانات الشركة والرخصة',
  'about.legalNameLabel': 'الاسم القانوني',
  'about.legalName': 'سوق ستايل للتجارة ذ.م.م',
  'about.legalFormLabel': 'الشكل القانوني',
  'about.legalForm': 'شركة ذات مسؤولية محدودة (ذ.م.م)',
  'about.licenceNumberLabel': 'رقم الرخصة التجارية',
  'about.licenceNumber': '1187342',
  'about.authorityLabel': 'جهة الإصدار',
  'about.authority': 'دائرة الاقتصاد والسياحة، حكومة دبي',
  'about.activitiesLabel': 'الأنشطة المرخّصة',
  'about.activities':
    'تجارة الملابس الجاهزة؛ تجارة الأحذية؛ التجارة الإلكترونية عبر المواقع الإلكترونية ووسائل التواصل الاجتماعي',
  'about.issuedLabel': 'تاريخ الإصدار',
  'about.issued': '14 مارس 2021',
  'about.expiresLabel': 'صالحة حتى',
  'about.expires': '13 مارس 2027',
  'about.trnLabel': 'رقم التسجيل الضريبي (TRN)',
  'about.trn': '100458796230003',
  'about.addressLabel': 'المكتب المسجّل',
  'about.address':
    'مكتب 1204، باي سكوير مبنى 5، الخليج التجاري، ص.ب 392817، دبي، الإمارات العربية المتحدة',
  'about.contactTitle': 'تحدّث إلينا',
  'about.contactText': 'لديك سؤال عن مقاس أو طلب أو إرجاع؟ يجيبك فريقنا في دبي عبر واتساب.',
  'about.whatsapp': 'تواصل عبر واتساب',
  'about.newTab': '(يفتح في علامة تبويب جديدة)',
  'about.greeting': 'مرحباً سوق ستايل! لدي سؤال عن منتجاتكم.',
};

export const aboutMessages = { en: aboutEn, ar: aboutAr } as const;

/** The About page's text in the page's language. */
export const { t: aboutText } = createTranslator<AboutKey>(aboutMessages);
