/**
 * Every build-time environment read of the SPA lives here (Jest replaces import.meta.env.MODE
 * at transform time, so no other file may touch import.meta).
 */
export const mode: string = import.meta.env.MODE;
export const isMockMode = mode === 'mock';
export const isTest = mode === 'test';

/** Absolute, so the same code works in the browser, under Jest and in MSW handlers. */
export const apiBaseUrl = (): string => new URL('/api/v1', window.location.origin).toString();
export const socketUrl = (): string => window.location.origin;
