import type { HttpHandler } from 'msw';

/** Mocked users operations of openapi.yaml (every response is checked against the contract in Jest). */
export const usersHandlers: HttpHandler[] = [];
