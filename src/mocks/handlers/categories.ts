import type { HttpHandler } from 'msw';

/** Mocked categories operations of openapi.yaml (every response is checked against the contract in Jest). */
export const categoriesHandlers: HttpHandler[] = [];
