import { catalogueProblems } from '@store/domain';
import { describe, expect, it } from 'vitest';

import { adminAr } from '@/admin/i18n/messages/ar';
import { adminEn } from '@/admin/i18n/messages/en';
import { aboutMessages } from '@/features/about/about-messages';
import { accountRightsCatalogues } from '@/features/auth/i18n/account-rights-text';
import { marketingCatalogues } from '@/features/auth/i18n/marketing-text';
import { checkoutCatalogues } from '@/features/checkout/i18n/checkout-text';
import { offerPromotionCatalogues } from '@/features/offers/offer-promotion-text';
import { payLaterCatalogues } from '@/features/pay-later/pay-later-text';
import { cancelRequestCatalogues } from '@/features/orders/i18n/cancel-request-text';
import { ordersCatalogues } from '@/features/orders/i18n/orders-text';
import { taxDocumentCatalogues } from '@/features/orders/i18n/tax-document-text';
import { alertCatalogues } from '@/features/stock-alerts/i18n/alert-text';
import { promoCatalogues } from '@/lib/promo-text';

import { ar } from './messages/ar';
import { en } from './messages/en';

// Every catalogue of the web app, in the one message format: each key has English and Arabic
// text filling the same {names} (the API's and the mails' are checked beside them in apps/api).
const catalogues = {
  storefront: { en, ar },
  console: { en: adminEn, ar: adminAr },
  about: aboutMessages,
  'my orders': ordersCatalogues,
  'cancel request': cancelRequestCatalogues,
  'tax documents': taxDocumentCatalogues,
  checkout: checkoutCatalogues,
  'linked offer': offerPromotionCatalogues,
  'promo code': promoCatalogues,
  'your data': accountRightsCatalogues,
  'marketing consent': marketingCatalogues,
  'pay later': payLaterCatalogues,
  'back-in-stock alerts': alertCatalogues,
};

describe('every catalogue of the web app', () => {
  it.each(Object.entries(catalogues))('%s has every key in English and Arabic', (_, both) => {
    expect(catalogueProblems(both.en, both.ar)).toEqual([]);
  });
});
