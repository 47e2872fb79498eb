import { S3ServiceException } from '@aws-sdk/client-s3';
import { ApiError, serviceUnavailable } from '../errors';

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Photo storage is briefly unavailable. Please try again in a moment.';

/**
 * What a failed S3 call means for the request. An answer from S3 below 500 (no such bucket,
 * access denied) is a configuration fault and stays an error (500). Anything else (no answer, a
 * timeout, a 5xx or throttling) is an outage: a 503 the error handler sends with Retry-After
 * (docs/deploy.md#photos-in-object-storage-s3); the upload was not saved and a retry shortly
 * will likely work.
 */
export function storageFault(err: unknown): unknown {
  if (err instanceof ApiError) return err;
  if (err instanceof S3ServiceException) {
    const status = err.$metadata.httpStatusCode ?? 0;
    if (status < 500 && status !== 429) return err;
  }
  return serviceUnavailable(STORAGE_UNAVAILABLE_MESSAGE);
}

/** Whether `err` is the 503 of storageFault (tests). */
export const isStorageUnavailable = (err: unknown) =>
  err instanceof ApiError && err.statusCode === 503 && err.message === STORAGE_UNAVAILABLE_MESSAGE;
