import { useEffect, useState } from 'react';

/**
 * False until the browser has first been idle after `when` became true (the page loaded and
 * hydrated, nothing urgent left), then true for good: work that would otherwise be done inside a
 * tap, such as drawing a sheet's content, is done in time nobody is waiting on.
 */
export function useAfterIdle(when = true): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!when || idle) return;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 2_000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 200);
    return () => window.clearTimeout(id);
  }, [when, idle]);
  return idle;
}
