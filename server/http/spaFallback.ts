import fs from 'node:fs';
import path from 'node:path';

/**
 * Files a build may contain that production never serves: source maps (the build makes none,
 * an older one might have) and MSW's mockServiceWorker.js (only `npm run dev:mock` needs it).
 */
export function isPrivateClientFile(pathname: string): boolean {
  return pathname.endsWith('.map') || path.posix.basename(pathname) === 'mockServiceWorker.js';
}

/**
 * Whether a GET that no route served is a missing asset (a real 404) rather than a client-side
 * route (answered with index.html). The path is decoded and normalised as if rooted at the
 * client folder, so `..`, `%2e%2e`, `..%2f` and `//` never reach outside it: the answer cannot
 * tell whether a file exists anywhere else on the server's disk. Backslashes, NUL bytes and
 * undecodable paths are 404s whatever they name.
 */
export function isMissingAsset(clientDir: string, rawPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  if (decoded.includes('\\') || decoded.includes('\0')) return true;
  const pathname = path.posix.normalize(`/${decoded}`);
  if (pathname.startsWith('/assets/') || isPrivateClientFile(pathname)) return true;
  if (!path.posix.extname(pathname)) return false;
  return !fs.existsSync(path.join(clientDir, pathname));
}
