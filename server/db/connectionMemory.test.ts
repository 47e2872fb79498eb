import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDatabase, type DbHandle, type OpenOptions } from './index';

/** What each SQLite connection of a process may hold in memory (docs/performance.md#memory). */
describe('SQLite connection memory', () => {
  let dir: string;
  const opened: DbHandle[] = [];

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lf-conn-mem-'));
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((h) => h.close()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function pragmas(options: Omit<OpenOptions, 'dataDir'>) {
    const handle = openDatabase({ dataDir: dir, logLevel: 'silent', ...options });
    opened.push(handle);
    const read = async (name: 'mmap_size' | 'cache_size') => {
      const { rows } = await sql<Record<string, number>>`PRAGMA ${sql.raw(name)}`.execute(
        handle.db,
      );
      return Number(Object.values(rows[0] ?? {})[0]);
    };
    return { mmap: await read('mmap_size'), cache: await read('cache_size') };
  }

  it("maps the file's first 64 MB and caches 64 MB on the requests' connection", async () => {
    expect(await pragmas({})).toEqual({ mmap: 64 * 1024 * 1024, cache: -65536 });
  });

  it("maps nothing on the job thread's connection and caches 16 MB", async () => {
    expect(await pragmas({ connection: 'jobs' })).toEqual({ mmap: 0, cache: -16384 });
  });

  it("maps nothing on the search thread's connection and caches 4 MB", async () => {
    expect(await pragmas({ connection: 'search' })).toEqual({ mmap: 0, cache: -4096 });
  });
});
