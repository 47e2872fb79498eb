import { setupServer } from 'msw/node';
import { mockHandlers } from './handlers';

/** The mocked API under Jest (src/test/setupTests.ts gives it the contract). */
export const server = setupServer(...mockHandlers);
