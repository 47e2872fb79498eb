import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where item photos live. Disk under DATA_DIR/uploads by default (served at /uploads/); an
 * S3-compatible store can implement the same interface for multi-instance deployments.
 */
export interface ImageStore {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

const safeKey = (key: string) => {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.includes('..')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
  return key;
};

export function createDiskImageStore(dataDir: string): ImageStore {
  const root = path.join(dataDir, 'uploads');
  return {
    async put(key, data) {
      const file = path.join(root, safeKey(key));
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async delete(key) {
      await fs.rm(path.join(root, safeKey(key)), { force: true });
    },
    url: (key) => `/uploads/${safeKey(key)}`,
  };
}

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
