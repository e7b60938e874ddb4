import { t } from '@/i18n';

/**
 * What an address was saved as, in the page's language: the API keeps 'Home' and 'Work' as
 * written; anything else it might hold shows as it is.
 */
export function savedAsLabel(kind: string): string {
  if (kind === 'Home') return t('address.home');
  if (kind === 'Work') return t('address.work');
  return kind;
}
