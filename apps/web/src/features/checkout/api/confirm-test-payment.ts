import { apiPost } from '@/lib/api-client';
import type { CardStatus } from '../payment-choice';

export type TestCard = { number: string; expMonth: number; expYear: number; cvc: string };
export type TestConfirmInput = { paymentIntentId: string; card: TestCard };
type TestConfirmResponse = { success: boolean; status: CardStatus; error?: string };

/** POST /api/payments/test/confirm: the built-in provider, behaving like Stripe's test mode. */
export const confirmTestPayment = (input: TestConfirmInput) =>
  apiPost<TestConfirmResponse>('/payments/test/confirm', input);
