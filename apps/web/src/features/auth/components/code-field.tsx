import { RESET_CODE_DIGITS } from '@store/domain';
import type { ComponentProps } from 'react';

import { TextField } from '@/components/ui/text-field';

/**
 * The field for a 6-digit code mailed to the shopper (a password reset, an account's deletion):
 * digits only, filled from the mail by the phone's one-time-code suggestion.
 */
export function CodeField(props: ComponentProps<typeof TextField>) {
  return (
    <TextField
      className="field--code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={RESET_CODE_DIGITS}
      pattern="[0-9]*"
      autoFocus
      {...props}
    />
  );
}
