import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { safeKey, type ImageStore } from './imageStore';
import { storageFault } from './storageUnavailable';
import type { S3Settings } from './storeConfig';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/** Milliseconds to connect, and for a whole request (a photo is a few hundred kB at most). */
export const S3_TIMEOUTS = { connectionTimeout: 1000, requestTimeout: 4000 };

/** An outage becomes a 503 (storageUnavailable.ts); other failures stay as they are. */
const rethrow = (err: unknown): never => {
  throw storageFault(err);
};

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2), served by the bucket itself at
 * S3_PUBLIC_URL/<key>: every instance writes and reads the same objects. Keys are random and
 * never rewritten, so objects are cached as immutable.
 */
export function createS3ImageStore(s: S3Settings, timeouts = S3_TIMEOUTS): ImageStore {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Path-style addressing and checksums only where S3 requires them: what every
    // S3-compatible service understands, not only AWS.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An upload waits on these: with S3 down the answer (503, storageUnavailable.ts) must come
    // within seconds, not after minutes of retries. One retry covers a dropped connection;
    // requestTimeout only throws with throwOnRequestTimeout (otherwise the SDK just warns).
    maxAttempts: 2,
    requestHandler: { ...timeouts, throwOnRequestTimeout: true },
  });
  const Bucket = s.bucket;
  return {
    async put(key, data, contentType) {
      const command = new PutObjectCommand({
        Bucket,
        Key: safeKey(key),
        Body: data,
        ContentType: contentType,
        CacheControl: 'public, max-age=31536000, immutable',
      });
      await client.send(command).catch(rethrow);
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (notFound(err)) return undefined;
        return rethrow(err);
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        return rethrow(err);
      }
    },
    async delete(key) {
      const command = new DeleteObjectCommand({ Bucket, Key: safeKey(key) });
      await client.send(command).catch(rethrow);
    },
    url: (key) => `${s.publicUrl}/${safeKey(key)}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    origin: new URL(s.publicUrl).origin,
  };
}
