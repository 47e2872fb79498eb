import { z } from 'zod';

export type S3Settings = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL the bucket's objects are public at (no trailing slash). */
  publicUrl: string;
};

export type ImageStoreConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

const optional = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined);

/** IMAGE_STORE and the S3_* settings (part of config.ts's environment schema). */
export const imageStoreEnv = {
  IMAGE_STORE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: optional,
  S3_BUCKET: optional,
  S3_REGION: optional,
  S3_ACCESS_KEY_ID: optional,
  S3_SECRET_ACCESS_KEY: optional,
  S3_PUBLIC_URL: optional,
};

type Env = { [K in keyof typeof imageStoreEnv]: z.output<(typeof imageStoreEnv)[K]> };

const REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** The problems with the store settings, one line each (none for the disk store). */
export function imageStoreProblems(e: Env): string[] {
  if (e.IMAGE_STORE !== 's3') return [];
  const problems: string[] = [];
  const missing = REQUIRED.filter((name) => !e[name]);
  if (missing.length) problems.push(`IMAGE_STORE=s3 needs ${missing.join(', ')}`);
  for (const name of ['S3_ENDPOINT', 'S3_PUBLIC_URL'] as const) {
    const value = e[name];
    if (value && !isHttpUrl(value)) problems.push(`${name} must be an http:// or https:// URL`);
  }
  return problems;
}

/** Settings for a valid environment (imageStoreProblems found nothing). */
export function imageStoreConfig(e: Env): ImageStoreConfig {
  if (e.IMAGE_STORE !== 's3') return { kind: 'disk' };
  const endpoint = e.S3_ENDPOINT!.replace(/\/+$/, '');
  const bucket = e.S3_BUCKET!;
  return {
    kind: 's3',
    endpoint,
    bucket,
    region: e.S3_REGION!,
    accessKeyId: e.S3_ACCESS_KEY_ID!,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
    // Without a public base URL, the bucket's path-style address on the endpoint.
    publicUrl: (e.S3_PUBLIC_URL ?? `${endpoint}/${bucket}`).replace(/\/+$/, ''),
  };
}
