import fs from 'node:fs';
import path from 'node:path';
import { extractArchive, inspectArchive } from './archive';
import { readCopyFacts } from './backupRepository';
import { DATABASE_FILE, parseManifest, type Manifest } from './manifest';
import { failed, OpsError, reason, refuse } from './opsError';
import { pgRestoreCommand } from './pgCommands';
import { checkEmptyTarget, makeStaging, moveIntoPlace } from './restoreTarget';
import type { OpsConfig } from './backup';

export type RestoreReport = {
  dataDir: string;
  manifest: Manifest;
  photoFiles: number;
  rows: Record<string, number>;
};

function checkDialect(config: OpsConfig, manifest: Manifest, hasDatabase: boolean): void {
  if (manifest.dialect === 'sqlite' && (!hasDatabase || manifest.database !== DATABASE_FILE)) {
    throw refuse(`Not a usable backup: its manifest names a SQLite database it does not hold.`);
  }
  if (manifest.dialect === 'sqlite' && config.databaseUrl) {
    throw refuse(
      'This backup holds a SQLite database, but DATABASE_URL is set: the portal would not use it. ' +
        'Unset DATABASE_URL to restore it.',
    );
  }
}

/** Checks the restored SQLite copy where it was extracted, before it is moved into place. */
function checkDatabase(staging: string, manifest: Manifest): Record<string, number> {
  let facts;
  try {
    facts = readCopyFacts(path.join(staging, DATABASE_FILE));
  } catch (err) {
    throw failed(`The restored database cannot be opened: ${reason(err)}`);
  }
  if (facts.integrity.join() !== 'ok') {
    throw failed(`The restored database fails SQLite's integrity check: ${facts.integrity[0]}`);
  }
  const differing = Object.keys(manifest.rows).filter((t) => facts.rows[t] !== manifest.rows[t]);
  if (facts.migration !== manifest.migration || differing.length) {
    throw failed(
      `The restored database is not the one the manifest describes (${differing.length ? `rows of ${differing.join(', ')} differ` : 'its migration differs'}).`,
    );
  }
  return facts.rows;
}

/**
 * `npm run restore -- <file>` (docs/deploy.md#backups): into an empty or missing DATA_DIR only.
 * The archive is read whole and refused if it is not one of ours or names any path outside the
 * target; it is extracted to a staging folder, checked, and only then moved into DATA_DIR, so a
 * failed restore leaves nothing behind.
 */
export async function restoreBackup(
  config: OpsConfig,
  file: string,
  log: (line: string) => void,
): Promise<RestoreReport> {
  const dataDir = config.dataDir;
  const archive = path.resolve(file);
  checkEmptyTarget(dataDir);
  const contents = await inspectArchive(archive);
  const manifest = parseManifest(contents.manifestText);
  checkDialect(config, manifest, contents.hasDatabase);

  let staging: string | undefined;
  try {
    staging = makeStaging(dataDir);
    await extractArchive(archive, staging);
    const rows = manifest.dialect === 'sqlite' ? checkDatabase(staging, manifest) : {};
    moveIntoPlace(staging, dataDir);
    staging = undefined;
    if (manifest.dialect === 'postgres') {
      const dumpFile = path.join(path.dirname(archive), manifest.pgDumpFile ?? 'backup.pgdump');
      log('The photos are restored. The database is PostgreSQL: restore its pg_dump file into');
      log('an empty database (the one DATABASE_URL names) with:');
      log(
        `  ${pgRestoreCommand(config.databaseUrl ?? 'postgres://user@host:5432/lostfound', dumpFile)}`,
      );
    }
    if (manifest.photos === 's3') {
      log('This backup holds no photos: they stay in the S3 bucket (docs/deploy.md#backups).');
    }
    return { dataDir, manifest, photoFiles: contents.photoFiles, rows };
  } catch (err) {
    if (err instanceof OpsError) throw err;
    throw failed(`The restore failed: ${reason(err)}`);
  } finally {
    if (staging) fs.rmSync(staging, { recursive: true, force: true });
  }
}
