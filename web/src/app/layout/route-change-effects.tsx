import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * On every route change: back to the top (spec 1 §2), and focus on the main content so keyboard and
 * screen-reader users start reading the new page rather than staying on the link they pressed.
 * The first render keeps the browser's own focus (the page has just loaded).
 */
export function RouteChangeEffects() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
  return null;
}
