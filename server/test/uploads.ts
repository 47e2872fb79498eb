import fs from 'node:fs';
import path from 'node:path';
import { uploadsDir } from '../storage/imageStore';
import type { Db } from '../db';

/** What an upload left behind, for the photo tests to check that a refused one stored nothing. */

/** How many items the database holds. */
export async function countItems(db: Db): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every file under the uploads dir, relative, sorted. */
export function storedFiles(dataDir: string): string[] {
  const root = uploadsDir(dataDir);
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .sort();
}
