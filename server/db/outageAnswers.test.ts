import { Kysely, SqliteDialect } from 'kysely';
import { authenticate, type AppSocket } from '../realtime/handshake';
import { createUser, type TestUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/testApp';
import { RETRY_AFTER_SECONDS } from './unavailable';
import type { FastifyInstance } from 'fastify';
import type { Db } from './index';

/**
 * What a caller sees while the database does not answer (docs/deploy.md#when-something-fails):
 * a JSON 503 with Retry-After, never a 401 that would sign the SPA out, never a 500. The app's
 * database is swapped for one whose every statement fails as SQLite does past its busy timeout;
 * the fault suite (server/test/faults/) does the same with a real PostgreSQL going away. Every
 * answer is checked against openapi.yaml (createTestApp), which documents the 503.
 */
const locked = () =>
  Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }) as Error;

const lockedDb = (): Db =>
  new Kysely({
    dialect: new SqliteDialect({
      database: {
        close: () => undefined,
        prepare: () => {
          throw locked();
        },
      },
    }),
  });

describe('answers while the database does not answer', () => {
  let app: FastifyInstance;
  let t: TestApp;
  let realDb: Db;
  let user: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    app = t.app;
    realDb = app.ctx.db;
    user = await createUser(realDb);
    admin = await createUser(realDb, { role: 'admin' });
  });
  afterEach(() => {
    app.ctx.db = realDb;
  });
  afterAll(async () => {
    await t.close();
  });

  const expectUnavailable = (res: { statusCode: number; headers: object; json: () => unknown }) => {
    expect(res.statusCode).toBe(503);
    expect(res.headers).toMatchObject({ 'retry-after': String(RETRY_AFTER_SECONDS) });
    expect(res.json()).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
    });
  };

  it('the session check is 503, not 401', async () => {
    app.ctx.db = lockedDb();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: user.token },
    });
    expectUnavailable(res);
  });

  it('where a token is optional, a failed lookup is 503, never an anonymous answer', async () => {
    app.ctx.db = lockedDb();
    const item = await app.inject({
      method: 'GET',
      url: '/api/v1/items/00000000-0000-0000-0000-000000000000',
      headers: { authorization: user.token },
    });
    expectUnavailable(item);
    // Anonymous, this would be answered at once and the keeper account silently never made.
    const register = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { authorization: admin.token },
      payload: {
        name: 'Kim Keeper',
        email: 'kim@campus.test',
        password: 'long enough',
        role: 'keeper',
      },
    });
    expectUnavailable(register);
  });

  it('the liveness check is 503, not 500', async () => {
    app.ctx.db = lockedDb();
    expectUnavailable(await app.inject({ method: 'GET', url: '/api/v1/health' }));
    app.ctx.db = realDb;
    const back = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(back.statusCode).toBe(200);
  });

  it('a bad token is still 401 once the database answers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: 'not-a-token' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('a socket handshake fails as a server error, not as Unauthorized, and is logged once', async () => {
    const onError = jest.fn();
    const middleware = authenticate(lockedDb(), onError);
    const socket = {
      handshake: { query: {}, auth: { token: user.token } },
    } as unknown as AppSocket;
    const refusals: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      await middleware(socket, (err) => refusals.push(err?.message ?? 'accepted'));
    }
    expect(refusals).toEqual(Array(3).fill('Server error, please try again later'));
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
