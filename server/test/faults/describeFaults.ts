/**
 * The fault suite runs only under `npm run test:faults` (FAULT_TEST=1), which first checks that
 * the PostgreSQL binaries and redis-server are installed; under `npm test` it is skipped.
 */
export const faultSuite = process.env.FAULT_TEST === '1';
export const describeFaults = faultSuite ? describe : describe.skip;
/** Where initdb and pg_ctl live (`pg_config --bindir`, found by scripts/test-faults.mjs). */
export const pgBinDir = process.env.PG_BINDIR ?? '/usr/lib/postgresql/15/bin';
