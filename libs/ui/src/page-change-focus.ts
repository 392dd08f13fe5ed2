import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a page that loads its code (a remote's) may take to show its heading before the focus goes to main. */
const HEADING_WAIT_MS = 5_000;

/**
 * Whether the focus is free to move: nowhere (the link that had it is gone), or still in the
 * header (its links and menus) or the navigation drawer. Anywhere else the person, or a dialog
 * the new address opened, put it there.
 */
function focusIsFree(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.closest('header, [aria-label="Main navigation"]') !== null;
}

/** A dialog route opened over its page (/customers/42 over /customers), or closed back to it: the page stays. */
function sameUnderlyingPage(from: string, to: string): boolean {
  return from.startsWith(`${to}/`) || to.startsWith(`${from}/`);
}

/**
 * After a page change inside the application (not on the first load, where the browser starts
 * at the top), moves the focus to the new page's first-level heading, or to `main` when the page
 * shows none in time, so a keyboard or screen reader user starts on the page they opened rather
 * than at the top of the document. A page that loads its code is waited for.
 */
export function useFocusOnPageChange(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    const container = main.current;
    if (from === pathname || sameUnderlyingPage(from, pathname) || !container) return;

    const focusHeading = (): boolean => {
      // The page's own heading: not a placeholder's, drawn while the page loads and hidden from assistive technology (PagePlaceholder).
      const heading = container.querySelector<HTMLHeadingElement>('h1:not([aria-hidden="true"])');
      if (!heading) return false;
      if (focusIsFree()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => {
      stop();
      if (focusIsFree()) container.focus();
    }, HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
