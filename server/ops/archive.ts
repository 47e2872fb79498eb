import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import { unsafeEntry } from './archivePaths';
import { DATABASE_FILE, MANIFEST_FILE, UPLOADS_DIR } from './manifest';
import { failed, reason, refuse } from './opsError';

/** The largest manifest read into memory; ours are well under 2 kB. */
const MANIFEST_LIMIT = 64 * 1024;

/**
 * Writes the gzip archive `file` from a staging folder holding the manifest and the database
 * copy, plus the live uploads folder when `uploadsFrom` is given. The uploads are read in place
 * (a link in the staging folder, followed while packing), never copied first: they can be large.
 * Returns the warnings tar raised (a photo deleted while it was being read, for instance).
 */
export async function writeArchive(
  file: string,
  stagingDir: string,
  uploadsFrom: string | undefined,
): Promise<string[]> {
  const entries = fs.readdirSync(stagingDir).filter((e) => e !== UPLOADS_DIR);
  if (uploadsFrom && fs.existsSync(uploadsFrom)) {
    fs.symlinkSync(uploadsFrom, path.join(stagingDir, UPLOADS_DIR), 'dir');
    entries.push(UPLOADS_DIR);
  }
  const warnings: string[] = [];
  try {
    await tar.create(
      {
        file,
        cwd: stagingDir,
        gzip: true,
        portable: true,
        follow: true,
        onwarn: (_code, message) => warnings.push(String(message)),
      },
      entries.sort(),
    );
  } catch (err) {
    throw failed(`Writing the archive ${file} failed: ${reason(err)}`);
  }
  return warnings;
}

export type ArchiveContents = {
  manifestText: string | undefined;
  hasDatabase: boolean;
  photoFiles: number;
};

/**
 * Reads the whole archive without extracting it, refusing one that is not a readable gzip tar
 * or holds any entry restore would not write (docs/deploy.md#backups).
 */
export async function inspectArchive(file: string): Promise<ArchiveContents> {
  if (!fs.existsSync(file)) throw refuse(`No such file: ${file}`);
  const contents: ArchiveContents = { manifestText: undefined, hasDatabase: false, photoFiles: 0 };
  const problems: string[] = [];
  try {
    await tar.list({
      file,
      strict: true,
      onReadEntry: (entry) => {
        const problem = unsafeEntry(entry.path, entry.type);
        if (problem) problems.push(problem);
        else if (entry.path === DATABASE_FILE) contents.hasDatabase = true;
        else if (entry.path === MANIFEST_FILE && (entry.size ?? 0) <= MANIFEST_LIMIT) {
          const chunks: Buffer[] = [];
          entry.on('data', (chunk: Buffer) => chunks.push(chunk));
          entry.on('end', () => (contents.manifestText = Buffer.concat(chunks).toString('utf8')));
          return;
        } else if (entry.type === 'File') contents.photoFiles += 1;
        entry.resume();
      },
    });
  } catch (err) {
    throw refuse(`Not a readable backup archive (${reason(err)}): ${file}`);
  }
  if (problems.length) {
    throw refuse(`Refusing this archive: it holds ${problems.slice(0, 3).join('; ')}.`);
  }
  return contents;
}

/** Extracts a checked archive into `dir` (which exists), leaving the manifest out. */
export async function extractArchive(file: string, dir: string): Promise<void> {
  try {
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      // inspectArchive refused unsafe entries already; the filter guards against a file that
      // changed in between.
      filter: (entryPath, entry) =>
        entryPath !== MANIFEST_FILE &&
        unsafeEntry(entryPath, 'type' in entry ? entry.type : 'File') === undefined,
    });
  } catch (err) {
    throw failed(`Extracting ${file} failed: ${reason(err)}`);
  }
}
