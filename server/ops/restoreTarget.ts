import fs from 'node:fs';
import path from 'node:path';
import { refuse } from './opsError';

/** A fresh file system's own folder: DATA_DIR on a disk of its own still counts as empty. */
const IGNORED = new Set(['lost+found']);
const STAGING_PREFIX = '.restoring-';

const present = (dataDir: string) =>
  fs.readdirSync(dataDir).filter((e) => !IGNORED.has(e) && !e.startsWith(STAGING_PREFIX));

/** Restore never mixes a backup with what a DATA_DIR already holds (docs/deploy.md#backups). */
export function checkEmptyTarget(dataDir: string): void {
  if (!fs.existsSync(dataDir)) return;
  if (!fs.statSync(dataDir).isDirectory()) throw refuse(`DATA_DIR ${dataDir} is not a folder.`);
  const entries = present(dataDir);
  if (entries.length) {
    throw refuse(
      `DATA_DIR ${dataDir} is not empty (${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
        'Restore only into an empty or missing folder: point DATA_DIR at a new one, or move this one away.',
    );
  }
}

/**
 * Where the archive is extracted and checked before DATA_DIR sees it: inside an existing empty
 * DATA_DIR (it may be a mount point, which can be neither removed nor renamed onto from another
 * disk), else beside the missing one.
 */
export function makeStaging(dataDir: string): string {
  if (fs.existsSync(dataDir)) return fs.mkdtempSync(path.join(dataDir, STAGING_PREFIX));
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  return fs.mkdtempSync(`${dataDir}${STAGING_PREFIX}`);
}

/** Moves the checked files into DATA_DIR (renames on one disk: nothing is copied). */
export function moveIntoPlace(staging: string, dataDir: string): void {
  checkEmptyTarget(dataDir);
  if (path.dirname(staging) === dataDir) {
    for (const entry of fs.readdirSync(staging)) {
      fs.renameSync(path.join(staging, entry), path.join(dataDir, entry));
    }
    fs.rmdirSync(staging);
  } else {
    fs.renameSync(staging, dataDir);
  }
}
