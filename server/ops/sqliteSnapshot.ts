import fs from 'node:fs';
import SQLite from 'better-sqlite3';
import { failed, reason, refuse } from './opsError';

/** Every remaining page in one step (the largest count better-sqlite3 passes on). */
const ALL_PAGES = 0x7fffffff;

/**
 * Copies the live SQLite database to `dest` through SQLite's online backup API, on a connection
 * of its own, while the portal goes on reading and writing.
 *
 * The backup API restarts from the first page whenever another connection writes between two
 * steps, so copying a busy database a few pages at a time might never finish. The first step
 * only opens the backup; the second copies every page at once inside one read transaction, so
 * the copy is the database exactly as it was at that moment (in WAL mode writers are not blocked
 * meanwhile: they append to the WAL, which the copy does not see).
 */
export async function snapshotSqlite(liveFile: string, dest: string): Promise<void> {
  if (!fs.existsSync(liveFile)) {
    throw refuse(`No database at ${liveFile}: is DATA_DIR right?`);
  }
  let source: SQLite.Database;
  try {
    source = new SQLite(liveFile, { fileMustExist: true });
  } catch (err) {
    throw failed(`Cannot open the database ${liveFile}: ${reason(err)}`);
  }
  try {
    // A writer holding the lock for a moment must not fail the backup.
    source.pragma('busy_timeout = 10000');
    await source.backup(dest, { progress: () => ALL_PAGES });
  } catch (err) {
    throw failed(`The database copy failed: ${reason(err)}`);
  } finally {
    source.close();
  }
}
