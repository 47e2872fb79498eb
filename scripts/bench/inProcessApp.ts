/**
 * The real app in this process on a bench data directory, for the scripts that measure one part
 * without the network (scripts/profile/matchBatch.ts, searchIndex/inProcess.ts): jobs run
 * inline and wait a minute between polls, so nothing runs that the script did not ask for.
 * Imported late: the scripts patch modules (better-sqlite3) before the app loads.
 */
export async function inProcessApp(dataDir: string) {
  const { buildApp } = await import('../../server/app');
  const { loadConfig } = await import('../../server/config');
  return buildApp(
    loadConfig({
      DATA_DIR: dataDir,
      JOB_RUNNER: 'inline',
      JOB_POLL_MS: '60000',
      RATE_LIMIT: 'off',
      LOG_LEVEL: 'error',
      // The scripts read the index in this thread (searchIndexOf); a search thread would load a
      // second copy beside it and share the CPU they measure.
      SEARCH_INDEX_THREAD: 'off',
    } as NodeJS.ProcessEnv),
  );
}
