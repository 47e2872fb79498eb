import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where item photos live. Disk under DATA_DIR/uploads by default (served at /uploads/), or an
 * S3-compatible bucket (s3ImageStore.ts) when several instances must see the same photos.
 * Both pass the same contract tests (imageStore.contract.test.ts).
 */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  has(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The address browsers load the image from, as API answers carry it. */
  url(key: string): string;
  /** Resolves when the store can be reached and written (GET /health/ready); rejects otherwise. */
  check(): Promise<void>;
  /** The origin of absolute image addresses (CSP img-src); none when they are relative. */
  readonly origin?: string;
}

export const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
};

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * `baseUrl` (config.imageBase) goes before `/uploads/…`: PUBLIC_URL when a page on another
 * origin shows the photos, '' (relative) otherwise (docs/deploy.md#other-settings).
 */
export function createDiskImageStore(dataDir: string, baseUrl = ''): ImageStore {
  const root = uploadsDir(dataDir);
  const file = (key: string) => path.join(root, safeKey(key));
  return {
    async put(key, data) {
      await fs.mkdir(path.dirname(file(key)), { recursive: true });
      await fs.writeFile(file(key), data);
    },
    get: (key) =>
      fs.readFile(file(key)).catch((err: unknown) => {
        if (missing(err)) return undefined;
        throw err;
      }),
    has: (key) =>
      fs.stat(file(key)).then(
        (s) => s.isFile(),
        (err: unknown) => {
          if (missing(err)) return false;
          throw err;
        },
      ),
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    url: (key) => `${baseUrl}/uploads/${safeKey(key)}`,
    async check() {
      await fs.mkdir(root, { recursive: true });
      await fs.access(root, fs.constants.W_OK);
    },
    origin: baseUrl ? new URL(baseUrl).origin : undefined,
  };
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
