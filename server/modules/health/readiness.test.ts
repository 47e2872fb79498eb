import { startLocalS3, type LocalS3 } from '../../test/s3Server';
import { createTestApp, type TestApp } from '../../test/testApp';
import { searchIndexServiceOf } from '../search';
import { checkReadiness, readinessChecker } from './readiness';

const ok = async () => undefined;
const fails = async () => {
  throw new Error('ECONNREFUSED');
};
const hangs = () => new Promise<void>(() => undefined);

describe('GET /health/ready', () => {
  let t: TestApp;
  afterEach(async () => {
    await t.close();
  });

  it('answers 200 when the database and disk store answer (Redis off without REDIS_URL)', async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', db: 'ok', redis: 'off', storage: 'ok' });
  });

  it('says whether the search index is loaded, without making the instance unavailable', async () => {
    t = await createTestApp();
    await searchIndexServiceOf(t.app.ctx).ready();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', searchIndex: 'ready' });
    await t.close();
    t = await createTestApp({ SEARCH_INDEX: 'database' });
    const off = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(off.json()).toMatchObject({ status: 'ok', searchIndex: 'off' });
  });

  describe('on the S3 store', () => {
    let s3: LocalS3;
    beforeAll(async () => {
      s3 = await startLocalS3();
    });
    afterAll(async () => {
      await s3.close();
    });

    it('answers 200 when the bucket answers', async () => {
      t = await createTestApp(s3.env);
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.json()).toMatchObject({ status: 'ok', db: 'ok', redis: 'off', storage: 'ok' });
    });

    it('answers 503 naming the storage when the bucket is missing', async () => {
      t = await createTestApp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        status: 'unavailable',
        db: 'ok',
        redis: 'off',
        storage: 'down',
      });
    });
  });
});

describe('readiness checks', () => {
  it('names each part that fails or does not answer in time', async () => {
    const result = await checkReadiness({ db: fails, redis: hangs, storage: ok }, 50);
    expect(result).toEqual({ status: 'unavailable', db: 'down', redis: 'down', storage: 'ok' });
    expect(await checkReadiness({ db: ok, redis: ok, storage: ok })).toEqual({
      status: 'ok',
      db: 'ok',
      redis: 'ok',
      storage: 'ok',
    });
  });

  it('runs at most one round of checks per interval', async () => {
    let rounds = 0;
    const db = async () => {
      rounds += 1;
    };
    const ready = readinessChecker({ db, storage: ok }, 60_000);
    await Promise.all([ready(), ready(), ready()]);
    await ready();
    expect(rounds).toBe(1);
  });
});
