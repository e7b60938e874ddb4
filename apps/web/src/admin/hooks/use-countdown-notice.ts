import { formatCountdown } from '@store/domain';
import { useState } from 'react';

import { at } from '../i18n';

/** Left on a code when the admin is told it is running out. */
const WARNING_SECONDS = 30;

/**
 * What a screen reader is told of a code's countdown (for a role="status" region): when a code
 * arrives, with 30 s left and when it expires. The visible countdown changes every second; as a
 * live region it would be read out every second while the admin types the code.
 */
export function useCountdownNotice(
  expiresAt: string | null,
  seconds: number,
  ready: boolean,
): string {
  const phase = !ready
    ? 'waiting'
    : seconds === 0
      ? 'expired'
      : seconds <= WARNING_SECONDS
        ? 'ending'
        : 'valid';
  const moment = `${expiresAt ?? ''}:${phase}`;
  const text =
    phase === 'waiting'
      ? ''
      : phase === 'expired'
        ? at('codeNotice.expired')
        : at(`codeNotice.${phase}`, { time: formatCountdown(seconds) });
  const [said, setSaid] = useState({ moment, text });
  // Updated while rendering (not in an effect), so the words go out with the render that
  // reached the moment; between moments the region keeps them and stays quiet.
  if (said.moment !== moment) {
    setSaid({ moment, text });
    return text;
  }
  return said.text;
}
