import { formatUaeMobile, UAE_MOBILE_EXAMPLE } from '@store/domain';

/**
 * A phone number as the store writes it ('+971 50 123 4567'), isolated left to right so an
 * Arabic page does not move its '+' to the other end.
 */
export function PhoneNumber({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {formatUaeMobile(value)}
    </bdi>
  );
}

/**
 * The example of every phone field's hint, wrapped in Unicode's left-to-right isolate so it reads
 * '+971 50 123 4567' inside Arabic text too (a hint is plain text, not markup).
 */
export const MOBILE_EXAMPLE_ISOLATED = `\u2066${UAE_MOBILE_EXAMPLE}\u2069`;
