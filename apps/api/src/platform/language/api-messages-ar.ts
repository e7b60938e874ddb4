import { CONSOLE_MESSAGES_AR } from './api-messages-ar-console';

/**
 * The Arabic of every message the API answers with, keyed by its English text. `{name}` stands
 * for a part that varies (a field, a number, a product's name): the English key matches the
 * message as sent and the part is carried into the Arabic unchanged. A message not listed here
 * goes out in English; api-messages.test.ts checks every key has Arabic with the same parts.
 */
export const API_MESSAGES_AR: Readonly<Record<string, string>> = {
  // The original error messages and the platform's
  'Unauthorized access. Please login again.': 'دخول غير مصرّح به. يرجى تسجيل الدخول مجددًا.',
  'Session expired. Please login again.': 'انتهت الجلسة. يرجى تسجيل الدخول مجددًا.',
  'Access forbidden. You do not have permission.': 'الوصول ممنوع. ليس لديك صلاحية.',
  'Resource not found': 'المورد غير موجود',
  'Too many requests. Please try again later.': 'طلبات كثيرة جدًا. يرجى المحاولة لاحقًا.',
  'Server error. Please try again later.': 'خطأ في الخادم. يرجى المحاولة لاحقًا.',
  "The store's database is unavailable. Please try again in a moment.":
    'قاعدة بيانات المتجر غير متاحة. يرجى المحاولة بعد قليل.',
  'The store has run out of storage space, so nothing was saved. Please try again later.':
    'نفدت مساحة التخزين في المتجر، لذا لم يُحفظ شيء. يرجى المحاولة لاحقًا.',
  'Sign-in is busy right now. Please try again in a moment.':
    'تسجيل الدخول مزدحم الآن. يرجى المحاولة بعد قليل.',
  'Too many open connections from your address. Please try again shortly.':
    'اتصالات مفتوحة كثيرة جدًا من عنوانك. يرجى المحاولة بعد قليل.',
  'Authentication required.': 'يلزم تسجيل الدخول.',
  'Request body is not valid JSON': 'نص الطلب ليس JSON صالحًا',
  'Request body is too large': 'نص الطلب كبير جدًا',
  'Send the request body as JSON (Content-Type: application/json)':
    'أرسل نص الطلب بصيغة JSON (Content-Type: application/json)',
  'Send the files as multipart/form-data': 'أرسل الملفات بصيغة multipart/form-data',
  'The address is too long': 'العنوان طويل جدًا',
  'The address is not valid': 'العنوان غير صالح',
  'The request headers or address are too large': 'ترويسات الطلب أو العنوان كبيرة جدًا',
  'The request took too long': 'استغرق الطلب وقتًا طويلًا',
  'The request is not valid HTTP': 'الطلب ليس HTTP صالحًا',
  'The request body arrived too slowly': 'وصل نص الطلب ببطء شديد',
  'Invalid input': 'إدخال غير صالح',

  // Validation: field rules shared by every schema
  '{field} contains characters that are not allowed': 'يحتوي {field} على أحرف غير مسموح بها',
  '{field} must be at most {max} characters': 'يجب ألا يزيد {field} على {max} حرفًا',
  '{field} is too large': '{field} كبير جدًا',
  '{field} is too long': '{field} طويل جدًا',
  '{field} must be text': 'يجب أن يكون {field} نصًا',
  '{field} must be a number': 'يجب أن يكون {field} رقمًا',
  'Unrecognized keys: {keys}': 'حقول غير معروفة: {keys}',
  'Unrecognized key: {key}': 'حقل غير معروف: {key}',
  'Invalid option: expected one of {options}': 'خيار غير صالح: القيم المقبولة هي {options}',
  'Credit note number is required': 'رقم إشعار الدائن مطلوب',
  'Credit note number looks like CN-000001': 'رقم إشعار الدائن يكون على شكل CN-000001',
  'month is required, as YYYY-MM': 'الشهر مطلوب بالصيغة YYYY-MM',
  '{field} must be a whole number': 'يجب أن يكون {field} عددًا صحيحًا',
  '{field} must be true or false': 'يجب أن تكون قيمة {field} صحيحة أو خاطئة (true أو false)',
  '{field} must be an object': 'يجب أن يكون {field} كائنًا',
  '{field} must be a list': 'يجب أن يكون {field} قائمة',
  '{field} is not valid': '{field} غير صالح',
  '{field} cannot be negative': 'لا يمكن أن يكون {field} سالبًا',
  '{field} cannot be more than {max}': 'لا يمكن أن يزيد {field} على {max}',
  '{field} can have at most 2 decimals': 'يمكن أن يحتوي {field} على منزلتين عشريتين كحد أقصى',
  'The request must be text': 'يجب أن يكون الطلب نصًا',
  'The request must be a number': 'يجب أن يكون الطلب رقمًا',
  'The request must be a whole number': 'يجب أن يكون الطلب عددًا صحيحًا',
  'The request must be true or false': 'يجب أن يكون الطلب true أو false',
  'The request must be an object': 'يجب أن يكون الطلب كائنًا',
  'The request must be a list': 'يجب أن يكون الطلب قائمة',
  'The request is not valid': 'الطلب غير صالح',
  'Too long': 'طويل جدًا',
  'Page must be a whole number': 'يجب أن يكون رقم الصفحة عددًا صحيحًا',
  'Page must be 1 or more': 'يجب أن يكون رقم الصفحة 1 أو أكثر',
  'Page must be at most {max}': 'يجب ألا يزيد رقم الصفحة على {max}',
  'Page is too large': 'رقم الصفحة كبير جدًا',
  'Limit must be a whole number': 'يجب أن يكون الحد عددًا صحيحًا',
  'Limit must be 1 or more': 'يجب أن يكون الحد 1 أو أكثر',
  'Limit must be at most {max}': 'يجب ألا يزيد الحد على {max}',
  'Search text must be at most {max} characters': 'يجب ألا يزيد نص البحث على {max} حرفًا',
  'Type at least {min} characters to search': 'اكتب {min} أحرف على الأقل للبحث',
  'Filter value is too long': 'قيمة التصفية طويلة جدًا',
  'Choose at most {max} values for {label}': 'اختر {max} قيم كحد أقصى لـ {label}',
  'Unknown sort order': 'ترتيب غير معروف',
  'Maximum price must be a number': 'يجب أن يكون السعر الأقصى رقمًا',
  'Maximum price must be 0 or more': 'يجب أن يكون السعر الأقصى 0 أو أكثر',
  'Minimum discount must be a number': 'يجب أن يكون الحد الأدنى للخصم رقمًا',
  'Minimum discount must be between 0 and 100': 'يجب أن يكون الحد الأدنى للخصم بين 0 و100',

  // Accounts and sign-in
  'Email is required': 'البريد الإلكتروني مطلوب',
  'Email format is invalid': 'صيغة البريد الإلكتروني غير صحيحة',
  'Password is required': 'كلمة المرور مطلوبة',
  'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
  'Password must be at most {max} characters': 'يجب ألا تزيد كلمة المرور على {max} حرفًا',
  'Please confirm your password': 'يرجى تأكيد كلمة المرور',
  'Passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Full name is required': 'الاسم الكامل مطلوب',
  'Full name is too long': 'الاسم الكامل طويل جدًا',
  'Please enter a valid name (2-50 characters, letters only)':
    'يرجى إدخال اسم صحيح (من 2 إلى 50 حرفًا، أحرف فقط)',
  'Please enter a valid UAE mobile number (e.g., +971 50 123 4567)':
    'يرجى إدخال رقم جوال إماراتي صحيح (مثال: ‎+971 50 123 4567)',
  'ZIP code must be exactly 5 digits.': 'يجب أن يتكون الرمز البريدي من 5 أرقام بالضبط.',
  'An account with this email already exists': 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Invalid username or password.': 'اسم المستخدم أو كلمة المرور غير صحيحة.',
  'Please enter both username and password.': 'يرجى إدخال اسم المستخدم وكلمة المرور.',
  'Username must be at most {max} characters': 'يجب ألا يزيد اسم المستخدم على {max} حرفًا',
  'Invalid OTP': 'رمز التحقق غير صحيح',
  'Google login failed': 'فشل تسجيل الدخول عبر Google',
  'Google login failed!': 'فشل تسجيل الدخول عبر Google!',
  'Google login failed - no credential received':
    'فشل تسجيل الدخول عبر Google - لم تُستلم بيانات الاعتماد',
  'Google login failed: your Google email address is not verified':
    'فشل تسجيل الدخول عبر Google: بريدك الإلكتروني في Google غير مُوثَّق',
  'No credential received from Google.': 'لم تُستلم بيانات الاعتماد من Google.',
  'Google sign-in is not enabled': 'تسجيل الدخول عبر Google غير مفعّل',
  'This email is linked to another Google account': 'هذا البريد الإلكتروني مرتبط بحساب Google آخر',

  // Addresses
  'Address id is required': 'معرّف العنوان مطلوب',
  'Address not found': 'العنوان غير موجود',
  'Address is too long': 'العنوان طويل جدًا',
  'Address must be at least 5 characters long': 'يجب ألا يقل العنوان عن 5 أحرف',
  'Area is required': 'المنطقة مطلوبة',
  'Area name is too long': 'اسم المنطقة طويل جدًا',
  'Building number is required': 'رقم المبنى مطلوب',
  'Building number is too long': 'رقم المبنى طويل جدًا',
  'City is required': 'المدينة مطلوبة',
  'City name is too long': 'اسم المدينة طويل جدًا',
  'Street name is required': 'اسم الشارع مطلوب',
  'Street name is too long': 'اسم الشارع طويل جدًا',
  'Emirate selection is required': 'يرجى اختيار الإمارة',
  'Mobile number is required': 'رقم الجوال مطلوب',
  'Please select Home or Work': 'يرجى اختيار المنزل أو العمل',
  'PO Box should contain only numbers (max 6 digits)':
    'يجب أن يحتوي صندوق البريد على أرقام فقط (6 أرقام كحد أقصى)',
  'Default address must be true or false': 'يجب أن تكون قيمة العنوان الافتراضي true أو false',
  'You can save up to {max} addresses': 'يمكنك حفظ {max} عناوين كحد أقصى',
  'Please fill in all fields': 'يرجى تعبئة جميع الحقول',
  'Please fill in all required fields.': 'يرجى تعبئة جميع الحقول المطلوبة.',

  // Catalogue, bag and wishlist
  'Product not found': 'المنتج غير موجود',
  'Product id is required': 'معرّف المنتج مطلوب',
  'Invalid product ID': 'معرّف المنتج غير صحيح',
  'Offer not found.': 'العرض غير موجود.',
  'Offer id is required': 'معرّف العرض مطلوب',
  'Product not found in cart': 'المنتج غير موجود في السلة',
  'Your cart is empty.': 'سلتك فارغة.',
  'Please select a color': 'يرجى اختيار اللون',
  'Please select a size': 'يرجى اختيار المقاس',
  'That colour is not available for this product': 'هذا اللون غير متوفر لهذا المنتج',
  'That size is not available for this product': 'هذا المقاس غير متوفر لهذا المنتج',
  "Sorry, '{name}' is out of stock.": 'عذرًا، «{name}» غير متوفر حاليًا.',
  'Only {count} items available in stock.': 'يتوفر {count} قطع فقط في المخزون.',
  'Only {count} items in stock': 'يتوفر {count} قطع فقط في المخزون',
  "Only {count} left of '{name}'": 'تبقّى {count} فقط من «{name}»',
  'Quantity must be a whole number of at least 1': 'يجب أن تكون الكمية عددًا صحيحًا لا يقل عن 1',
  'Quantity can be at most {max}': 'يجب ألا تزيد الكمية على {max}',

  // Checkout, payments and the wallet
  'Please select a delivery address': 'يرجى اختيار عنوان التوصيل',
  'Please select a payment method': 'يرجى اختيار طريقة الدفع',
  'Your bag changed: the total is now {total}. Please check it and place the order again.':
    'تغيّرت حقيبتك: أصبح الإجمالي {total}. يرجى مراجعته وتقديم الطلب مجددًا.',
  'An order can come to at most {max}. Please remove some items from your bag.':
    'لا يمكن أن يتجاوز الطلب {max}. يرجى إزالة بعض المنتجات من حقيبتك.',
  'You already have {count} unpaid cash on delivery orders. Please pay by card or wallet, or wait until one is delivered.':
    'لديك بالفعل {count} طلبات غير مدفوعة بالدفع عند الاستلام. يرجى الدفع بالبطاقة أو المحفظة، أو الانتظار حتى يُسلَّم أحدها.',
  'Cash on delivery is available for up to {max} due at the door. Please pay by card or wallet.':
    'الدفع عند الاستلام متاح حتى {max} تُدفع عند الباب. يرجى الدفع بالبطاقة أو المحفظة.',
  'Cash on delivery is available for up to {max} due at the door, across your open orders. Please pay by card or wallet, or wait until an earlier order is delivered.':
    'الدفع عند الاستلام متاح حتى {max} تُدفع عند الباب لجميع طلباتك المفتوحة. يرجى الدفع بالبطاقة أو المحفظة، أو الانتظار حتى يُسلَّم طلب سابق.',
  "Cash on delivery is available for up to {count} of '{name}' across your open orders. Please pay by card or wallet, or order fewer.":
    'الدفع عند الاستلام متاح حتى {count} من «{name}» لجميع طلباتك المفتوحة. يرجى الدفع بالبطاقة أو المحفظة، أو طلب كمية أقل.',
  'Payment not confirmed': 'لم يتم تأكيد الدفع',
  'Payment not found': 'الدفعة غير موجودة',
  'Payment reference is required': 'مرجع الدفع مطلوب',
  'Payment reference is too long': 'مرجع الدفع طويل جدًا',
  'Payment amount does not match the order': 'مبلغ الدفع لا يطابق الطلب',
  'Amount is required': 'المبلغ مطلوب',
  'Amount must be a whole number of fils (AED times 100)':
    'يجب أن يكون المبلغ عددًا صحيحًا بالفلس (الدرهم × 100)',
  'Your card number is invalid.': 'رقم بطاقتك غير صحيح.',
  'Your card has expired.': 'انتهت صلاحية بطاقتك.',
  'Your card has insufficient funds.': 'رصيد بطاقتك غير كافٍ.',
  'Your card was declined.': 'تم رفض بطاقتك.',
  "Your card's expiration date is invalid.": 'تاريخ انتهاء صلاحية بطاقتك غير صحيح.',
  "Your card's security code is invalid.": 'رمز الأمان لبطاقتك غير صحيح.',
  'Card payments are not available in this store. Please choose another payment method.':
    'الدفع بالبطاقة غير متاح في هذا المتجر. يرجى اختيار طريقة دفع أخرى.',
  'Card payments are unavailable right now. Please try again in a moment or choose another payment method.':
    'الدفع بالبطاقة غير متاح الآن. يرجى المحاولة بعد قليل أو اختيار طريقة دفع أخرى.',
  'This payment was refunded to your card. Please pay again.':
    'تم استرداد هذه الدفعة إلى بطاقتك. يرجى الدفع مجددًا.',
  'This payment was refunded when its order was cancelled. Please pay again.':
    'تم استرداد هذه الدفعة عند إلغاء طلبها. يرجى الدفع مجددًا.',
  'Wallet balance is insufficient': 'رصيد المحفظة غير كافٍ',
  'A wallet payment is already in progress. Please try again.':
    'هناك دفعة من المحفظة قيد التنفيذ. يرجى المحاولة مجددًا.',
  'This order was not paid from the wallet.': 'لم يُدفع هذا الطلب من المحفظة.',

  // Orders, delivery codes and returns
  'Order not found': 'الطلب غير موجود',
  'This order has no invoice yet': 'لا توجد فاتورة لهذا الطلب بعد',
  'Credit note not found': 'إشعار الدائن غير موجود',
  'Order id is required': 'رقم الطلب مطلوب',
  'Order id is too long': 'رقم الطلب طويل جدًا',
  'Order is already cancelled': 'الطلب ملغى بالفعل',
  'Order is already delivered': 'تم تسليم الطلب بالفعل',
  'Delivered orders cannot be cancelled': 'لا يمكن إلغاء الطلبات المُسلَّمة',
  'Cancellation requested. We are asking the courier to bring your parcel back; your refund follows once it is back with us.':
    'تم طلب الإلغاء. نطلب من شركة الشحن إعادة طردك إلينا، ونعيد إليك المبلغ بعد وصوله.',
  'Cancellation already requested. We will write to you once your parcel is back with us.':
    'تم طلب الإلغاء من قبل. سنراسلك عند عودة طردك إلينا.',
  'This order has no open cancellation request': 'لا يوجد طلب إلغاء مفتوح لهذا الطلب',
  'The customer asked to cancel this order: mark it returned to sender or decline the request first':
    'طلب العميل إلغاء هذا الطلب: حدِّده أولًا كمُعاد إلى المرسل أو ارفض طلب الإلغاء',
  'Decision must be returned or declined': 'يجب أن يكون القرار returned أو declined',
  'Order cancelled: the parcel is back and the money returned':
    'أُلغي الطلب: عاد الطرد وأُعيد المبلغ',
  'Cancellation request declined: the order goes on': 'رُفض طلب الإلغاء: يستمر الطلب',
  'Cannot move an order from {from} to {to}': 'لا يمكن نقل الطلب من {from} إلى {to}',
  'Orders cannot be set to {status}': 'لا يمكن تعيين حالة الطلبات إلى {status}',
  'Unknown order status': 'حالة طلب غير معروفة',
  'Unknown status filter': 'تصفية حالة غير معروفة',
  'Unknown date filter': 'تصفية تاريخ غير معروفة',
  'Unknown order flag': 'تصفية غير معروفة',
  'No delivery code is waiting for this order': 'لا يوجد رمز توصيل بانتظار هذا الطلب',
  'A delivery code can be sent only for a shipped order (this one is {status})':
    'لا يمكن إرسال رمز التوصيل إلا لطلب تم شحنه (حالة هذا الطلب {status})',
  'Only an order out for delivery can be delivered (this one is {status})':
    'لا يمكن تسليم إلا الطلب الخارج للتوصيل (حالة هذا الطلب {status})',
  'This order is not out for delivery yet: send the delivery code first':
    'هذا الطلب لم يخرج للتوصيل بعد: أرسل رمز التوصيل أولًا',
  "This step is confirmed with the customer's code: send the code and verify it":
    'تُؤكَّد هذه الخطوة برمز العميل: أرسل الرمز وتحقّق منه',
  'OTP has expired. Please request a new one.': 'انتهت صلاحية رمز التحقق. يرجى طلب رمز جديد.',
  'Invalid OTP, please try again.': 'رمز التحقق غير صحيح، يرجى المحاولة مجددًا.',
  'No valid OTP for this order. Please send a new one.':
    'لا يوجد رمز تحقق صالح لهذا الطلب. يرجى إرسال رمز جديد.',
  'Please enter a 4-digit OTP.': 'يرجى إدخال رمز تحقق من 4 أرقام.',
  'OTP has expired, request a new one': 'انتهت صلاحية رمز التحقق، اطلب رمزًا جديدًا',
  'No OTP is active for this return, request a new one':
    'لا يوجد رمز تحقق فعّال لهذا الإرجاع، اطلب رمزًا جديدًا',
  'OTP verified but wallet credit failed. Please try again.':
    'تم التحقق من الرمز لكن تعذّر إيداع المبلغ في المحفظة. يرجى المحاولة مجددًا.',
  'No code is needed for a return that is {status}': 'لا حاجة إلى رمز لإرجاع حالته {status}',
  'Return request not found': 'طلب الإرجاع غير موجود',
  'Return id is required': 'رقم الإرجاع مطلوب',
  'Unknown return status': 'حالة إرجاع غير معروفة',
  'Cannot move a return from {from} to {to}': 'لا يمكن نقل الإرجاع من {from} إلى {to}',
  'A return that is {status} cannot be deleted: only requested or rejected ones':
    'لا يمكن حذف إرجاع حالته {status}: يُحذف فقط المطلوب أو المرفوض',
  'Only delivered orders can be returned': 'يمكن إرجاع الطلبات المُسلَّمة فقط',
  'The return window for this order has closed': 'انتهت مهلة الإرجاع لهذا الطلب',
  'A return has already been requested for this item': 'تم طلب إرجاع هذا المنتج بالفعل',
  'Item not found in this order': 'المنتج غير موجود في هذا الطلب',
  'You can return at most {count}': 'يمكنك إرجاع {count} كحد أقصى',
  'Please select a reason for the return': 'يرجى اختيار سبب الإرجاع',
  'Please select a return type': 'يرجى اختيار نوع الإرجاع',
  'Please specify your reason': 'يرجى توضيح السبب',
  'Reason is too long': 'السبب طويل جدًا',
  "No replacement can be shipped: '{name}' is no longer in the catalogue":
    'لا يمكن شحن بديل: «{name}» لم يعد ضمن الكتالوج',
  'Not enough stock to ship this replacement ({reason})':
    'لا يوجد مخزون كافٍ لشحن هذا البديل ({reason})',
  'Notification not found': 'الإشعار غير موجود',
  'Notification id is required': 'معرّف الإشعار مطلوب',

  // The back office's own messages, kept in their own file
  ...CONSOLE_MESSAGES_AR,
};
