import { formatFils, type KnownCourierKey } from '@store/domain';

// What Arabic mails write otherwise than by translating a text: amounts and couriers' names.

/** '1,299.00 د.إ': the amount first, as UAE shops write dirhams in Arabic. */
export const money = (fils: number) => `${formatFils(fils).replace(/^(-?)AED /, '$1')} د.إ`;

/** The known couriers' Arabic names; an owner's own courier keeps its name as written. */
export const COURIERS: Record<KnownCourierKey, string> = {
  aramex: 'أرامكس',
  dhl: 'DHL',
  'emirates-post': 'بريد الإمارات',
  smsa: 'سمسا',
  other: 'شركة شحن أخرى',
};
