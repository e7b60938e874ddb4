import type { PluralBase } from '@store/domain';
import type { MailTextKey } from './mail-text-en';

/** The forms Arabic counts with beside `.one` and `.other`: two, and three to ten. */
type ArabicCountForms = Record<`${PluralBase<MailTextKey>}.${'two' | 'few'}`, string>;

/**
 * The Arabic (Modern Standard Arabic) of every mail and bell line, by the keys of
 * mail-text-en.ts, with the same `{name}` parts; a count of one or two is spelt in words.
 */
export const MAIL_TEXT_AR: Record<MailTextKey, string> & ArabicCountForms = {
  // Every mail
  'mail.hello': 'مرحباً {fullname}،',
  'mail.sign_off': 'فريق {store}',
  'mail.footer': '{store} · دبي، الإمارات العربية المتحدة',
  'mail.invoice_attached': 'أرفقنا لك الفاتورة الضريبية {number}.',
  'mail.credit_note_attached': 'أرفقنا لك إشعار الدائن الضريبي {number}.',
  'duration.hour.one': 'ساعة واحدة',
  'duration.hour.two': 'ساعتين',
  'duration.hour.few': '{count} ساعات',
  'duration.hour.other': '{count} ساعة',
  'duration.minute.one': 'دقيقة واحدة',
  'duration.minute.two': 'دقيقتين',
  'duration.minute.few': '{count} دقائق',
  'duration.minute.other': '{count} دقيقة',

  // The label of a detail line, in every mail that has it
  'label.total': 'الإجمالي',
  'label.courier': 'شركة الشحن',
  'label.tracking_number': 'رقم التتبع',
  'label.refund': 'المبلغ المسترد',
  'label.credited': 'المبلغ المضاف',
  'label.reason': 'السبب',
  'label.wallet_balance': 'رصيد المحفظة',
  'label.order': 'الطلب',
  'label.note': 'الملاحظة',

  // Order placed
  'order_placed.subject': 'تم تأكيد طلبك {orderid}',
  'order_placed.heading': 'شكراً لطلبك',
  'order_placed.intro': 'استلمنا طلبك {orderid} ونعمل على تجهيزه.',
  'order_placed.item': '{name} ({color}، {size}) × {quantity}',
  // The code is isolated left to right, so its letters and the brackets keep their order.
  'order_placed.promotion_code': '{name} (\u2066{code}\u2069)',
  'order_placed.free_shipping': 'شحن مجاني',
  'order_placed.rounding': 'فرق التقريب',
  'order_placed.shipping': 'الشحن',
  'order_placed.shipping_free': 'مجاني',
  'order_placed.vat_included': 'ضريبة القيمة المضافة {percent}% مشمولة',
  'order_placed.payment': 'طريقة الدفع',
  'order_placed.deliver_to': 'عنوان التوصيل',
  'order_placed.address': '{name}، {building} {street}، {area}، {city}، {emirate}',
  'order_placed.outro': 'سنراسلك مجدداً عند شحن طلبك.',
  'order_placed.notification': 'تم تأكيد طلبك {orderid}: {total}.',
  'payment.card_ending': 'بطاقة تنتهي بالأرقام {last4}',
  'payment.card': 'بطاقة',
  'payment.tabby': 'تابي (4 دفعات)',
  'payment.tamara': 'تمارا (دفعات بدون فوائد)',
  'payment.wallet': 'المحفظة',
  'payment.wallet_partial': '{wallet} من المحفظة، والباقي {remaining} نقداً عند الاستلام',
  'payment.cash_on_delivery': 'الدفع عند الاستلام',

  // Order shipped and delivered
  'order_shipped.subject': 'تم شحن طلبك {orderid}',
  'order_shipped.heading': 'طلبك في الطريق إليك',
  'order_shipped.intro': 'غادر طلبك {orderid} متجرنا.',
  'order_shipped.track': 'تتبّع شحنتك',
  'order_shipped.outro':
    'سنرسل إليك رمز التسليم بالبريد الإلكتروني وفي إشعاراتك عندما يخرج طلبك للتوصيل.',
  'order_shipped.notification': 'تم شحن طلبك {orderid}.',
  'order_shipped.notification_courier': 'تم شحن طلبك {orderid} مع {courier}.',
  'order_shipped.notification_tracking':
    'تم شحن طلبك {orderid} مع {courier} (رقم التتبع {number}).',
  'order_delivered.subject': 'تم تسليم طلبك {orderid}',
  'order_delivered.heading': 'تم التسليم',
  'order_delivered.intro': 'تم تسليم طلبك {orderid}. نتمنى أن ينال إعجابك.',
  'order_delivered.return_window': 'يمكنك طلب الإرجاع خلال {days} أيام.',
  'order_delivered.notification': 'تم تسليم طلبك {orderid}. يمكنك طلب الإرجاع خلال {days} أيام.',

  // A cancellation asked of an order with the courier, and declined
  'cancel_requested.subject': 'استلمنا طلبك لإلغاء الطلب {orderid}',
  'cancel_requested.heading': 'تم طلب الإلغاء',
  'cancel_requested.intro':
    'غادر طلبك {orderid} متجرنا بالفعل، لذا نطلب من شركة الشحن إعادة الطرد إلينا.',
  'cancel_requested.outro':
    'عند عودته نلغي الطلب ونعيد إليك المبلغ بالطريقة التي دفعت بها. وإذا وصلك المندوب قبل ذلك، يمكنك رفض استلام الطرد.',
  'cancel_requested.notification':
    'استلمنا طلبك لإلغاء الطلب {orderid}، ونطلب من شركة الشحن إعادة الطرد.',
  'cancel_declined.subject': 'طلبك {orderid} ما زال في الطريق إليك',
  'cancel_declined.heading': 'تعذّر الإلغاء',
  'cancel_declined.intro':
    'لم نتمكن من استعادة طلبك {orderid} من شركة الشحن، لذا يواصل طريقه إليك.',
  'cancel_declined.outro': 'بعد التسليم يمكنك إرجاعه خلال مهلة الإرجاع.',
  'cancel_declined.notification': 'رُفض طلب إلغاء الطلب {orderid}، وما زال الطلب في الطريق إليك.',

  // Order cancelled, and a card payment no order could use
  'order_cancelled.subject': 'تم إلغاء طلبك {orderid}',
  'order_cancelled.heading': 'تم إلغاء الطلب',
  'order_cancelled.intro': 'تم إلغاء طلبك {orderid}.',
  'order_cancelled.nothing_charged': 'لم يُخصم أي مبلغ مقابل هذا الطلب.',
  'order_cancelled.refunds_both': '{wallet}، و{card}',
  'order_cancelled.notification': 'تم إلغاء طلبك {orderid}: {refunds}.',
  'order_cancelled.notification_nothing': 'تم إلغاء طلبك {orderid}، ولم يُخصم أي مبلغ.',
  'refund.wallet': 'أُعيد {amount} إلى محفظتك',
  'refund.card': 'يُعاد {amount} إلى بطاقتك (يستغرق البنك من 5 إلى 10 أيام)',
  'refund.card_ending':
    'يُعاد {amount} إلى بطاقتك المنتهية بالأرقام {last4} (يستغرق البنك من 5 إلى 10 أيام)',
  'card_payment_refunded.subject': 'نعيد إليك مبلغ دفعتك بالبطاقة',
  'card_payment_refunded.heading': 'استرداد المبلغ',
  'card_payment_refunded.intro':
    'تمت دفعتك بالبطاقة بمبلغ {amount}، لكن تعذّر تأكيد طلبك لنفاد أحد المنتجات أو تغيّر سعره.',
  'card_payment_refunded.notification':
    'تعذّر تحويل دفعتك بالبطاقة بمبلغ {amount} إلى طلب لنفاد أحد المنتجات أو تغيّر سعره، وسيُعاد المبلغ إلى بطاقتك.',

  // Returns
  'return_received.subject': 'استلمنا طلب الإرجاع {returnid}',
  'return_received.heading': 'تم استلام طلب الإرجاع',
  'return_received.intro_replacement': 'استلمنا طلبك لإرجاع {quantity} × {item} (للاستبدال).',
  'return_received.intro_wallet':
    'استلمنا طلبك لإرجاع {quantity} × {item} (مقابل رصيد في المحفظة).',
  'return_received.outro': 'سنراجع طلبك ونراسلك خلال يومَي عمل.',
  'return_received.notification': 'استلمنا طلب الإرجاع {returnid} للمنتج {item}.',
  'replacement.send': 'ستستلم',
  'replacement.exchange': 'الاستبدال بـ',
  'replacement.variant': '{color}، {size}',
  'replacement.item': '{item} ({color}، {size})',
  'replacement.nothing_to_pay': 'المنتج نفسه بالسعر نفسه: لا يوجد أي مبلغ مستحق.',
  'return_accepted.subject': 'تمت الموافقة على طلب الإرجاع {returnid}',
  'return_accepted.heading': 'تمت الموافقة على الإرجاع',
  'return_accepted.intro': 'وافقنا على إرجاع {item}.',
  'return_accepted.outro': 'سيستلمه منك مندوب التوصيل، وسنرسل إليك رمز الاستلام قبل ذلك.',
  'return_accepted.notification':
    'تمت الموافقة على طلب الإرجاع {returnid}، وسيستلمه منك مندوب التوصيل.',
  'return_rejected.subject': 'تعذّر قبول طلب الإرجاع {returnid}',
  'return_rejected.heading': 'لم يُقبل طلب الإرجاع',
  'return_rejected.intro': 'نعتذر، تعذّر علينا قبول إرجاع {item}.',
  'return_rejected.outro': 'يمكنك الرد على هذه الرسالة إذا أردت أن نعيد النظر في طلبك.',
  'return_rejected.notification': 'لم يُقبل طلب الإرجاع {returnid}.',
  'replacement_shipped.subject': 'تم شحن المنتج البديل للإرجاع {returnid}',
  'replacement_shipped.heading': 'المنتج البديل في الطريق إليك',
  'replacement_shipped.intro': 'تم شحن {item} البديل عن الإرجاع {returnid}.',
  'replacement_shipped.outro':
    'سنرسل إليك رمز التسليم بالبريد الإلكتروني وفي إشعاراتك عندما يخرج المنتج البديل للتوصيل.',
  'replacement_shipped.notification': 'تم شحن المنتج البديل للإرجاع {returnid}.',

  // The wallet credited, for a return or by the owner
  'wallet.credited_subject': 'أُضيف {amount} إلى محفظتك',
  'wallet.credited_heading': 'أُضيف رصيد إلى محفظتك',
  'wallet.spend_it': 'يمكنك استخدامه في طلبك القادم.',
  'return_credited.intro': 'أضفنا المبلغ المسترد عن الإرجاع {returnid} إلى محفظتك.',
  'return_credited.notification':
    'أُضيف {amount} عن الإرجاع {returnid} إلى محفظتك. الرصيد: {balance}.',
  'wallet_credited.intro': 'أضفنا {amount} إلى محفظتك في {store}.',
  'wallet_credited.notification': 'أُضيف {amount} إلى محفظتك: {reason}. الرصيد: {balance}.',

  // An account's own code: a password reset, or a deletion to confirm
  'password_reset_code.subject': 'رمز إعادة تعيين كلمة المرور في {store}',
  'password_reset_code.heading': 'أعد تعيين كلمة المرور',
  'password_reset_code.intro':
    'استخدم هذا الرمز لإعادة تعيين كلمة المرور في {store}. يصلح لمرة واحدة وتنتهي صلاحيته خلال {duration}.',
  'password_reset_code.ignore':
    'إن لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
  'password_reset_code.notification': 'أرسلنا رمز إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
  'account_deletion_code.subject': 'رمز حذف حسابك في {store}',
  'account_deletion_code.heading': 'أكّد حذف حسابك',
  'account_deletion_code.intro':
    'استخدم هذا الرمز لتأكيد حذف حسابك في {store}. تُمحى بعدها بياناتك الشخصية، ونحتفظ بالفواتير الضريبية لطلباتك كما يوجب القانون. يصلح لمرة واحدة وتنتهي صلاحيته خلال {duration}.',
  'account_deletion_code.ignore':
    'إن لم تطلب حذف حسابك فتجاهل هذه الرسالة، ويُستحسن أن تغيّر كلمة المرور: يبقى حسابك كما هو.',
  'account_deletion_code.notification': 'أرسلنا رمز حذف الحساب إلى بريدك الإلكتروني.',

  // The code given at the door ({ref}: the order or the return, else the store's name)
  'code_mail.subject': '{heading} - {ref}',
  'code_mail.sent':
    'أرسل إليك متجر {store} هذا الرمز بالبريد الإلكتروني وفي إشعاراتك. يصلح لمرة واحدة وتنتهي صلاحيته خلال {duration}.',
  'delivery_code.heading': 'رمز التسليم الخاص بك',
  'delivery_code.line': 'طلبك {ref} في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.',
  'delivery_code.line_no_ref': 'طلبك في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.',
  'delivery_code.keep': 'لا تعطِ هذا الرمز إلا لمن يسلّمك طلبك عند بابك.',
  'delivery_code.notification':
    'أعطِ هذا الرمز عند الباب لاستلام طلبك. تنتهي صلاحيته خلال {duration}.',
  'return_pickup_code.heading': 'رمز استلام الإرجاع',
  'return_pickup_code.line': 'سيأتي المندوب لاستلام الإرجاع {ref}. أعطه هذا الرمز عند الاستلام.',
  'return_pickup_code.line_no_ref':
    'سيأتي المندوب لاستلام المنتج المُرجَع. أعطه هذا الرمز عند الاستلام.',
  'return_pickup_code.keep': 'لا تعطِ هذا الرمز إلا للمندوب الذي يستلم الإرجاع منك.',
  'return_pickup_code.notification':
    'أعطِ هذا الرمز للمندوب الذي يستلم الإرجاع منك. تنتهي صلاحيته خلال {duration}.',
  'return_delivery_code.heading': 'رمز تسليم المنتج البديل',
  'return_delivery_code.line':
    'المنتج البديل عن الإرجاع {ref} في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.',
  'return_delivery_code.line_no_ref':
    'المنتج البديل في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.',
  'return_delivery_code.keep': 'لا تعطِ هذا الرمز إلا لمن يسلّمك المنتج البديل عند بابك.',
  'return_delivery_code.notification':
    'أعطِ هذا الرمز عند الباب لاستلام المنتج البديل. تنتهي صلاحيته خلال {duration}.',

  // The owner's mail: a shopper asks to cancel an order with the courier
  'owner_cancel_requested.subject': 'طلب إلغاء للطلب {orderid}',
  'owner_cancel_requested.heading': 'طلب عميل إلغاء طلب تم شحنه',
  'owner_cancel_requested.intro':
    'طلب {customer} إلغاء الطلب {orderid}، وهو الآن مع شركة الشحن ({status}).',
  'owner_cancel_requested.what_to_do':
    'لم يُرَدّ أي مبلغ بعد. اطلب من شركة الشحن إعادة الطرد، وعند وصوله افتح الطلب في إدارة الطلبات واختر «أُعيد إلى المرسل». وإذا تعذّر إيقاف الطرد، فاختر «رفض الطلب».',
  'owner_cancel_requested.status_shipped': 'تم شحنه',
  'owner_cancel_requested.status_out_for_delivery': 'خرج للتوصيل',
  'owner_cancel_requested.no_reason': 'لم يُذكر',
  'owner_cancel_requested.open': 'افتح في إدارة الطلبات',

  // An invitation to the back office's staff
  'staff_invitation.subject': 'دعوة للانضمام إلى لوحة إدارة المتجر',
  'staff_invitation.heading': 'انضم إلى الفريق في لوحة الإدارة',
  'staff_invitation.intro': 'دعاك {inviter} إلى لوحة إدارة المتجر بدور {role}.',
  'staff_invitation.link':
    'افتح الرابط أدناه لتحديد اسمك وكلمة مرور. يعمل الرابط مرة واحدة خلال {hours} ساعة، ثم سجّل الدخول بعنوان البريد الإلكتروني هذا.',
  'staff_invitation.accept': 'قبول الدعوة',
  'staff_invitation.ignore': 'إذا لم تكن تتوقع هذه الرسالة فتجاهلها، فلن يحدث شيء دون الرابط.',
};
