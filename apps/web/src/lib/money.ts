import { formatAed as aedIn, formatFils as filsIn, type Fils } from '@store/domain';

import { getLocale } from '../i18n';

/** An AED amount as the page's language writes it ('AED 1,299.00', '1,299.00 درهم'). */
export const formatAed = (aed: number): string => aedIn(aed, getLocale());

/** An amount in fils as the page's language writes it. */
export const formatFils = (fils: Fils): string => filsIn(fils, getLocale());
