import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { uploadsDir } from '../storage/imageStore';
import { createTestApp, type TestApp } from '../test/testApp';
import { createBackup, type OpsConfig } from './backup';
import { restoreBackup } from './restore';
import { tempDir } from './testHelpers';

/**
 * Restore refuses, and writes nothing for, any archive that is not a backup of ours or that
 * names a path outside DATA_DIR (docs/deploy.md#backups).
 */
describe('restore refuses archives it must not trust', () => {
  let t: TestApp;
  let work: string;
  let good: string;
  let unpacked: string;
  const quiet = () => undefined;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_URL: '' });
    fs.mkdirSync(path.join(uploadsDir(t.config.dataDir), 'items', 'x'), { recursive: true });
    fs.writeFileSync(path.join(uploadsDir(t.config.dataDir), 'items', 'x', 'a.webp'), 'photo');
    work = tempDir('restore');
    good = path.join(work, 'good.tar.gz');
    await createBackup(t.config, good, quiet);
    unpacked = path.join(work, 'unpacked');
    fs.mkdirSync(unpacked);
    await tar.extract({ file: good, cwd: unpacked });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  let n = 0;
  /** A fresh target DATA_DIR (missing) and the config that names it. */
  const target = (): { dataDir: string; config: OpsConfig } => {
    const dataDir = path.join(work, `target-${n++}`, 'data');
    return { dataDir, config: { ...t.config, dataDir } };
  };
  /** An archive of `entries` packed from `cwd` as given (no path cleaning). */
  const pack = async (name: string, cwd: string, entries: string[]) => {
    const file = path.join(work, name);
    await tar.create({ file, cwd, gzip: true, preservePaths: true }, entries);
    return file;
  };
  const expectRefused = async (file: string, message: RegExp) => {
    const { dataDir, config } = target();
    await expect(restoreBackup(config, file, quiet)).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(message),
    });
    // Nothing written at all: not even the folder DATA_DIR would have been created in.
    expect(fs.existsSync(path.dirname(dataDir))).toBe(false);
  };

  it('restores the untouched archive (the baseline of the cases below)', async () => {
    const { dataDir, config } = target();
    const report = await restoreBackup(config, good, quiet);
    expect(report.photoFiles).toBe(1);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['lostfound.db', 'uploads']);
    expect(fs.readFileSync(path.join(dataDir, 'uploads/items/x/a.webp'), 'utf8')).toBe('photo');
  });

  it('restores into an existing empty folder, such as a mount point with its lost+found', async () => {
    const { dataDir, config } = target();
    fs.mkdirSync(path.join(dataDir, 'lost+found'), { recursive: true });
    await restoreBackup(config, good, quiet);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['lost+found', 'lostfound.db', 'uploads']);
  });

  it('leaves an existing empty DATA_DIR empty when the restore fails', async () => {
    const edited = path.join(work, 'in-place');
    fs.cpSync(unpacked, edited, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(edited, 'manifest.json'), 'utf8'));
    manifest.migration = '000_not_this_one';
    fs.writeFileSync(path.join(edited, 'manifest.json'), JSON.stringify(manifest));
    const file = await pack('in-place.tar.gz', edited, ['manifest.json', 'lostfound.db']);
    const { dataDir, config } = target();
    fs.mkdirSync(dataDir, { recursive: true });
    await expect(restoreBackup(config, file, quiet)).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        /not the one the manifest describes \(its migration differs\)/,
      ),
    });
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an entry that climbs out of the target folder', async () => {
    const inner = path.join(work, 'climb', 'inner');
    fs.mkdirSync(inner, { recursive: true });
    for (const f of ['manifest.json', 'lostfound.db']) {
      fs.copyFileSync(path.join(unpacked, f), path.join(inner, f));
    }
    fs.writeFileSync(path.join(work, 'climb', 'evil.txt'), 'outside');
    const file = await pack('climb.tar.gz', inner, [
      'manifest.json',
      'lostfound.db',
      '../evil.txt',
    ]);
    await expectRefused(file, /outside the target folder \(\.\.\/evil\.txt\)/);
  });

  it('refuses an absolute path and a link', async () => {
    const absolute = await pack('absolute.tar.gz', unpacked, [
      'manifest.json',
      path.join(unpacked, 'lostfound.db'),
    ]);
    await expectRefused(absolute, /outside the target folder/);

    const linked = path.join(work, 'linked');
    fs.cpSync(unpacked, linked, { recursive: true });
    fs.symlinkSync('/etc/passwd', path.join(linked, 'uploads', 'items', 'x', 'b.webp'));
    const file = await pack('link.tar.gz', linked, ['manifest.json', 'lostfound.db', 'uploads']);
    await expectRefused(
      file,
      /not a plain file or folder \(uploads\/items\/x\/b\.webp: SymbolicLink\)/,
    );
  });

  it('refuses archives that are not ours', async () => {
    const foreign = path.join(work, 'foreign');
    fs.mkdirSync(foreign);
    fs.writeFileSync(path.join(foreign, 'manifest.json'), JSON.stringify({ name: 'other app' }));
    fs.copyFileSync(path.join(unpacked, 'lostfound.db'), path.join(foreign, 'lostfound.db'));
    const wrongManifest = await pack('foreign.tar.gz', foreign, ['manifest.json', 'lostfound.db']);
    await expectRefused(wrongManifest, /Not a Lost & Found backup: manifest.json does not/);

    const noManifest = await pack('no-manifest.tar.gz', unpacked, ['lostfound.db', 'uploads']);
    await expectRefused(noManifest, /Not a Lost & Found backup: the archive has no manifest/);

    fs.writeFileSync(path.join(foreign, 'notes.txt'), 'hello');
    const stranger = await pack('stranger.tar.gz', foreign, ['lostfound.db', 'notes.txt']);
    await expectRefused(stranger, /an entry a backup does not hold \(notes\.txt\)/);

    const text = path.join(work, 'text.tar.gz');
    fs.writeFileSync(text, 'not an archive at all\n'.repeat(40));
    await expectRefused(text, /Not a readable backup archive/);

    const gzipOfText = path.join(work, 'gzip.tar.gz');
    fs.writeFileSync(gzipOfText, zlib.gzipSync('just some text'));
    await expectRefused(gzipOfText, /Not a readable backup archive/);
  });

  it('refuses a damaged archive', async () => {
    const bytes = fs.readFileSync(good);
    for (let i = 0; i < 32; i++) bytes[Math.floor(bytes.length / 2) + i] ^= 0x5a;
    const damaged = path.join(work, 'damaged.tar.gz');
    fs.writeFileSync(damaged, bytes);
    await expectRefused(damaged, /Not a readable backup archive/);
  });

  it('fails, leaving no DATA_DIR, when the database is not the one the manifest describes', async () => {
    const edited = path.join(work, 'edited');
    fs.cpSync(unpacked, edited, { recursive: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(edited, 'manifest.json'), 'utf8'));
    manifest.rows.categories += 1;
    fs.writeFileSync(path.join(edited, 'manifest.json'), JSON.stringify(manifest));
    const file = await pack('edited.tar.gz', edited, ['manifest.json', 'lostfound.db', 'uploads']);
    const { dataDir, config } = target();
    await expect(restoreBackup(config, file, quiet)).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(/not the one the manifest describes \(rows of categories/),
    });
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(fs.readdirSync(path.dirname(dataDir))).toEqual([]);
  });

  it('fails when the database inside is damaged', async () => {
    const broken = path.join(work, 'broken');
    fs.cpSync(unpacked, broken, { recursive: true });
    const db = path.join(broken, 'lostfound.db');
    const bytes = fs.readFileSync(db);
    bytes.fill(0xff, 4096 * 2, 4096 * 6);
    fs.writeFileSync(db, bytes);
    const file = await pack('broken.tar.gz', broken, ['manifest.json', 'lostfound.db']);
    const { dataDir, config } = target();
    await expect(restoreBackup(config, file, quiet)).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        /restored database (fails SQLite's integrity check|cannot be opened)/,
      ),
    });
    expect(fs.existsSync(dataDir)).toBe(false);
  });
});
