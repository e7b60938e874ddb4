import { getLocale } from '@/i18n';
import { apiGet, apiPost } from '@/lib/api-client';
import type { PayLaterMethod } from '@store/domain';
import type { TabbyEligibility, TabbySession } from '@store/domain/contract';

/** GET /api/payments/{tabby|tamara}/eligibility: whether the provider is offered for the bag. */
export const payLaterEligibility = (method: PayLaterMethod) =>
  apiGet<TabbyEligibility>(`/payments/${method}/eligibility`);

/** POST /api/payments/{tabby|tamara}/session: where to send the shopper to approve the plan. */
export const startPayLaterSession = (
  method: PayLaterMethod,
  addressId: string,
  instalments?: 3 | 4,
) =>
  apiPost<TabbySession>(`/payments/${method}/session`, {
    addressId,
    // The provider's page and the way back follow the page's language.
    lang: getLocale(),
    ...(instalments ? { instalments } : {}),
  });
