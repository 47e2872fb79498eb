import os from 'node:os';
import { loadConfig } from '../config';

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: os.tmpdir(), ...env });
const s3 = {
  IMAGE_STORE: 's3',
  S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com/',
  S3_BUCKET: 'campus-photos',
  S3_REGION: 'eu-west-1',
  S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('image store configuration', () => {
  it('uses the disk store by default', () => {
    expect(load({}).imageStore).toEqual({ kind: 'disk' });
  });

  it('reads the S3 settings; the public URL defaults to the bucket on the endpoint', () => {
    expect(load(s3).imageStore).toEqual({
      kind: 's3',
      endpoint: 'https://s3.eu-west-1.amazonaws.com',
      bucket: 'campus-photos',
      region: 'eu-west-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://s3.eu-west-1.amazonaws.com/campus-photos',
    });
    const cdn = load({ ...s3, S3_PUBLIC_URL: 'https://photos.campus.edu/' }).imageStore;
    expect(cdn).toMatchObject({ publicUrl: 'https://photos.campus.edu' });
  });

  it('names every missing S3 setting when IMAGE_STORE=s3', () => {
    expect(() => load({ IMAGE_STORE: 's3', S3_BUCKET: 'b' })).toThrow(
      'IMAGE_STORE=s3 needs S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
    );
  });

  it('refuses an endpoint or public URL that is not http(s), and unknown stores', () => {
    expect(() => load({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http:// or https:// URL',
    );
    expect(() => load({ ...s3, S3_PUBLIC_URL: 'ftp://x' })).toThrow(
      'S3_PUBLIC_URL must be an http:// or https:// URL',
    );
    expect(() => load({ IMAGE_STORE: 'gcs' })).toThrow(/IMAGE_STORE/);
  });

  it('makes disk photo addresses absolute once CORS_ORIGINS or PUBLIC_URL is set', () => {
    expect(load({}).imageBase).toBe('');
    expect(load({ PUBLIC_URL: '' }).imageBase).toBe('');
    expect(load({ PUBLIC_URL: 'https://lostfound.campus.edu/' }).imageBase).toBe(
      'https://lostfound.campus.edu',
    );
    // The default PUBLIC_URL: right for a dev client on another port of this machine.
    expect(load({ CORS_ORIGINS: 'http://localhost:5173', PORT: '3000' }).imageBase).toBe(
      'http://localhost:3000',
    );
  });
});
