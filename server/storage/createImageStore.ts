import { createDiskImageStore, type ImageStore } from './imageStore';
import { createS3ImageStore } from './s3ImageStore';
import type { Config } from '../config';

/** The store IMAGE_STORE names: disk under DATA_DIR (default) or an S3-compatible bucket. */
export function createImageStore(
  config: Pick<Config, 'dataDir' | 'imageStore' | 'imageBase'>,
): ImageStore {
  return config.imageStore.kind === 's3'
    ? createS3ImageStore(config.imageStore)
    : createDiskImageStore(config.dataDir, config.imageBase);
}
