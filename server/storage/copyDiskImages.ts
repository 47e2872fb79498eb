import fs from 'node:fs';
import path from 'node:path';
import { createDiskImageStore, uploadsDir, type ImageStore } from './imageStore';

export type CopyCounts = { found: number; copied: number; skipped: number; failed: string[] };

/** Every file under DATA_DIR/uploads, as store keys (`items/<id>/<name>.webp`). */
export function diskImageKeys(dataDir: string): string[] {
  const root = uploadsDir(dataDir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

/**
 * Copies the disk store's images to `target` under the same keys, so items keep their photos
 * when IMAGE_STORE changes. Idempotent: keys the target already holds are skipped, so a run that
 * stopped half-way can simply be repeated. The disk files are left in place.
 */
export async function copyDiskImages(dataDir: string, target: ImageStore): Promise<CopyCounts> {
  const disk = createDiskImageStore(dataDir);
  const keys = diskImageKeys(dataDir);
  const counts: CopyCounts = { found: keys.length, copied: 0, skipped: 0, failed: [] };
  for (const key of keys) {
    try {
      if (await target.has(key)) {
        counts.skipped += 1;
        continue;
      }
      const data = await disk.get(key);
      if (!data) throw new Error('vanished');
      await target.put(
        key,
        data,
        key.endsWith('.webp') ? 'image/webp' : 'application/octet-stream',
      );
      counts.copied += 1;
    } catch (err) {
      counts.failed.push(`${key}: ${(err as Error).message}`);
    }
  }
  return counts;
}
