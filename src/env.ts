/**
 * The page's origin. The server-side render of the landing page has no window and never fetches
 * (docs/architecture.md#server-rendered-landing-page): any origin does there.
 */
const origin = (): string =>
  typeof window === 'undefined' ? 'http://localhost' : window.location.origin;

/** Absolute, so the same code works in the browser, under Jest and in MSW handlers. */
export const apiBaseUrl = (): string => new URL('/api/v1', origin()).toString();
export const socketUrl = (): string => origin();
