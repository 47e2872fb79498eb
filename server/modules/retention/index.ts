/** The retention module's public entry: its durable job (server/modules/jobHandlers.ts). */
export { retentionJobs } from './jobs';
