/** Absolute, so the same code works in the browser, under Jest and in MSW handlers. */
export const apiBaseUrl = (): string => new URL('/api/v1', window.location.origin).toString();
export const socketUrl = (): string => window.location.origin;
