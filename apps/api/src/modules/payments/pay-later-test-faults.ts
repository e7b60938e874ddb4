/**
 * Faults a test can ask of a built-in pay-later provider (Tabby's or Tamara's test mode): the
 * next captures taken but answered 503; the next refunds or closes refused with a 503, nothing
 * taken; the next refunds taken and answered 503. `refundsAsked` counts the refund calls the
 * provider received, so a test sees how often the store asked.
 */
export interface PayLaterTestFaults {
  captureTimeouts: number;
  refundFailures: number;
  refundTimeouts: number;
  closeFailures: number;
  refundsAsked: number;
}

export const noFaults = (): PayLaterTestFaults => ({
  captureTimeouts: 0,
  refundFailures: 0,
  refundTimeouts: 0,
  closeFailures: 0,
  refundsAsked: 0,
});

/** Whether this call is to fail, counting the fault down. */
export function faultNow(
  faults: PayLaterTestFaults,
  kind: 'refundFailures' | 'refundTimeouts' | 'closeFailures',
): boolean {
  if (faults[kind] <= 0) return false;
  faults[kind] -= 1;
  return true;
}
