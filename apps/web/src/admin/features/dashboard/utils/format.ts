import { DUBAI_TIME_ZONE } from '@store/domain';

import { adminIntlLocale, formatAed, formatCount } from '@/admin/lib/admin-format';

/** 'February 2030' ('فبراير 2030' in Arabic): the Dubai month that starts at `iso`. */
export function monthName(iso: string): string {
  return new Intl.DateTimeFormat(adminIntlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(new Date(iso));
}

/** Axis labels: '0', '250', '1.5K', '20K', '1.2M'. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(adminIntlLocale(), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export { formatAed, formatCount };
