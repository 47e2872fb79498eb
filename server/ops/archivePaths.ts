import { DATABASE_FILE, MANIFEST_FILE, UPLOADS_DIR } from './manifest';

/**
 * Whether an archive entry may be restored: a relative path with no `..`, no absolute or
 * Windows-style parts, naming only what a backup holds (the manifest, the database copy and the
 * uploads folder), and only plain files and folders (a link could point outside DATA_DIR).
 * Returns the problem, or undefined for a safe entry.
 */
export function unsafeEntry(entryPath: string, type: string): string | undefined {
  const p = entryPath.replace(/\/+$/, '');
  if (!p) return 'an entry with an empty name';
  if (p.startsWith('/') || p.includes('\\') || /^[A-Za-z]:/.test(p) || p.includes('\0')) {
    return `an entry outside the target folder (${entryPath})`;
  }
  const parts = p.split('/');
  if (parts.some((part) => part === '..' || part === '.' || part === '')) {
    return `an entry outside the target folder (${entryPath})`;
  }
  if (type !== 'File' && type !== 'Directory') {
    return `an entry that is not a plain file or folder (${entryPath}: ${type})`;
  }
  const top = parts[0];
  const known =
    (parts.length === 1 && (top === MANIFEST_FILE || top === DATABASE_FILE) && type === 'File') ||
    top === UPLOADS_DIR;
  if (!known) return `an entry a backup does not hold (${entryPath})`;
  return undefined;
}
