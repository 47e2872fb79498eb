import type { HttpHandler } from 'msw';

/** Mocked items operations of openapi.yaml (every response is checked against the contract in Jest). */
export const itemsHandlers: HttpHandler[] = [];
