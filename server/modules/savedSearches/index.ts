/** The saved-searches module's public entry: its durable job (server/modules/jobHandlers.ts). */
export { savedSearchJobs } from './jobs';
