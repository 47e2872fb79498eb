/**
 * With PostgreSQL the portal does not dump the database itself: pg_dump is the tool made for it
 * (a consistent snapshot of a live database, restorable by pg_restore). These build the exact
 * commands the backup and restore commands print (docs/deploy.md#backups).
 */

/** DATABASE_URL without its password: give that through PGPASSWORD or ~/.pgpass instead. */
export function urlWithoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  return url.toString();
}

/** `<archive>.pgdump`, without the archive's own .tar.gz / .tgz ending. */
export function pgDumpFileFor(archiveFile: string): string {
  return `${archiveFile.replace(/\.(tar\.gz|tgz)$/i, '')}.pgdump`;
}

/** A shell word: as is when plain, else double-quoted with the characters the shell expands escaped. */
export function shellWord(value: string): string {
  if (/^[\w@%+=:,./-]+$/.test(value)) return value;
  return `"${value.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;
}

const quoted = (value: string) => `"${value.replace(/["\\$`]/g, (c) => `\\${c}`)}"`;

export function pgDumpCommand(databaseUrl: string, dumpFile: string): string {
  return `pg_dump --format=custom --file=${shellWord(dumpFile)} ${quoted(urlWithoutPassword(databaseUrl))}`;
}

/** Restores a pg_dump file into an empty database (the one DATABASE_URL names). */
export function pgRestoreCommand(databaseUrl: string, dumpFile: string): string {
  return `pg_restore --no-owner --exit-on-error --dbname=${quoted(urlWithoutPassword(databaseUrl))} ${shellWord(dumpFile)}`;
}
