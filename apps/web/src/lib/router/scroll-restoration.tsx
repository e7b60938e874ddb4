import { useLayoutEffect } from 'react';

import { useRouterContext } from './components';
import { readPositions, scrollKey, scrollPlan, writePositions } from './scroll';

/**
 * Scrolls as a page load would: to the top of a new page (or its #fragment), back to where an
 * entry was left on Back and Forward and after a reload. Positions outlive a reload in
 * sessionStorage; the browser's own restoring is turned off while this is mounted.
 */
export function ScrollRestoration() {
  const { router, state } = useRouterContext();
  useLayoutEffect(() => {
    Object.assign(router.positions, readPositions(window.sessionStorage), router.positions);
    window.history.scrollRestoration = 'manual';
    const hide = () => {
      router.positions[scrollKey(router.state.location)] = window.scrollY;
      writePositions(window.sessionStorage, router.positions);
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', hide);
    return () => {
      window.removeEventListener('pagehide', hide);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);
  useLayoutEffect(() => {
    const { location, action, preventScrollReset } = state;
    const plan = scrollPlan(
      { action, key: scrollKey(location), hash: location.hash, preventScrollReset },
      router.positions,
    );
    if (plan === null) return;
    // No value returned: a browser's scroll methods may answer a promise, not a cleanup.
    const element = typeof plan === 'number' ? null : document.getElementById(plan.id);
    if (element) element.scrollIntoView();
    else window.scrollTo(0, typeof plan === 'number' ? plan : 0);
  }, [router, state]);
  return null;
}
