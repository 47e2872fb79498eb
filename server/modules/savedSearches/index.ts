/** The saved-searches module's public entry: its durable job (server/modules/jobHandlers.ts). */
export { queueSavedSearchCheck, savedSearchJobs } from './jobs';
