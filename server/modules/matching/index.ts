/** The matching module's public entry: its durable jobs (server/modules/jobHandlers.ts). */
export { matchingJobs } from './jobs';
