import type { AppContext } from '../../context';

/**
 * What the users module's services use of the app: mail is queued as a durable job in the
 * write's transaction and sent by `worker` (auth's queueAccountMail, mailQueued).
 */
export type Ctx = Pick<AppContext, 'db' | 'jobs' | 'worker' | 'realtime' | 'log' | 'metrics'>;
