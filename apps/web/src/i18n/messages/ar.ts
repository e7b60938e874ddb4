/**
 * Arabic message catalogue (Modern Standard Arabic, as UAE shops write it): every key of en.ts.
 * A chunk of its own, loaded only by the Arabic pages (decision 43). Each feature's Arabic lives
 * beside its English file (`ar-<feature>.ts`) and is spread in here.
 */
import type { Messages } from '../message-keys';
import { arAuth } from './ar-auth';
import { arCatalog } from './ar-catalog';
import { arCheckout } from './ar-checkout';
import { arOrders } from './ar-orders';
import { arShared } from './ar-shared';
import { arShipping } from './ar-shipping';
import { arVat } from './ar-vat';
import { arSearch } from './ar-search';

export const ar: Messages = {
  ...arAuth,
  ...arCatalog,
  ...arCheckout,
  ...arOrders,
  ...arShared,
  ...arVat,
  ...arShipping,
  ...arSearch,
  'app.name': 'سوق ستايل',
  'a11y.skipToContent': 'انتقل إلى المحتوى',
  'a11y.loadingPage': 'جارٍ تحميل الصفحة…',
  'language.switch': 'English',

  'header.homeLink': 'سوق ستايل، الصفحة الرئيسية',
  'header.accountNav': 'الحساب',
  'header.searchLabel': 'ابحث عن المنتجات',
  'header.searchPlaceholder': 'ابحث عن المنتجات والعلامات التجارية والمزيد',
  'header.orders': 'الطلبات',
  'header.notifications': 'الإشعارات',
  'header.wishlist': 'المفضلة',
  'header.cart': 'الحقيبة',
  'header.signIn': 'تسجيل الدخول',
  'header.badge.one': '، قطعة واحدة',
  'header.badge.other': '، عدد القطع: {count}',

  'nav.label': 'تسوّق حسب الفئة',
  'nav.men': 'رجال',
  'nav.women': 'نساء',
  'nav.kids': 'أطفال',
  'nav.accessories': 'إكسسوارات',

  'footer.aboutTitle': 'من نحن',
  'footer.aboutText':
    'يقدّم سوق ستايل أزياء يومية مختارة بعناية للرجال والنساء والأطفال للمتسوقين في جميع أنحاء الإمارات العربية المتحدة، بأسعار بالدرهم وتوصيل إلى الإمارات السبع.',
  'footer.learnMore': 'اعرف المزيد عنا',
  'footer.learnMoreLabel': 'اعرف المزيد عنا',
  'footer.quickLinksTitle': 'روابط سريعة',
  'footer.contactTitle': 'تواصل معنا',
  'footer.address': 'مكتب 1204، باي سكوير مبنى 5، الخليج التجاري، دبي، الإمارات العربية المتحدة',
  'footer.phoneLabel': 'الهاتف',
  'footer.emailLabel': 'البريد الإلكتروني',
  'footer.hours': 'من الاثنين إلى السبت، 9:00–21:00 (بتوقيت الخليج)',
  'footer.copyright': '© {year} سوق ستايل. جميع الحقوق محفوظة.',

  'home.documentTitle': 'سوق ستايل · أزياء للإمارات',
  'home.exploreTitle': 'اكتشف جميع المنتجات',

  'catalog.loading': 'جارٍ تحميل المنتجات…',
  'catalog.fetchError': 'تعذّر جلب المنتجات',
  'catalog.retry': 'حاول مرة أخرى',
  'catalog.loadMore': 'عرض المزيد',
  'catalog.loadingMore': 'جارٍ تحميل المزيد…',
  'catalog.progress': 'عرض {shown} من أصل {total} منتج',
  'catalog.empty': 'لا توجد منتجات لعرضها بعد. يرجى العودة قريباً.',
  'catalog.end': 'لقد شاهدت كل المنتجات. تصل تشكيلات جديدة كل أسبوع.',

  'product.priceLabel': 'السعر',
  'product.originalPriceLabel': 'السعر الأصلي',
  'product.discountBadge': 'خصم {percent}%',

  'notFound.documentTitle': 'الصفحة غير موجودة · سوق ستايل',
  'notFound.title': 'الصفحة غير موجودة',
  'notFound.text': 'تعذّر علينا العثور على الصفحة المطلوبة. ربما نُقلت، أو أن العنوان غير صحيح.',
  'notFound.home': 'العودة إلى الصفحة الرئيسية',

  'routeError.title': 'حدث خطأ ما',
  'routeError.text': 'يرجى تحديث الصفحة أو المحاولة بعد قليل.',
  'routeError.home': 'العودة إلى الصفحة الرئيسية',

  'page.category': 'تسوّق حسب الفئة',
  'page.login': 'تسجيل الدخول',
  'page.register': 'إنشاء حساب',
  'page.forgotPassword': 'إعادة تعيين كلمة المرور',
  'page.profile': 'ملفي الشخصي',
  'page.wishlist': 'المفضلة',
  'page.cart': 'حقيبة التسوق',
  'page.checkout': 'إتمام الشراء',
  'page.orderSuccess': 'تأكيد الطلب',
  'page.orders': 'طلباتي',
  'page.notifications': 'الإشعارات',
  'page.wallet': 'محفظتي',

  'api.read.tokenExpired': 'انتهت الجلسة. يرجى تسجيل الدخول مرة أخرى.',
  'api.read.unauthorized': 'دخول غير مصرّح به. يرجى تسجيل الدخول مرة أخرى.',
  'api.read.forbidden': 'الوصول ممنوع. ليست لديك الصلاحية.',
  'api.read.notFound': 'المورد غير موجود',
  'api.read.tooManyRequests': 'طلبات كثيرة جداً. يرجى المحاولة لاحقاً.',
  'api.read.serverError': 'خطأ في الخادم. يرجى المحاولة لاحقاً.',
  'api.read.status': 'فشل الطلب بالحالة {status}',
  'api.read.network': 'خطأ في الشبكة. يرجى التحقق من اتصالك بالإنترنت.',
  'api.write.sessionExpired': 'انتهت الجلسة، يرجى تسجيل الدخول مرة أخرى.',
  'api.write.notFound': 'الخدمة المطلوبة غير موجودة',
  'api.write.serverError': 'خطأ في الخادم. يرجى المحاولة لاحقاً.',
  'api.write.failed': 'فشل الطلب',
  'api.write.network': 'خطأ في الشبكة. يرجى التحقق من اتصالك ومن حالة الخادم.',
  'api.badJson': 'صيغة استجابة غير صالحة من الخادم',
  'api.timeout': 'انتهت مهلة الطلب. يرجى المحاولة مرة أخرى.',
};
