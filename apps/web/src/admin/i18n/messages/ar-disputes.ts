import type { enAdminDisputes } from './en-disputes';

export const arAdminDisputes: Record<keyof typeof enAdminDisputes, string> = {
  'orders.flagFilter': 'يحتاج إلى متابعة',
  'orders.flag.all': 'كل الطلبات',
  'orders.flag.disputed': 'معترض عليها',
  'orders.disputed': 'معترض عليه',
  'orders.disputedOn': 'اعترض البنك على الدفع بالبطاقة في {date} ({reason}).',
  'orders.disputeNoReason': 'دون ذكر السبب',
  'orders.cardRefunded': 'المبلغ المسترد إلى البطاقة',
};
