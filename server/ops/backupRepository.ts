import SQLite from 'better-sqlite3';

/**
 * The SQL the backup and restore commands run on a database copy (never on the live file):
 * SQLite's own integrity check, the newest applied migration and row counts for the report.
 */

/** The tables whose rows the report prints and restore checks against the manifest. */
export const MAIN_TABLES = [
  'users',
  'categories',
  'items',
  'item_claims',
  'conversations',
  'messages',
  'notifications',
] as const;

export type CopyFacts = {
  /** `PRAGMA integrity_check`'s answer: ['ok'] for a sound file, else the problems found. */
  integrity: string[];
  migration: string | null;
  rows: Record<string, number>;
};

/** Opens a copy, reads its facts, closes it. Throws when the file is not a SQLite database. */
export function readCopyFacts(file: string): CopyFacts {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    const integrity = db
      .prepare('PRAGMA integrity_check')
      .all()
      .map((row) => String(Object.values(row as Record<string, unknown>)[0]));
    const tables = new Set(
      db
        .prepare("select name from sqlite_master where type = 'table'")
        .all()
        .map((row) => (row as { name: string }).name),
    );
    const migration = tables.has('kysely_migration')
      ? ((
          db.prepare('select name from kysely_migration order by name desc limit 1').get() as
            { name: string } | undefined
        )?.name ?? null)
      : null;
    const rows: Record<string, number> = {};
    for (const table of MAIN_TABLES) {
      if (!tables.has(table)) continue;
      // The names come from the constant list above, never from input.
      const row = db.prepare(`select count(*) as n from "${table}"`).get() as { n: number };
      rows[table] = row.n;
    }
    return { integrity, migration, rows };
  } finally {
    db.close();
  }
}

/**
 * Makes a copy one self-contained file: the live database is in WAL mode, and a copy left in
 * that mode would need its -wal file beside it.
 */
export function useRollbackJournal(file: string): void {
  const db = new SQLite(file, { fileMustExist: true });
  try {
    db.pragma('journal_mode = DELETE');
  } finally {
    db.close();
  }
}
