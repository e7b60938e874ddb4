import { codeSecondsLeft } from '@store/domain';
import { useEffect, useState } from 'react';

/** Whole seconds left until `expiresAt`, re-rendering every second while it runs; 0 without one. */
export function useCountdown(expiresAt: string | null): number {
  const [now, setNow] = useState(() => new Date());
  const left = expiresAt ? codeSecondsLeft(expiresAt, now) : 0;

  useEffect(() => {
    setNow(new Date());
    if (!expiresAt) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);

  return left;
}
