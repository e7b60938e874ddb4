import type { enAdminStatChange } from './en-stat-change';

/** Arabic of en-stat-change.ts. */
export const arAdminStatChange: Record<keyof typeof enAdminStatChange, string> = {
  'stat.noChange': 'بلا تغيير',
  'stat.noChangeLabel': 'بلا تغيير مقارنة بالشهر الماضي',
  'stat.new': 'جديد',
  'stat.newLabel': 'جديد: لا شيء في الشهر الماضي',
};
