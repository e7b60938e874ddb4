import type { enAdminStock } from './en-stock';

/** Stock per variant in Arabic. */
export const arAdminStock: Record<keyof typeof enAdminStock, string> = {
  'stock.title': 'خيارات الألوان والمقاسات',
  'stock.hint':
    'صف لكل لون وعمود لكل مقاس. ما لم تغيّر خانة، يُوزَّع المخزون أعلاه كما هو معروض. اترك رمز SKU فارغًا ليُنشأ تلقائيًا.',
  'stock.fromGrid': 'مجموع جدول المخزون أدناه.',
  'stock.needsColor': 'أضف لونًا لتحديد مخزون كل لون ومقاس.',
  'stock.caption': 'الوحدات ورمز SKU لكل لون ومقاس',
  'stock.colorHeader': 'اللون',
  'stock.cellLabel': 'وحدات {color}، المقاس {size}',
  'stock.skuLabel': 'رمز SKU لـ {color}، المقاس {size}',
  'stock.skuAuto': 'تلقائي',
  'stock.setAllLabel': 'الوحدات لكل لون ومقاس',
  'stock.setAll': 'تعيين للكل',
  'stock.setAllTo': 'تعيين الكل إلى {count}',
  'stock.total': 'إجمالي المخزون: {count}',

  'nav.lowStock': 'مخزون منخفض',

  'stock.lowBadge': 'منخفض',
  'stock.lowBadgeTitle': 'لون ومقاس عند {threshold} أو أقل',

  'lowStock.title': 'مخزون منخفض',
  'lowStock.description.one': 'خيار واحد عند {threshold} أو أقل، الأقل أولًا',
  'lowStock.description.other': 'عدد الخيارات: {count} عند {threshold} أو أقل، الأقل أولًا',
  'lowStock.thresholdLabel': 'اعرض الخيارات عند أو أقل من',
  'lowStock.apply': 'عرض',
  'lowStock.tableLabel': 'الخيارات عند الحد أو أقل منه، الأقل مخزونًا أولًا',
  'lowStock.col.product': 'المنتج',
  'lowStock.col.variant': 'اللون والمقاس',
  'lowStock.col.sku': 'SKU',
  'lowStock.col.stock': 'المخزون',
  'lowStock.variant': '{color} · {size}',
  'lowStock.soldOut': 'نفدت الكمية',
  'lowStock.left': 'متبقٍ {count}',
  'lowStock.empty': 'لا يوجد خيار عند هذا الحد أو أقل منه.',
  'lowStock.fetchError': 'تعذّر جلب المخزون المنخفض',
  'lowStock.thresholdError': 'أدخل عددًا صحيحًا من 0 إلى 1000.',

  'dashboard.stockTitle': 'المخزون',
  'dashboard.lowVariants.one': 'خيار واحد مخزونه منخفض',
  'dashboard.lowVariants.other': 'عدد الخيارات منخفضة المخزون: {count}',
  'dashboard.soldOutVariants.one': 'خيار واحد نفدت كميته',
  'dashboard.soldOutVariants.other': 'عدد الخيارات التي نفدت كميتها: {count}',
  'dashboard.stockLink': 'عرض المخزون المنخفض',
};
