import type { HttpHandler } from 'msw';

/** Mocked admin operations of openapi.yaml (every response is checked against the contract in Jest). */
export const adminHandlers: HttpHandler[] = [];
