import type { HttpHandler } from 'msw';

/** Mocked conversations operations of openapi.yaml (every response is checked against the contract in Jest). */
export const conversationsHandlers: HttpHandler[] = [];
