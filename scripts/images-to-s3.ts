/**
 * Copies the photos stored on disk (DATA_DIR/uploads) to the S3 bucket, under the same keys:
 *   IMAGE_STORE=s3 S3_ENDPOINT=… S3_BUCKET=… … npm run images:to-s3
 * Run it before switching the servers to IMAGE_STORE=s3 (and once more after, for photos
 * uploaded in between). Idempotent: objects already in the bucket are skipped.
 */
import { loadConfig } from '../server/config';
import { copyDiskImages } from '../server/storage/copyDiskImages';
import { createImageStore } from '../server/storage/createImageStore';

async function main() {
  const config = loadConfig();
  if (config.imageStore.kind !== 's3') {
    console.error('Set IMAGE_STORE=s3 and the S3_* settings (see docs/deploy.md) first.');
    process.exit(2);
  }
  const store = createImageStore(config);
  await store.check();
  console.log(`Copying ${config.dataDir}/uploads to bucket ${config.imageStore.bucket}…`);
  const { found, copied, skipped, failed } = await copyDiskImages(config.dataDir, store);
  console.log(
    `${found} found, ${copied} copied, ${skipped} already in the bucket, ${failed.length} failed`,
  );
  for (const line of failed) console.error(`  failed: ${line}`);
  process.exit(failed.length ? 1 : 0);
}

void main().catch((err) => {
  console.error((err as Error).message);
  process.exit(1);
});
