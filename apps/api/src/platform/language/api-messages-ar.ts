import { ACCOUNT_MESSAGES_AR } from './api-messages-ar-account';
import { CONSOLE_MESSAGES_AR } from './api-messages-ar-console';
import { PROMOTION_MESSAGES_AR } from './api-messages-ar-promotions';
import { PAY_LATER_MESSAGES_AR } from './api-messages-ar-pay-later';
import { MARKETING_MESSAGES_AR } from './api-messages-ar-marketing';
import { TWO_STEP_MESSAGES_AR } from './api-messages-ar-two-step';
import { STAFF_MESSAGES_AR } from './api-messages-ar-staff';
import { EXCHANGE_MESSAGES_AR } from './api-messages-ar-exchange';
import { ORDER_MESSAGES_AR } from './api-messages-ar-orders';
import { CODE_REFUSAL_AR } from '@store/domain';
import { refusalKeys, type ApiMessageKey } from './api-messages-en';

/**
 * The Arabic of every message the API answers with, by the keys of api-messages-en.ts; a part
 * `{name}` is carried into the Arabic unchanged. api-messages.test.ts checks that every key has
 * its Arabic with the same parts, and that every message the server throws has a key.
 */
export const API_MESSAGES_AR: Record<ApiMessageKey, string> = {
  // Failures of any request: sign-in, limits, the platform
  UNAUTHORIZED: 'دخول غير مصرّح به. يرجى تسجيل الدخول مجددًا.',
  TokenExpired: 'انتهت الجلسة. يرجى تسجيل الدخول مجددًا.',
  FORBIDDEN: 'الوصول ممنوع. ليس لديك صلاحية.',
  'request.resource_not_found': 'المورد غير موجود',
  RATE_LIMITED: 'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  'request.server_error_try_again_later': 'خطأ في الخادم. يرجى المحاولة لاحقًا.',
  DATABASE_UNAVAILABLE: 'قاعدة بيانات المتجر غير متاحة. يرجى المحاولة بعد قليل.',
  STORAGE_FULL: 'نفدت مساحة التخزين في المتجر، لذا لم يُحفظ شيء. يرجى المحاولة لاحقًا.',
  'request.sign_busy_right_now_try': 'تسجيل الدخول مزدحم الآن. يرجى المحاولة بعد قليل.',
  'request.too_many_open_connections_from':
    'اتصالات مفتوحة كثيرة جدًا من عنوانك. يرجى المحاولة بعد قليل.',
  UNAUTHENTICATED: 'يلزم تسجيل الدخول.',
  'request.request_body_not_valid_json': 'نص الطلب ليس JSON صالحًا',
  'request.request_body_too_large': 'نص الطلب كبير جدًا',
  'request.send_request_body_as_json': 'أرسل نص الطلب بصيغة JSON (Content-Type: application/json)',
  'request.send_files_as_multipart_form': 'أرسل الملفات بصيغة multipart/form-data',
  BAD_FORM:
    'النموذج المرسل غير مكتمل أو ليس بصيغة multipart/form-data صالحة. يرجى إرساله مرة أخرى.',
  'request.address_too_long': 'العنوان طويل جدًا',
  'request.address_not_valid': 'العنوان غير صالح',
  'request.request_headers_address_too_large': 'ترويسات الطلب أو العنوان كبيرة جدًا',
  'request.request_took_too_long': 'استغرق الطلب وقتًا طويلًا',
  'request.request_not_valid_http': 'الطلب ليس HTTP صالحًا',
  'request.request_body_arrived_too_slowly': 'وصل نص الطلب ببطء شديد',
  'request.invalid_input': 'إدخال غير صالح',
  'request.image_not_found': 'الصورة غير موجودة',
  'request.sitemap_not_found': 'ملف خريطة الموقع غير موجود',
  'request.pictures_busy': 'يجري تجهيز صور كثيرة الآن. يرجى المحاولة بعد قليل.',

  // Validation: field rules shared by every schema
  'field.field_contains_characters_not_allowed': 'يحتوي {field} على أحرف غير مسموح بها',
  'field.field_most_max_characters': 'يجب ألا يزيد {field} على {max} حرفًا',
  'field.field_too_large': '{field} كبير جدًا',
  FIELD_TOO_LONG: '{field} طويل جدًا',
  'field.field_text': 'يجب أن يكون {field} نصًا',
  'field.field_number': 'يجب أن يكون {field} رقمًا',
  'field.unrecognized_keys_keys': 'حقول غير معروفة: {keys}',
  'field.unrecognized_key_key': 'حقل غير معروف: {key}',
  'field.invalid_option_expected_one_options': 'خيار غير صالح: القيم المقبولة هي {options}',
  'field.credit_note_number_required': 'رقم إشعار الدائن مطلوب',
  'field.credit_note_number_looks_like': 'رقم إشعار الدائن يكون على شكل CN-000001',
  'field.month_required_as_yyyy_mm': 'الشهر مطلوب بالصيغة YYYY-MM',
  'field.field_whole_number': 'يجب أن يكون {field} عددًا صحيحًا',
  'field.field_true_false': 'يجب أن تكون قيمة {field} صحيحة أو خاطئة (true أو false)',
  'field.field_object': 'يجب أن يكون {field} كائنًا',
  'field.field_list': 'يجب أن يكون {field} قائمة',
  'field.field_not_valid': '{field} غير صالح',
  'field.field_cannot_negative': 'لا يمكن أن يكون {field} سالبًا',
  'field.field_cannot_more_than_max': 'لا يمكن أن يزيد {field} على {max}',
  'field.field_can_have_most_2': 'يمكن أن يحتوي {field} على منزلتين عشريتين كحد أقصى',
  'field.request_text': 'يجب أن يكون الطلب نصًا',
  'field.request_number': 'يجب أن يكون الطلب رقمًا',
  'field.request_whole_number': 'يجب أن يكون الطلب عددًا صحيحًا',
  'field.request_true_false': 'يجب أن يكون الطلب true أو false',
  'field.request_object': 'يجب أن يكون الطلب كائنًا',
  'field.request_list': 'يجب أن يكون الطلب قائمة',
  'field.request_not_valid': 'الطلب غير صالح',
  'field.too_long': 'طويل جدًا',
  'field.page_whole_number': 'يجب أن يكون رقم الصفحة عددًا صحيحًا',
  'field.page_1_more': 'يجب أن يكون رقم الصفحة 1 أو أكثر',
  'field.page_most_max': 'يجب ألا يزيد رقم الصفحة على {max}',
  'field.page_too_large': 'رقم الصفحة كبير جدًا',
  'field.limit_whole_number': 'يجب أن يكون الحد عددًا صحيحًا',
  'field.limit_1_more': 'يجب أن يكون الحد 1 أو أكثر',
  'field.limit_most_max': 'يجب ألا يزيد الحد على {max}',
  'field.search_text_most_max_characters': 'يجب ألا يزيد نص البحث على {max} حرفًا',
  'field.type_least_min_characters_search': 'اكتب {min} أحرف على الأقل للبحث',
  'field.filter_value_too_long': 'قيمة التصفية طويلة جدًا',
  'field.choose_most_max_values_label': 'اختر {max} قيم كحد أقصى لـ {label}',
  'field.unknown_sort_order': 'ترتيب غير معروف',
  'field.maximum_price_number': 'يجب أن يكون السعر الأقصى رقمًا',
  'field.maximum_price_0_more': 'يجب أن يكون السعر الأقصى 0 أو أكثر',
  'field.minimum_discount_number': 'يجب أن يكون الحد الأدنى للخصم رقمًا',
  'field.minimum_discount_between_0_100': 'يجب أن يكون الحد الأدنى للخصم بين 0 و100',

  // Accounts and sign-in
  'account.email_required': 'البريد الإلكتروني مطلوب',
  'account.email_format_invalid': 'صيغة البريد الإلكتروني غير صحيحة',
  'account.password_required': 'كلمة المرور مطلوبة',
  'account.password_least_6_characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  'account.password_most_max_characters': 'يجب ألا تزيد كلمة المرور على {max} حرفًا',
  'account.confirm_password': 'يرجى تأكيد كلمة المرور',
  'account.passwords_do_not_match': 'كلمتا المرور غير متطابقتين',
  'account.full_name_required': 'الاسم الكامل مطلوب',
  'account.full_name_too_long': 'الاسم الكامل طويل جدًا',
  'account.enter_valid_name_2_50': 'يرجى إدخال اسم صحيح (من 2 إلى 50 حرفًا، أحرف فقط)',
  'account.enter_valid_uae_mobile_number':
    'يرجى إدخال رقم جوال إماراتي صحيح (مثال: ‎+971 50 123 4567)',
  'account.zip_code_exactly_5_digits': 'يجب أن يتكون الرمز البريدي من 5 أرقام بالضبط.',
  EMAIL_TAKEN: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'account.invalid_email_password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'account.invalid_username_password': 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  'account.enter_both_username_password': 'يرجى إدخال اسم المستخدم وكلمة المرور.',
  'account.username_most_max_characters': 'يجب ألا يزيد اسم المستخدم على {max} حرفًا',
  INVALID_CODE: 'رمز التحقق غير صحيح',
  GOOGLE_TOKEN_INVALID: 'فشل تسجيل الدخول عبر Google',
  GOOGLE_RACE: 'فشل تسجيل الدخول عبر Google!',
  'account.google_login_failed_no_credential':
    'فشل تسجيل الدخول عبر Google - لم تُستلم بيانات الاعتماد',
  GOOGLE_EMAIL_UNVERIFIED: 'فشل تسجيل الدخول عبر Google: بريدك الإلكتروني في Google غير مُوثَّق',
  'account.no_credential_received_from_google': 'لم تُستلم بيانات الاعتماد من Google.',
  'account.google_sign_not_enabled': 'تسجيل الدخول عبر Google غير مفعّل',
  'account.user_not_found': 'المستخدم غير موجود',
  GOOGLE_ACCOUNT_MISMATCH: 'هذا البريد الإلكتروني مرتبط بحساب Google آخر',

  // Addresses
  'address.address_id_required': 'معرّف العنوان مطلوب',
  ADDRESS_NOT_FOUND: 'العنوان غير موجود',
  'address.address_too_long': 'العنوان طويل جدًا',
  'address.address_least_5_characters_long': 'يجب ألا يقل العنوان عن 5 أحرف',
  'address.area_required': 'المنطقة مطلوبة',
  'address.area_name_too_long': 'اسم المنطقة طويل جدًا',
  'address.building_number_required': 'رقم المبنى مطلوب',
  'address.building_number_too_long': 'رقم المبنى طويل جدًا',
  'address.city_required': 'المدينة مطلوبة',
  'address.city_name_too_long': 'اسم المدينة طويل جدًا',
  'address.street_name_required': 'اسم الشارع مطلوب',
  'address.street_name_too_long': 'اسم الشارع طويل جدًا',
  'address.emirate_selection_required': 'يرجى اختيار الإمارة',
  'address.mobile_number_required': 'رقم الجوال مطلوب',
  'address.select_home_work': 'يرجى اختيار المنزل أو العمل',
  'address.po_box_should_contain_only':
    'يجب أن يحتوي صندوق البريد على أرقام فقط (6 أرقام كحد أقصى)',
  'address.default_address_true_false': 'يجب أن تكون قيمة العنوان الافتراضي true أو false',
  ADDRESS_LIMIT: 'يمكنك حفظ {max} عناوين كحد أقصى',
  'address.fill_all_fields': 'يرجى تعبئة جميع الحقول',
  'address.fill_all_required_fields': 'يرجى تعبئة جميع الحقول المطلوبة.',

  // Catalogue, bag and wishlist
  PRODUCT_NOT_FOUND: 'المنتج غير موجود',
  'bag.product_id_required': 'معرّف المنتج مطلوب',
  'bag.invalid_product_id': 'معرّف المنتج غير صحيح',
  OFFER_NOT_FOUND: 'العرض غير موجود.',
  'bag.offer_id_required': 'معرّف العرض مطلوب',
  CART_LINE_NOT_FOUND: 'المنتج غير موجود في السلة',
  CART_EMPTY: 'سلتك فارغة.',
  'bag.select_color': 'يرجى اختيار اللون',
  'bag.select_size': 'يرجى اختيار المقاس',
  BAD_COLOR: 'هذا اللون غير متوفر لهذا المنتج',
  BAD_SIZE: 'هذا المقاس غير متوفر لهذا المنتج',
  OUT_OF_STOCK: 'عذرًا، «{name}» غير متوفر حاليًا.',
  'bag.only_count_items_available_stock': 'يتوفر {count} قطع فقط في المخزون.',
  'bag.only_count_items_stock': 'يتوفر {count} قطع فقط في المخزون',
  'bag.only_count_left_name': 'تبقّى {count} فقط من «{name}»',
  'bag.quantity_whole_number_least_1': 'يجب أن تكون الكمية عددًا صحيحًا لا يقل عن 1',
  'bag.quantity_can_most_max': 'يجب ألا تزيد الكمية على {max}',

  // Checkout, payments and the wallet
  ADDRESS_REQUIRED: 'يرجى اختيار عنوان التوصيل',
  'checkout.select_payment_method': 'يرجى اختيار طريقة الدفع',
  'checkout.bag_changed_total_now_total':
    'تغيّرت حقيبتك: أصبح الإجمالي {total}. يرجى مراجعته وتقديم الطلب مجددًا.',
  ORDER_TOO_LARGE: 'لا يمكن أن يتجاوز الطلب {max}. يرجى إزالة بعض المنتجات من حقيبتك.',
  'checkout.you_already_have_count_unpaid':
    'لديك بالفعل {count} طلبات غير مدفوعة بالدفع عند الاستلام. يرجى الدفع بالبطاقة أو المحفظة، أو الانتظار حتى يُسلَّم أحدها.',
  'checkout.cash_delivery_available_up_max':
    'الدفع عند الاستلام متاح حتى {max} تُدفع عند الباب. يرجى الدفع بالبطاقة أو المحفظة.',
  'checkout.cash_delivery_available_up_max_2':
    'الدفع عند الاستلام متاح حتى {max} تُدفع عند الباب لجميع طلباتك المفتوحة. يرجى الدفع بالبطاقة أو المحفظة، أو الانتظار حتى يُسلَّم طلب سابق.',
  'checkout.cash_delivery_available_up_count':
    'الدفع عند الاستلام متاح حتى {count} من «{name}» لجميع طلباتك المفتوحة. يرجى الدفع بالبطاقة أو المحفظة، أو طلب كمية أقل.',
  PAYMENT_NOT_CONFIRMED: 'لم يتم تأكيد الدفع',
  'checkout.payment_not_found': 'الدفعة غير موجودة',
  'checkout.payment_reference_required': 'مرجع الدفع مطلوب',
  'checkout.payment_reference_too_long': 'مرجع الدفع طويل جدًا',
  PAYMENT_MISMATCH: 'مبلغ الدفع لا يطابق الطلب',
  'checkout.amount_required': 'المبلغ مطلوب',
  'checkout.amount_whole_number_fils_aed': 'يجب أن يكون المبلغ عددًا صحيحًا بالفلس (الدرهم × 100)',
  INVALID_CARD_NUMBER: 'رقم بطاقتك غير صحيح.',
  EXPIRED_CARD: 'انتهت صلاحية بطاقتك.',
  'checkout.card_has_insufficient_funds': 'رصيد بطاقتك غير كافٍ.',
  'checkout.card_declined': 'تم رفض بطاقتك.',
  'checkout.card_s_expiration_date_invalid': 'تاريخ انتهاء صلاحية بطاقتك غير صحيح.',
  'checkout.card_s_security_code_invalid': 'رمز الأمان لبطاقتك غير صحيح.',
  CARD_PAYMENTS_OFF: 'الدفع بالبطاقة غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
  PAYMENT_PROVIDER_UNAVAILABLE:
    'الدفع بالبطاقة غير متاح الآن. يرجى المحاولة بعد قليل أو اختيار طريقة دفع أخرى.',
  'checkout.payment_refunded_card_pay_again': 'تم استرداد هذه الدفعة إلى بطاقتك. يرجى الدفع مجددًا.',
  'checkout.payment_refunded_when_order_cancelled':
    'تم استرداد هذه الدفعة عند إلغاء طلبها. يرجى الدفع مجددًا.',
  'checkout.wallet_balance_insufficient': 'رصيد المحفظة غير كافٍ',
  PAYMENT_IN_PROGRESS: 'هناك دفعة من المحفظة قيد التنفيذ. يرجى المحاولة مجددًا.',
  PAYMENT_FAILED: 'لم يُدفع هذا الطلب من المحفظة.',
  // A refusal after the card was charged: {message} is the refusal, itself a message
  'checkout.refused_card_refunded':
    '{message}. وقد أُعيد إلى بطاقتك المبلغ المدفوع \u2068{amount}\u2069.',
  // The card provider's events (webhooks)
  EVENT_NOT_HANDLED: 'تعذّرت معالجة الحدث الآن؛ يرجى إرساله مرة أخرى.',
  'checkout.event_signature_missing': 'ترويسة Stripe-Signature غير موجودة.',
  'checkout.event_body_missing': 'نص الحدث غير موجود.',
  'checkout.event_signature_mismatch': 'توقيع Stripe-Signature لا يطابق هذا الحدث.',
  WEBHOOK_EVENT_INVALID: 'الحدث ينقصه المعرّف أو النوع أو البيانات، أو أن أحدها غير صالح.',

  // Orders, delivery codes and returns, in their own file
  ...ORDER_MESSAGES_AR,

  // The back office's own messages, kept in their own file
  ...CONSOLE_MESSAGES_AR,
  ...ACCOUNT_MESSAGES_AR,
  ...PROMOTION_MESSAGES_AR,
  ...PAY_LATER_MESSAGES_AR,
  ...MARKETING_MESSAGES_AR,
  ...TWO_STEP_MESSAGES_AR,
  ...STAFF_MESSAGES_AR,
  ...EXCHANGE_MESSAGES_AR,
  ...refusalKeys(CODE_REFUSAL_AR),
};
