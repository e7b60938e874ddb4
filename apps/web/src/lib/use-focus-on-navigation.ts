import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { useLocation } from '@/lib/router';

/**
 * After a move to another page, a keyboard or screen-reader user would stay on the link they
 * followed (in the footer, say) or drop to <body>, and hear nothing of the new page. Focus goes to
 * the page's main region instead, as a full page load would start there. Focus the page itself
 * placed (an input it focuses, a control inside main) is left alone, and so is the first load.
 */
export function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const region = main.current;
    if (!region) return;
    const active = document.activeElement;
    if (active && active !== document.body && region.contains(active)) return;
    if (active?.closest('dialog[open]')) return;
    region.focus({ preventScroll: true });
  }, [pathname, main]);
}
