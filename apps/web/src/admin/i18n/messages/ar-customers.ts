import type { enAdminCustomers } from './en-customers';

/** The customer list in Arabic. */
export const arAdminCustomers: Record<keyof typeof enAdminCustomers, string> = {
  'customers.title': 'العملاء',
  'customers.searchLabel': 'البحث في العملاء',
  'customers.searchPlaceholder': 'ابحث بالاسم أو البريد الإلكتروني...',
  'customers.searchHint': 'اكتب 3 أحرف على الأقل.',
  'customers.fetchError': 'تعذّر جلب العملاء',
  'customers.empty': 'لا توجد سجلات!',
  'customers.tableLabel': 'العملاء، الأحدث أولًا',
  'customers.number': 'م',
  'customers.name': 'الاسم',
  'customers.email': 'البريد الإلكتروني',
  'customers.joined': 'تاريخ الانضمام',
  'customers.count.one': 'عميل واحد',
  'customers.count.other': 'عدد العملاء: {count}',
  'customers.matches.one': 'يطابق البحث عميل واحد',
  'customers.matches.other': 'يطابق البحث {count} من العملاء',
  'customers.capped':
    'يطابق البحث أكثر من {count} من العملاء: نعرض أحدث {count}. حدّد بحثك لتضييق النتائج.',
};
