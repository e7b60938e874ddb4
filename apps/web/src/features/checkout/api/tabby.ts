import { apiGet, apiPost } from '@/lib/api-client';
import type { TabbyEligibility, TabbySession } from '@store/domain/contract';

/** GET /api/payments/tabby/eligibility: whether Tabby is offered for the bag (pre-scoring). */
export const tabbyEligibility = () => apiGet<TabbyEligibility>('/payments/tabby/eligibility');

/** POST /api/payments/tabby/session: where to send the shopper to approve the plan. */
export const startTabbySession = (addressId: string) =>
  apiPost<TabbySession>('/payments/tabby/session', { addressId });
