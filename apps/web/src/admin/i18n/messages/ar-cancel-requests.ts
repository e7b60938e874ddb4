import type { enAdminCancelRequests } from './en-cancel-requests';

export const arAdminCancelRequests: Record<keyof typeof enAdminCancelRequests, string> = {
  'orders.flag.cancel-requested': 'طلب إلغاء',
  'orders.cancelRequested': 'طلب إلغاء',
  'orders.cancelRequestedOn': 'طلب العميل الإلغاء في {date}. لا يُعاد أي مبلغ قبل عودة الطرد.',
  'orders.cancelReason': 'السبب: {reason}',
  'orders.cancelNoReason': 'لم يذكر العميل سببًا',
  'orders.cancelNote': 'ملاحظة العميل: {note}',
  'orders.returnedToSender': 'أُعيد إلى المرسل',
  'orders.declineRequest': 'رفض الطلب',
  'orders.returnedTitle': 'عاد الطرد إلى المرسل',
  'orders.returnedQuestion': 'هل عاد إليك طرد الطلب {order}؟',
  'orders.returnedDetail':
    'سيُلغى الطلب: تعود كمياته إلى المخزون المعروض للبيع، ويُعاد المبلغ إلى العميل بالطريقة التي دفع بها (البطاقة أو المحفظة). لا يمكن التراجع عن ذلك.',
  'orders.returnedConfirm': 'نعم، ألغِ الطلب وأعِد المبلغ',
  'orders.declineTitle': 'رفض طلب الإلغاء',
  'orders.declineQuestion': 'هل تريد رفض طلب إلغاء الطلب {order}؟',
  'orders.declineDetail': 'يواصل الطلب طريقه إلى العميل، ونُبلغه برفض طلبه.',
  'orders.declineConfirm': 'رفض الطلب',
  'orders.settleKeep': 'ليس الآن',
  'orders.settling': 'جارٍ الحفظ…',
  'orders.returnedDone': 'أُلغي الطلب وأُعيد المبلغ',
  'orders.declinedDone': 'رُفض الطلب: يستمر الطلب',
  'audit.action.order.cancel_returned': 'حدّد طلبًا كمُعاد إلى المرسل',
  'audit.action.order.cancel_declined': 'رفض طلب إلغاء',
  'audit.field.cancelRequest': 'طلب الإلغاء',
};
