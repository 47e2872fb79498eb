import { useEffect, useRef, type RefObject } from 'react';
import { pageTitle } from './pageTitle';

/** How long a new page may take to show its heading (lazy chunk, first data). */
const WAIT_MS = 10_000;

/**
 * docs/accessibility.md#route-focus-and-title: every route names the document after its main
 * heading (<h1> in <main>) and the campus name, and after a route change (not the first load)
 * focus moves to that heading, so keyboard and screen-reader users start at the new page, not at
 * <body>. Focus is left alone when the user (or the page, e.g. an autofocus field) moved it in
 * the meantime.
 */
export function useRouteFocus(
  main: RefObject<HTMLElement | null>,
  pathname: string,
  campusName: string,
) {
  const firstLoad = useRef(true);
  // Read when the title is written, so the campus name arriving later never moves focus.
  const campus = useRef(campusName);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const moveFocus = !firstLoad.current;
    firstLoad.current = false;
    const focusedAtStart = document.activeElement;
    let focused = false;

    const sync = () => {
      const heading = root.querySelector<HTMLElement>('h1');
      document.title = pageTitle(pathname, heading?.textContent, campus.current);
      if (!heading || focused || !moveFocus) return;
      focused = true;
      const active = document.activeElement;
      const untouched = active === focusedAtStart || active === document.body || !active;
      if (!untouched) return;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
    };

    sync();
    const observer = new MutationObserver(sync);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    const stop = setTimeout(() => observer.disconnect(), WAIT_MS);
    return () => {
      clearTimeout(stop);
      observer.disconnect();
    };
  }, [main, pathname]);

  // The campus settings load after the first page: the title follows them.
  useEffect(() => {
    campus.current = campusName;
    const heading = main.current?.querySelector<HTMLElement>('h1');
    document.title = pageTitle(pathname, heading?.textContent, campusName);
  }, [main, pathname, campusName]);
}
