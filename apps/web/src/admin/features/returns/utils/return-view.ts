import type { AdminReturn } from '@store/domain/contract';

/** What a finished return says instead of buttons (credited, delivered or rejected). */
export type Completion =
  { kind: 'credited'; amount: number } | { kind: 'delivered' } | { kind: 'rejected' };

export function completionOf(
  ret: Pick<AdminReturn, 'status' | 'creditedAmount'>,
): Completion | null {
  switch (ret.status) {
    case 'wallet_credited':
      return { kind: 'credited', amount: ret.creditedAmount ?? 0 };
    case 'delivered':
      return { kind: 'delivered' };
    case 'rejected':
      return { kind: 'rejected' };
    default:
      return null;
  }
}
