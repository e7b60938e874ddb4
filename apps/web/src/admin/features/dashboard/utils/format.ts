import { DUBAI_TIME_ZONE, formatAed } from '@store/domain';

import { getLocale } from '../../../../i18n';

/** 'February 2030': the Dubai month that starts at `iso`. */
export function monthName(iso: string): string {
  return new Intl.DateTimeFormat(`${getLocale()}-AE`, {
    month: 'long',
    year: 'numeric',
    timeZone: DUBAI_TIME_ZONE,
  }).format(new Date(iso));
}

/** Whole numbers with grouping ('1,250'), for counts and axis labels. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat(`${getLocale()}-AE`, { maximumFractionDigits: 0 }).format(value);
}

/** Axis labels: '0', '250', '1.5K', '20K', '1.2M'. */
export function formatCompact(value: number): string {
  return new Intl.NumberFormat(`${getLocale()}-AE`, {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

export { formatAed };
