import type { AppContext } from '../../context';

/** What the conversation use cases need from the app context. */
export type Ctx = Pick<AppContext, 'db' | 'realtime' | 'log' | 'worker' | 'metrics'>;
