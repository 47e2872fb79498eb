import { baselineHandler } from '../contract';
import { accountHandlers } from './account';
import { adminHandlers } from './admin';
import { deskHandlers } from './desks';
import { itemHandlers } from './items';
import { officeHandlers } from './office';
import { talkHandlers } from './talk';
import type { HttpHandler } from 'msw';

/**
 * The mocked API: the curated world's handlers first, then the baseline built from the
 * contract, which answers every other operation (MSW uses the first handler that answers).
 */
const curated = [accountHandlers, itemHandlers, talkHandlers, adminHandlers, deskHandlers];
export const mockHandlers: HttpHandler[] = [...curated.flat(), ...officeHandlers, baselineHandler];
