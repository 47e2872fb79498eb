import type { HttpHandler } from 'msw';

/** Mocked notifications operations of openapi.yaml (every response is checked against the contract in Jest). */
export const notificationsHandlers: HttpHandler[] = [];
