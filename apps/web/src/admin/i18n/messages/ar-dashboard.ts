import type { enAdminDashboard } from './en-dashboard';

/** The dashboard in Arabic. */
export const arAdminDashboard: Record<keyof typeof enAdminDashboard, string> = {
  'dashboard.title': 'لوحة المعلومات',
  'dashboard.subtitle': '{month} بتوقيت دبي، مقارنةً بـ {lastMonth}.',
  'dashboard.refresh': 'تحديث',
  'dashboard.fetchError': 'تعذّر جلب أرقام لوحة المعلومات',
  'dashboard.statsLabel': 'هذا الشهر في لمحة',
  'dashboard.revenue': 'الإيرادات',
  'dashboard.orders': 'الطلبات',
  'dashboard.customers': 'العملاء الجدد',
  'dashboard.growthRate': 'معدل النمو',
  'dashboard.percent': '{value}%',
  'dashboard.noGrowthRate': 'لا مبيعات',
  'dashboard.lastMonth': 'الشهر الماضي: {value}',
  'dashboard.chartTitle': 'الإيرادات اليومية',
  'dashboard.chartSummary':
    'الإيرادات اليومية بالدرهم: {month} حتى الآن، {monthTotal} إجمالًا، مقابل {lastMonth}، {lastTotal} إجمالًا.',
  'dashboard.thisMonth': 'هذا الشهر',
  'dashboard.previousMonth': 'الشهر الماضي',
  'dashboard.day': 'اليوم',
  'dashboard.showTable': 'اعرض الأرقام في جدول',
  'dashboard.recentTitle': 'أحدث الطلبات',
  'dashboard.recentEmpty': 'لا توجد طلبات بعد.',
  'dashboard.orderId': 'رقم الطلب',
  'dashboard.customer': 'العميل',
  'dashboard.product': 'المنتج',
  'dashboard.amount': 'المبلغ',
  'dashboard.status': 'الحالة',
  'dashboard.unknownCustomer': 'عميل غير معروف',
  'dashboard.noProduct': '—',
  'dashboard.viewOrders': 'عرض كل الطلبات',
};
