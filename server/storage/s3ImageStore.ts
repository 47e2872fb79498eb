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
import type { S3Settings } from './storeConfig';

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.$metadata.httpStatusCode === 404 || err.name === 'NoSuchKey' || err.name === 'NotFound');

/**
 * Photos in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2), served by the bucket itself at
 * S3_PUBLIC_URL/<key>: every instance writes and reads the same objects. Keys are random and
 * never rewritten, so objects are cached as immutable.
 */
export function createS3ImageStore(s: S3Settings): ImageStore {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // Path-style addressing and checksums only where S3 requires them: what every
    // S3-compatible service understands, not only AWS.
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
  const Bucket = s.bucket;
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: safeKey(key),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket, Key: safeKey(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (notFound(err)) return undefined;
        throw err;
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: safeKey(key) }));
        return true;
      } catch (err) {
        if (notFound(err)) return false;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: safeKey(key) }));
    },
    url: (key) => `${s.publicUrl}/${safeKey(key)}`,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    origin: new URL(s.publicUrl).origin,
  };
}
