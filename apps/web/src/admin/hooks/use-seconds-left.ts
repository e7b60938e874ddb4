import { codeSecondsLeft } from '@store/domain';
import { useEffect, useState } from 'react';

/** Whole seconds until `expiresAt`, ticking every second; 0 once past, or with no expiry. */
export function useSecondsLeft(expiresAt: string | null | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    setNow(Date.now());
    const end = new Date(expiresAt).getTime();
    const timer = window.setInterval(() => {
      setNow(Date.now());
      if (Date.now() >= end) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  return expiresAt ? codeSecondsLeft(expiresAt, new Date(now)) : 0;
}
