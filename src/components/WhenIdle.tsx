import { useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children once the browser is first idle after mounting, e.g. while a page waits for
 * its data: on a slow phone's first load, code that is not the page's own (the toaster) then no
 * longer competes with the page's requests and rendering (docs/deploy.md#caching-and-compression).
 * Without requestIdleCallback (Safari, jsdom) it waits for the next task.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = setTimeout(() => setIdle(true), 0);
      return () => clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  return idle ? children : null;
}
