import { codeValidity, type CodeValidity } from '@store/domain';
import { useState } from 'react';

import { at } from '../i18n';
import { formatDate } from '../lib/admin-date';
import { useSecondsLeft } from './use-seconds-left';

/** Left on a code when the admin is told it is running out. */
const WARNING_SECONDS = 30;

/** "Code valid for 1:59", "Code valid until 17:05 tomorrow": one wording for every code. */
function shownText(validity: CodeValidity): string {
  switch (validity.kind) {
    case 'expired':
      return at('code.expired');
    case 'for':
      return at('code.validFor', { time: validity.time });
    case 'until':
      return validity.day === 'later'
        ? at('code.validUntilDate', { time: validity.time, date: formatDate(validity.date) })
        : at(validity.day === 'today' ? 'code.validUntilToday' : 'code.validUntilTomorrow', {
            time: validity.time,
          });
  }
}

/**
 * What a code dialog shows and says of the code the shopper was sent, the same for delivery,
 * pickup and replacement codes. `shown` is the visible line: a ticking countdown under an hour
 * left, else the (Dubai) time the code ends. `notice` is for a role="status" region, spoken when
 * the code arrives, with 30 s left and when it expires, in words that hold until the next of
 * those moments (no ticking figure to go stale beside the countdown).
 */
export function useCodeValidity(expiresAt: string | null, ready: boolean) {
  const seconds = useSecondsLeft(expiresAt);
  // The clock the countdown last read, from its own state: rendering stays pure.
  const end = expiresAt ? new Date(expiresAt).getTime() : NaN;
  const validity: CodeValidity =
    ready && expiresAt
      ? codeValidity(expiresAt, new Date(end - seconds * 1000))
      : { kind: 'expired' };
  const expired = ready && seconds === 0;
  const shown = ready ? shownText(validity) : at('code.checking');

  const phase = !ready
    ? 'waiting'
    : expired
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
        : phase === 'ending'
          ? at('codeNotice.ending', { seconds: WARNING_SECONDS })
          : validity.kind === 'for'
            ? at('codeNotice.validFor', { minutes: Math.max(1, Math.round(seconds / 60)) })
            : `${shownText(validity)}.`;
  const [said, setSaid] = useState({ moment, text });
  // Updated while rendering (not in an effect), so the words go out with the render that
  // reached the moment; between moments the region keeps them and stays quiet.
  let notice = said.text;
  if (said.moment !== moment) {
    setSaid({ moment, text });
    notice = text;
  }
  return { seconds, expired, shown, notice };
}
