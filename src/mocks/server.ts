import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mocked spec under Jest. */
export const server = setupServer(...handlers);
