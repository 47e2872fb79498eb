import fs from 'node:fs';
import path from 'node:path';
import { createBackup, type OpsConfig } from './backup';
import { pgDumpCommand, pgDumpFileFor, pgRestoreCommand, urlWithoutPassword } from './pgCommands';
import { restoreBackup } from './restore';
import { archiveEntries, tempDir } from './testHelpers';

/**
 * With DATABASE_URL the commands never dump PostgreSQL themselves: they print the pg_dump and
 * pg_restore commands to run, and archive the photos (docs/deploy.md#backups). No database
 * is contacted, so this runs without a PostgreSQL server.
 */
const databaseUrl = 'postgres://lostfound:s3cret@db.campus.edu:5432/lostfound?sslmode=require';
const withoutPassword = 'postgres://lostfound@db.campus.edu:5432/lostfound?sslmode=require';

describe('backup and restore with PostgreSQL', () => {
  let work: string;
  let config: OpsConfig;

  beforeAll(() => {
    work = tempDir('pg-backup');
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(path.join(dataDir, 'uploads', 'items', 'i1'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'items', 'i1', 'p.webp'), 'photo');
    config = { dataDir, databaseUrl, imageStore: { kind: 'disk' } };
  });
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  it('prints the pg_dump command, without the password, and archives the photos', async () => {
    const lines: string[] = [];
    const file = path.join(work, 'nightly.tar.gz');
    const report = await createBackup(config, file, (l) => lines.push(l));
    const dumpFile = path.join(work, 'nightly.pgdump');
    expect(lines).toContain(`  pg_dump --format=custom --file=${dumpFile} "${withoutPassword}"`);
    expect(lines.join('\n')).not.toContain('s3cret');
    expect(report.manifest).toMatchObject({ dialect: 'postgres', database: null });
    expect(report.manifest.pgDumpFile).toBe('nightly.pgdump');
    const entries = await archiveEntries(file);
    expect(entries).toContain('uploads/items/i1/p.webp');
    expect(entries).not.toContain('lostfound.db');

    const restoredLines: string[] = [];
    const dataDir = path.join(work, 'restored');
    await restoreBackup({ ...config, dataDir }, file, (l) => restoredLines.push(l));
    expect(restoredLines).toContain(
      `  pg_restore --no-owner --exit-on-error --dbname="${withoutPassword}" ${dumpFile}`,
    );
    expect(fs.readFileSync(path.join(dataDir, 'uploads/items/i1/p.webp'), 'utf8')).toBe('photo');
    expect(fs.readdirSync(dataDir)).toEqual(['uploads']);
  });

  it('refuses to restore a SQLite backup while DATABASE_URL is set', async () => {
    const sqliteDir = path.join(work, 'sqlite-data');
    const file = path.join(work, 'sqlite.tar.gz');
    // An empty SQLite database is enough for the archive (no migrations needed here).
    const SQLite = (await import('better-sqlite3')).default;
    fs.mkdirSync(sqliteDir);
    new SQLite(path.join(sqliteDir, 'lostfound.db')).close();
    await createBackup({ ...config, dataDir: sqliteDir, databaseUrl: undefined }, file, () => {});
    const dataDir = path.join(work, 'pg-target');
    await expect(restoreBackup({ ...config, dataDir }, file, () => {})).rejects.toMatchObject({
      exitCode: 2,
      message: expect.stringMatching(/holds a SQLite database, but DATABASE_URL is set/),
    });
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('leaves the photos out when they live in S3, and says so', async () => {
    const lines: string[] = [];
    const file = path.join(work, 's3.tar.gz');
    const s3 = {
      kind: 's3' as const,
      endpoint: 'https://s3.example.edu',
      bucket: 'photos',
      region: 'us-east-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: 'https://s3.example.edu/photos',
    };
    const report = await createBackup({ ...config, imageStore: s3 }, file, (l) => lines.push(l));
    expect(lines.join('\n')).toMatch(/Photos are in the S3 bucket, not on disk/);
    expect(report.manifest.photos).toBe('s3');
    expect(await archiveEntries(file)).toEqual(['manifest.json']);
  });

  it('builds the commands for awkward names and URLs', () => {
    expect(urlWithoutPassword('postgresql://u:p%40ss@h/db')).toBe('postgresql://u@h/db');
    expect(urlWithoutPassword('postgres://h:5432/db')).toBe('postgres://h:5432/db');
    expect(pgDumpFileFor('/b/lf-2025-01-31.tar.gz')).toBe('/b/lf-2025-01-31.pgdump');
    expect(pgDumpFileFor('/b/lf.tgz')).toBe('/b/lf.pgdump');
    expect(pgDumpFileFor('/b/lf')).toBe('/b/lf.pgdump');
    expect(pgDumpCommand('postgres://u:p@h/db', '/my backups/$x.pgdump')).toBe(
      'pg_dump --format=custom --file="/my backups/\\$x.pgdump" "postgres://u@h/db"',
    );
    expect(pgRestoreCommand('postgres://u:p@h/db', '/b/x.pgdump')).toBe(
      'pg_restore --no-owner --exit-on-error --dbname="postgres://u@h/db" /b/x.pgdump',
    );
  });
});
