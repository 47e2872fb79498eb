import type { HttpHandler } from 'msw';

/** Mocked auth operations of openapi.yaml (every response is checked against the contract in Jest). */
export const authHandlers: HttpHandler[] = [];
