import { z } from 'zod';
import { refuse } from './opsError';

/** The archive's description of itself; restore refuses an archive without a valid one. */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'lostfound.db';
export const UPLOADS_DIR = 'uploads';
const FORMAT = 'lostfound-backup';
const FORMAT_VERSION = 1;

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  appVersion: z.string(),
  dialect: z.enum(['sqlite', 'postgres']),
  /** The newest migration applied to the database copy (null when the database is not inside). */
  migration: z.string().nullable(),
  /** The SQLite copy inside the archive, or null (PostgreSQL: dumped by pg_dump beside it). */
  database: z.literal(DATABASE_FILE).nullable(),
  /** The pg_dump file the backup told the operator to write, by name (PostgreSQL only). */
  pgDumpFile: z.string().nullable(),
  /** Photos: in the archive (disk store), or left in the S3 bucket. */
  photos: z.enum(['included', 's3']),
  /** Rows of the main tables in the database copy, checked again after a restore. */
  rows: z.record(z.string(), z.number().int().min(0)),
});

export type Manifest = z.infer<typeof manifestSchema>;

export function newManifest(
  fields: Omit<Manifest, 'format' | 'formatVersion' | 'createdAt'>,
): Manifest {
  return {
    format: FORMAT,
    formatVersion: FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    ...fields,
  };
}

/** The manifest of an archive, or a refusal saying why this is not a backup restore can use. */
export function parseManifest(text: string | undefined): Manifest {
  if (text === undefined) {
    throw refuse(`Not a Lost & Found backup: the archive has no ${MANIFEST_FILE}.`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw refuse(`Not a Lost & Found backup: ${MANIFEST_FILE} is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw refuse(`Not a Lost & Found backup: ${MANIFEST_FILE} does not describe one.`);
  }
  if (parsed.data.formatVersion !== FORMAT_VERSION) {
    throw refuse(
      `This backup has format version ${parsed.data.formatVersion}; this version of the portal reads version ${FORMAT_VERSION}.`,
    );
  }
  return parsed.data;
}
