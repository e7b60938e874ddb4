import { RETURN_WINDOW_DAYS, VAT_PERCENT, type KnownCourierKey } from '@store/domain';
import { STORE_NAME } from '#platform/mail';
import { exchangeNote, replacementDetails } from './exchange-mail-words';
import type { CopyBook, MailCopy } from './mail-events';
import { COURIERS, attached, lasts, money, payment, signOff } from './mail-words-ar';

/** Arabic mails and bell lines (Modern Standard Arabic). Subjects never carry a code. */
export const arabicCopy: CopyBook = (event, fullname): MailCopy => {
  const hello = `مرحباً ${fullname}،`;
  switch (event.kind) {
    case 'order_placed': {
      const a = event.address;
      return {
        subject: `تم تأكيد طلبك ${event.orderid}`,
        heading: 'شكراً لطلبك',
        intro: [hello, `استلمنا طلبك ${event.orderid} ونعمل على تجهيزه.`],
        details: [
          ...event.items.map((i) => ({
            label: `${i.name} (${i.color}، ${i.size}) × ${i.quantity}`,
            value: money(i.lineFils),
          })),
          ...(event.promotions ?? []).map((p) => ({
            label: p.code ? `${p.nameAr} (\u2066${p.code}\u2069)` : p.nameAr,
            value: p.kind === 'shipping' ? 'شحن مجاني' : `−${money(p.amountFils)}`,
          })),
          ...(event.roundingFils
            ? [{ label: 'فرق التقريب', value: money(event.roundingFils) }]
            : []),
          { label: 'الشحن', value: event.shippingFils ? money(event.shippingFils) : 'مجاني' },
          { label: 'الإجمالي', value: money(event.totalFils) },
          {
            label: `ضريبة القيمة المضافة ${VAT_PERCENT}% مشمولة`,
            value: money(event.vatFils),
          },
          { label: 'طريقة الدفع', value: payment(event) },
          {
            label: 'عنوان التوصيل',
            value: `${a.username}، ${a.buildingNumber} ${a.streetName}، ${a.area}، ${a.city}، ${a.emirate}`,
          },
        ],
        outro: ['سنراسلك مجدداً عند شحن طلبك.', signOff],
        notification: `تم تأكيد طلبك ${event.orderid}: ${money(event.totalFils)}.`,
      };
    }
    case 'order_shipped': {
      const courier = event.carrier
        ? (COURIERS[event.carrier as KnownCourierKey] ?? event.carrierName)
        : undefined;
      return {
        subject: `تم شحن طلبك ${event.orderid}`,
        heading: 'طلبك في الطريق إليك',
        intro: [hello, `غادر طلبك ${event.orderid} متجرنا.`],
        details: [
          ...(courier ? [{ label: 'شركة الشحن', value: courier }] : []),
          ...(event.trackingNumber ? [{ label: 'رقم التتبع', value: event.trackingNumber }] : []),
        ],
        ...(event.trackingUrl ? { button: { label: 'تتبّع شحنتك', url: event.trackingUrl } } : {}),
        outro: [
          'سنرسل إليك رمز التسليم بالبريد الإلكتروني وفي إشعاراتك عندما يخرج طلبك للتوصيل.',
          signOff,
        ],
        notification: courier
          ? `تم شحن طلبك ${event.orderid} مع ${courier}${event.trackingNumber ? ` (رقم التتبع ${event.trackingNumber})` : ''}.`
          : `تم شحن طلبك ${event.orderid}.`,
      };
    }
    case 'order_delivered':
      return {
        subject: `تم تسليم طلبك ${event.orderid}`,
        heading: 'تم التسليم',
        intro: [hello, `تم تسليم طلبك ${event.orderid}. نتمنى أن ينال إعجابك.`],
        outro: [
          `يمكنك طلب الإرجاع خلال ${RETURN_WINDOW_DAYS} أيام.`,
          ...attached('الفاتورة الضريبية', event.invoice),
          signOff,
        ],
        notification: `تم تسليم طلبك ${event.orderid}. يمكنك طلب الإرجاع خلال ${RETURN_WINDOW_DAYS} أيام.`,
      };
    case 'cancel_requested':
      return {
        subject: `استلمنا طلبك لإلغاء الطلب ${event.orderid}`,
        heading: 'تم طلب الإلغاء',
        intro: [
          hello,
          `غادر طلبك ${event.orderid} متجرنا بالفعل، لذا نطلب من شركة الشحن إعادة الطرد إلينا.`,
        ],
        outro: [
          'عند عودته نلغي الطلب ونعيد إليك المبلغ بالطريقة التي دفعت بها. وإذا وصلك المندوب قبل ذلك، يمكنك رفض استلام الطرد.',
          signOff,
        ],
        notification: `استلمنا طلبك لإلغاء الطلب ${event.orderid}، ونطلب من شركة الشحن إعادة الطرد.`,
      };
    case 'cancel_declined':
      return {
        subject: `طلبك ${event.orderid} ما زال في الطريق إليك`,
        heading: 'تعذّر الإلغاء',
        intro: [
          hello,
          `لم نتمكن من استعادة طلبك ${event.orderid} من شركة الشحن، لذا يواصل طريقه إليك.`,
        ],
        outro: ['بعد التسليم يمكنك إرجاعه خلال مهلة الإرجاع.', signOff],
        notification: `رُفض طلب إلغاء الطلب ${event.orderid}، وما زال الطلب في الطريق إليك.`,
      };
    case 'order_cancelled': {
      const back = [
        ...(event.walletFils > 0 ? [`أُعيد ${money(event.walletFils)} إلى محفظتك`] : []),
        ...(event.cardFils > 0
          ? [
              `يُعاد ${money(event.cardFils)} إلى بطاقتك${event.cardLast4 ? ` المنتهية بالأرقام ${event.cardLast4}` : ''} (يستغرق البنك من 5 إلى 10 أيام)`,
            ]
          : []),
      ];
      return {
        subject: `تم إلغاء طلبك ${event.orderid}`,
        heading: 'تم إلغاء الطلب',
        intro: [hello, `تم إلغاء طلبك ${event.orderid}.`],
        details: back.length
          ? back.map((line) => ({ label: 'المبلغ المسترد', value: line }))
          : undefined,
        outro: [
          ...(back.length ? [] : ['لم يُخصم أي مبلغ مقابل هذا الطلب.']),
          ...attached('إشعار الدائن الضريبي', event.creditNote),
          signOff,
        ],
        notification: back.length
          ? `تم إلغاء طلبك ${event.orderid}: ${back.join('، و')}.`
          : `تم إلغاء طلبك ${event.orderid}، ولم يُخصم أي مبلغ.`,
      };
    }
    case 'card_payment_refunded': {
      const back = `يُعاد ${money(event.amountFils)} إلى بطاقتك${event.cardLast4 ? ` المنتهية بالأرقام ${event.cardLast4}` : ''} (يستغرق البنك من 5 إلى 10 أيام)`;
      return {
        subject: 'نعيد إليك مبلغ دفعتك بالبطاقة',
        heading: 'استرداد المبلغ',
        intro: [
          hello,
          `تمت دفعتك بالبطاقة بمبلغ ${money(event.amountFils)}، لكن تعذّر تأكيد طلبك لنفاد أحد المنتجات أو تغيّر سعره.`,
        ],
        details: [{ label: 'المبلغ المسترد', value: back }],
        outro: [signOff],
        notification: `تعذّر تحويل دفعتك بالبطاقة بمبلغ ${money(event.amountFils)} إلى طلب لنفاد أحد المنتجات أو تغيّر سعره، وسيُعاد المبلغ إلى بطاقتك.`,
      };
    }
    case 'return_received':
      return {
        subject: `استلمنا طلب الإرجاع ${event.returnid}`,
        heading: 'تم استلام طلب الإرجاع',
        intro: [
          hello,
          `استلمنا طلبك لإرجاع ${event.quantity} × ${event.itemName} (${event.returntype === 'replacement' ? 'للاستبدال' : 'مقابل رصيد في المحفظة'}).`,
        ],
        details: replacementDetails(event.replacement, event.itemName, 'ar'),
        outro: [
          ...exchangeNote(event.replacement, 'ar'),
          'سنراجع طلبك ونراسلك خلال يومَي عمل.',
          signOff,
        ],
        notification: `استلمنا طلب الإرجاع ${event.returnid} للمنتج ${event.itemName}.`,
      };
    case 'return_accepted':
      return {
        subject: `تمت الموافقة على طلب الإرجاع ${event.returnid}`,
        heading: 'تمت الموافقة على الإرجاع',
        intro: [hello, `وافقنا على إرجاع ${event.itemName}.`],
        outro: ['سيستلمه منك مندوب التوصيل، وسنرسل إليك رمز الاستلام قبل ذلك.', signOff],
        notification: `تمت الموافقة على طلب الإرجاع ${event.returnid}، وسيستلمه منك مندوب التوصيل.`,
      };
    case 'return_rejected':
      return {
        subject: `تعذّر قبول طلب الإرجاع ${event.returnid}`,
        heading: 'لم يُقبل طلب الإرجاع',
        intro: [hello, `نعتذر، تعذّر علينا قبول إرجاع ${event.itemName}.`],
        outro: ['يمكنك الرد على هذه الرسالة إذا أردت أن نعيد النظر في طلبك.', signOff],
        notification: `لم يُقبل طلب الإرجاع ${event.returnid}.`,
      };
    case 'return_credited':
      return {
        subject: `أُضيف ${money(event.amountFils)} إلى محفظتك`,
        heading: 'أُضيف رصيد إلى محفظتك',
        intro: [hello, `أضفنا المبلغ المسترد عن الإرجاع ${event.returnid} إلى محفظتك.`],
        details: [
          { label: 'المبلغ المضاف', value: money(event.amountFils) },
          { label: 'رصيد المحفظة', value: money(event.balanceFils) },
        ],
        outro: [
          'يمكنك استخدامه في طلبك القادم.',
          ...attached('إشعار الدائن الضريبي', event.creditNote),
          signOff,
        ],
        notification: `أُضيف ${money(event.amountFils)} عن الإرجاع ${event.returnid} إلى محفظتك. الرصيد: ${money(event.balanceFils)}.`,
      };
    case 'wallet_credited':
      return {
        subject: `أُضيف ${money(event.amountFils)} إلى محفظتك`,
        heading: 'أُضيف رصيد إلى محفظتك',
        intro: [hello, `أضفنا ${money(event.amountFils)} إلى محفظتك في ${STORE_NAME}.`],
        details: [
          { label: 'المبلغ المضاف', value: money(event.amountFils) },
          { label: 'السبب', value: event.reason },
          { label: 'رصيد المحفظة', value: money(event.balanceFils) },
        ],
        outro: ['يمكنك استخدامه في طلبك القادم.', signOff],
        notification: `أُضيف ${money(event.amountFils)} إلى محفظتك: ${event.reason}. الرصيد: ${money(event.balanceFils)}.`,
      };
    case 'replacement_shipped':
      return {
        subject: `تم شحن المنتج البديل للإرجاع ${event.returnid}`,
        heading: 'المنتج البديل في الطريق إليك',
        intro: [hello, `تم شحن ${event.itemName} البديل عن الإرجاع ${event.returnid}.`],
        details: replacementDetails(event.replacement, event.itemName, 'ar'),
        outro: [
          'سنرسل إليك رمز التسليم بالبريد الإلكتروني وفي إشعاراتك عندما يخرج المنتج البديل للتوصيل.',
          signOff,
        ],
        notification: `تم شحن المنتج البديل للإرجاع ${event.returnid}.`,
      };
    case 'password_reset_code':
    case 'account_deletion_code': {
      const what = {
        password_reset_code: {
          subject: `رمز إعادة تعيين كلمة المرور في ${STORE_NAME}`,
          heading: 'أعد تعيين كلمة المرور',
          line: `استخدم هذا الرمز لإعادة تعيين كلمة المرور في ${STORE_NAME}.`,
          ignore: 'إن لم تطلب إعادة تعيين كلمة المرور فتجاهل هذه الرسالة: تبقى كلمة المرور كما هي.',
          notification: 'أرسلنا رمز إعادة تعيين كلمة المرور إلى بريدك الإلكتروني.',
        },
        account_deletion_code: {
          subject: `رمز حذف حسابك في ${STORE_NAME}`,
          heading: 'أكّد حذف حسابك',
          line: `استخدم هذا الرمز لتأكيد حذف حسابك في ${STORE_NAME}. تُمحى بعدها بياناتك الشخصية، ونحتفظ بالفواتير الضريبية لطلباتك كما يوجب القانون.`,
          ignore:
            'إن لم تطلب حذف حسابك فتجاهل هذه الرسالة، ويُستحسن أن تغيّر كلمة المرور: يبقى حسابك كما هو.',
          notification: 'أرسلنا رمز حذف الحساب إلى بريدك الإلكتروني.',
        },
      }[event.kind];
      return {
        subject: what.subject,
        heading: what.heading,
        intro: [
          hello,
          `${what.line} يصلح لمرة واحدة وتنتهي صلاحيته خلال ${lasts(event.ttlSeconds)}.`,
        ],
        code: event.code,
        outro: [what.ignore, signOff],
        notification: what.notification,
      };
    }
    case 'delivery_code':
    case 'return_pickup_code':
    case 'return_delivery_code': {
      const what = {
        delivery_code: {
          heading: 'رمز التسليم الخاص بك',
          line: `${event.ref ? `طلبك ${event.ref}` : 'طلبك'} في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.`,
          keep: 'لا تعطِ هذا الرمز إلا لمن يسلّمك طلبك عند بابك.',
          notification: 'أعطِ هذا الرمز عند الباب لاستلام طلبك.',
        },
        return_pickup_code: {
          heading: 'رمز استلام الإرجاع',
          line: `سيأتي المندوب لاستلام ${event.ref ? `الإرجاع ${event.ref}` : 'المنتج المُرجَع'}. أعطه هذا الرمز عند الاستلام.`,
          keep: 'لا تعطِ هذا الرمز إلا للمندوب الذي يستلم الإرجاع منك.',
          notification: 'أعطِ هذا الرمز للمندوب الذي يستلم الإرجاع منك.',
        },
        return_delivery_code: {
          heading: 'رمز تسليم المنتج البديل',
          line: `${event.ref ? `المنتج البديل عن الإرجاع ${event.ref}` : 'المنتج البديل'} في الطريق إليك. أعطِ هذا الرمز عند الباب لاستلامه.`,
          keep: 'لا تعطِ هذا الرمز إلا لمن يسلّمك المنتج البديل عند بابك.',
          notification: 'أعطِ هذا الرمز عند الباب لاستلام المنتج البديل.',
        },
      }[event.kind];
      return {
        subject: `${what.heading} - ${event.ref ?? STORE_NAME}`,
        heading: what.heading,
        intro: [
          hello,
          what.line,
          `أرسل إليك متجر ${STORE_NAME} هذا الرمز بالبريد الإلكتروني وفي إشعاراتك. يصلح لمرة واحدة وتنتهي صلاحيته خلال ${lasts(event.ttlSeconds)}.`,
        ],
        details: replacementDetails(event.replacement, null, 'ar'),
        code: event.code,
        outro: [what.keep, signOff],
        notification: `${what.notification} تنتهي صلاحيته خلال ${lasts(event.ttlSeconds)}.`,
      };
    }
  }
};
