import type { BackupReport } from './backup';
import type { Manifest } from './manifest';
import type { RestoreReport } from './restore';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

const rowsLine = (rows: Record<string, number>) =>
  Object.entries(rows)
    .map(([table, n]) => `${table} ${n}`)
    .join(', ');

function databaseLine(manifest: Manifest, rows: Record<string, number>): string {
  if (manifest.dialect === 'postgres') return '  database: PostgreSQL, in the pg_dump file (above)';
  return `  database: SQLite at migration ${manifest.migration ?? 'none'}; rows: ${rowsLine(rows)}`;
}

function photosLine(manifest: Manifest, files: number): string {
  return manifest.photos === 's3'
    ? '  photos: in the S3 bucket, not in this archive'
    : `  photos: ${files} ${files === 1 ? 'file' : 'files'}`;
}

/** What `npm run backup` prints once the archive is in place. */
export function backupLines(report: BackupReport): string[] {
  return [
    `Backup written: ${report.file} (${size(report.bytes)})`,
    databaseLine(report.manifest, report.manifest.rows),
    photosLine(report.manifest, report.photoFiles),
    ...report.warnings.map((w) => `  warning: ${w}`),
  ];
}

/** What `npm run restore` prints once DATA_DIR is in place. */
export function restoreLines(report: RestoreReport): string[] {
  const m = report.manifest;
  return [
    `Restored into ${report.dataDir} the backup of ${m.createdAt} (portal ${m.appVersion})`,
    m.dialect === 'sqlite'
      ? `${databaseLine(m, report.rows)}; integrity check ok`
      : '  database: PostgreSQL, restored separately with pg_restore (above)',
    photosLine(m, report.photoFiles),
    'Start the portal with this DATA_DIR; migrations bring an older backup up to date.',
  ];
}
