/** The imports module's public entry: its durable job (server/modules/jobHandlers.ts). */
export { importJobs } from './jobs';
