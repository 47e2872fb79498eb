import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { uploadsDir } from '../storage/imageStore';
import {
  createCategory,
  createUser,
  multipart,
  sendItemForm,
  type TestUser,
} from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { readCopyFacts } from './backupRepository';
import { archiveEntries, runScript, tempDir } from './testHelpers';
import type { FastifyInstance } from 'fastify';

/**
 * The backup is taken by `npm run backup`'s script in a process of its own while the portal in
 * this process keeps writing items; every item acknowledged before the backup began must be in
 * the restored copy, with its photo (docs/deploy.md#backups). Always SQLite: PostgreSQL is
 * backed up by pg_dump (backup.postgres.test.ts).
 */
const fields = (n: number) => ({
  title: `Backup probe ${n}`,
  description: 'Written while the backup runs',
  category: 'Electronics',
  status: 'Found',
  location: 'Library desk',
});

describe('backup and restore on SQLite, while the portal writes', () => {
  let t: TestApp;
  let user: TestUser;
  let work: string;
  let restored: FastifyInstance | undefined;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: '', RATE_LIMIT: 'off' });
    user = await createUser(t);
    await createCategory(t, { name: 'Electronics' });
    work = tempDir('backup');
  });
  afterAll(async () => {
    await restored?.close();
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  const postItem = async (n: number, photo?: Buffer) => {
    const m = multipart(
      fields(n),
      photo && { filename: 'photo.png', contentType: 'image/png', data: photo },
    );
    const res = await sendItemForm(t, user, m);
    expect(res.statusCode).toBe(201);
    return res.json().item as { _id: string; image?: string | null };
  };

  it('restores every row acknowledged before the backup began, and the photos', async () => {
    const png = await sharp({
      create: { width: 640, height: 480, channels: 3, background: '#2a6' },
    })
      .png()
      .toBuffer();
    const withPhotos = [await postItem(0, png), await postItem(1, png)];

    // Two writers post items without pause until the backup has finished.
    const acknowledged: string[] = withPhotos.map((i) => i._id);
    let writing = true;
    let n = 2;
    const writer = async () => {
      while (writing) acknowledged.push((await postItem(n++))._id);
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 10));

    const before = [...acknowledged];
    const file = path.join(work, 'nightly.tar.gz');
    const backup = await runScript('backup', [file], { DATA_DIR: t.config.dataDir });
    const duringBackup = acknowledged.length - before.length;
    writing = false;
    await Promise.all(writers);

    // The whole result, so a failure shows the command's own message.
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.stdout).toMatch(/^Backup written: .*nightly\.tar\.gz \(\d+(\.\d)? [kM]B\)$/m);
    expect(backup.stdout).toMatch(/database: SQLite at migration \d{3}_\w+; rows: users \d+/);
    expect(backup.stdout).toMatch(/photos: 4 files/);
    // The portal really was writing while the backup ran.
    expect(duringBackup).toBeGreaterThan(0);

    const entries = await archiveEntries(file);
    expect(entries).toEqual(expect.arrayContaining(['lostfound.db', 'manifest.json']));
    expect(entries.filter((e) => /^lostfound\.db-(wal|shm)$/.test(e))).toEqual([]);
    expect(entries.filter((e) => e.endsWith('.webp'))).toHaveLength(4);
    expect(fs.readdirSync(work)).toEqual(['nightly.tar.gz']);

    const dataDir = path.join(work, 'restored', 'data');
    const restore = await runScript('restore', [file], { DATA_DIR: dataDir });
    // The whole result, so a failure shows the command's own message.
    expect(restore).toMatchObject({ code: 0 });
    expect(restore.stdout).toMatch(/integrity check ok/);

    const facts = readCopyFacts(path.join(dataDir, 'lostfound.db'));
    expect(facts.integrity).toEqual(['ok']);
    expect(facts.rows.items).toBeGreaterThanOrEqual(before.length);

    // The restored folder runs a portal that serves every acknowledged item and the photos.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
    restored = await buildApp(config, { logger: false });
    for (const id of before) {
      const res = await restored.inject({ method: 'GET', url: `/api/v1/items/${id}` });
      expect(res.statusCode).toBe(200);
    }
    for (const item of withPhotos) {
      const res = await restored.inject({ method: 'GET', url: item.image! });
      expect(res.statusCode).toBe(200);
      const original = path.join(
        uploadsDir(t.config.dataDir),
        item.image!.slice('/uploads/'.length),
      );
      expect(res.rawPayload.equals(fs.readFileSync(original))).toBe(true);
    }
  });

  it('refuses to restore into a DATA_DIR that holds anything, with exit code 2', async () => {
    const file = path.join(work, 'second.tar.gz');
    expect(await runScript('backup', [file], { DATA_DIR: t.config.dataDir })).toMatchObject({
      code: 0,
    });
    const dataDir = path.join(work, 'busy');
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'lostfound.db'), 'live data');
    const restore = await runScript('restore', [file], { DATA_DIR: dataDir });
    expect(restore.code).toBe(2);
    expect(restore.stderr).toMatch(/DATA_DIR .*busy is not empty \(lostfound\.db\)/);
    expect(fs.readdirSync(dataDir)).toEqual(['lostfound.db']);
    expect(fs.readFileSync(path.join(dataDir, 'lostfound.db'), 'utf8')).toBe('live data');
  });

  it('exits non-zero with a clear message when the archive cannot be written', async () => {
    const notAFolder = path.join(work, 'plain-file');
    fs.writeFileSync(notAFolder, '');
    const intoFile = await runScript('backup', [path.join(notAFolder, 'x.tar.gz')], {
      DATA_DIR: t.config.dataDir,
    });
    expect(intoFile.code).toBe(2);
    expect(intoFile.stderr).toMatch(/plain-file is not a folder/);
    // Unwritable even for root: /proc takes no new files.
    const unwritable = await runScript('backup', ['/proc/lostfound.tar.gz'], {
      DATA_DIR: t.config.dataDir,
    });
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toMatch(/\/proc/);
    expect(unwritable.stdout).not.toMatch(/Backup written/);
  });
});
