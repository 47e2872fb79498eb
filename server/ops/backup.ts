import fs from 'node:fs';
import path from 'node:path';
import { version as appVersion } from '../../package.json';
import { uploadsDir } from '../storage/imageStore';
import { inspectArchive, writeArchive } from './archive';
import { readCopyFacts, useRollbackJournal } from './backupRepository';
import { DATABASE_FILE, MANIFEST_FILE, newManifest, UPLOADS_DIR, type Manifest } from './manifest';
import { failed, OpsError, reason, refuse } from './opsError';
import { pgDumpCommand, pgDumpFileFor } from './pgCommands';
import { snapshotSqlite } from './sqliteSnapshot';
import type { Config } from '../config';

export type OpsConfig = Pick<Config, 'dataDir' | 'databaseUrl' | 'imageStore'>;

export type BackupReport = {
  file: string;
  bytes: number;
  manifest: Manifest;
  photoFiles: number;
  /** Files tar could not read (a photo deleted while the backup ran). */
  warnings: string[];
};

const isInside = (dir: string, file: string) => {
  const rel = path.relative(dir, file);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
};

/** Refuses targets that would put the backup where it cannot be written or kept. */
function checkTarget(config: OpsConfig, target: string): void {
  if (isInside(config.dataDir, target)) {
    // A backup inside DATA_DIR is lost with it, and restore wants an empty DATA_DIR.
    throw refuse(`Write the backup outside DATA_DIR (${config.dataDir}): ${target}`);
  }
  const dir = path.dirname(target);
  if (!fs.existsSync(dir)) throw refuse(`The folder ${dir} does not exist.`);
  if (!fs.statSync(dir).isDirectory()) throw refuse(`${dir} is not a folder.`);
  if (fs.existsSync(target) && fs.statSync(target).isDirectory()) {
    throw refuse(`${target} is a folder; name the archive file to write.`);
  }
  try {
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (err) {
    throw failed(`Cannot write to ${dir}: ${reason(err)}`);
  }
}

/** The database part: a SQLite copy in `staging`, or the pg_dump command to run beside it. */
async function databasePart(
  config: OpsConfig,
  target: string,
  staging: string,
  log: (line: string) => void,
): Promise<Pick<Manifest, 'dialect' | 'migration' | 'database' | 'pgDumpFile' | 'rows'>> {
  if (config.databaseUrl) {
    const dumpFile = pgDumpFileFor(target);
    log('The database is PostgreSQL: this command does not dump it. Run pg_dump beside it:');
    log(`  ${pgDumpCommand(config.databaseUrl, dumpFile)}`);
    log('  (the password comes from PGPASSWORD or ~/.pgpass, never the command line)');
    return {
      dialect: 'postgres',
      migration: null,
      database: null,
      pgDumpFile: path.basename(dumpFile),
      rows: {},
    };
  }
  const copy = path.join(staging, DATABASE_FILE);
  await snapshotSqlite(path.join(config.dataDir, DATABASE_FILE), copy);
  useRollbackJournal(copy);
  const facts = readCopyFacts(copy);
  if (facts.integrity.join() !== 'ok') {
    throw failed(`The database copy fails SQLite's integrity check: ${facts.integrity[0]}`);
  }
  return {
    dialect: 'sqlite',
    migration: facts.migration,
    database: DATABASE_FILE,
    pgDumpFile: null,
    rows: facts.rows,
  };
}

/**
 * `npm run backup -- <file>` (docs/deploy.md#backups): one gzip archive holding a consistent
 * copy of the SQLite database taken while the portal runs, the uploads folder and a manifest.
 * It is written beside the target and renamed into place only once complete and re-read, so a
 * failed run never leaves a file that looks like a backup.
 */
export async function createBackup(
  config: OpsConfig,
  file: string,
  log: (line: string) => void,
): Promise<BackupReport> {
  const target = path.resolve(file);
  checkTarget(config, target);
  const partial = `${target}.partial`;
  let staging: string | undefined;
  try {
    staging = fs.mkdtempSync(path.join(path.dirname(target), '.lostfound-backup-'));
    const database = await databasePart(config, target, staging, log);
    const onDisk = config.imageStore.kind === 'disk';
    if (!onDisk) {
      log('Photos are in the S3 bucket, not on disk: this archive holds no photos.');
      log("  Back the bucket up with the service's own tools (docs/deploy.md#backups).");
    }
    const manifest = newManifest({ appVersion, photos: onDisk ? 'included' : 's3', ...database });
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const warnings = await writeArchive(
      partial,
      staging,
      onDisk ? uploadsDir(config.dataDir) : undefined,
    );
    const written = await inspectArchive(partial).catch((err: unknown) => {
      throw failed(`The archive just written cannot be read back: ${reason(err)}`);
    });
    fs.renameSync(partial, target);
    return {
      file: target,
      bytes: fs.statSync(target).size,
      manifest,
      photoFiles: written.photoFiles,
      warnings,
    };
  } catch (err) {
    fs.rmSync(partial, { force: true });
    if (err instanceof OpsError) throw err;
    throw failed(`The backup failed: ${reason(err)}`);
  } finally {
    if (staging) {
      // The link to the live uploads first, so removing the staging folder cannot reach them.
      fs.rmSync(path.join(staging, UPLOADS_DIR), { force: true });
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
}
