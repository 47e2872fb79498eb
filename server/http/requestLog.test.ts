import { createTestApp, type TestApp } from '../test/testApp';
import { createUser, type TestUser } from '../test/fixtures';
import { loggerOptions } from './logger';

type Line = Record<string, unknown> & {
  msg: string;
  reqId?: string;
  userId?: string;
  req?: { method: string; url: string };
  res?: { statusCode: number };
};

describe('request logs', () => {
  let t: TestApp;
  let user: TestUser;
  const output: string[] = [];
  const lines = () => output.join('').trim().split('\n').filter(Boolean);
  const parsed = () => lines().map((l) => JSON.parse(l) as Line);
  const completed = (url: string) =>
    parsed().filter((l) => l.msg === 'request completed' && l.req?.url.startsWith(url));

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info', LOG_FORMAT: 'json' },
      {},
      { logStream: { write: (line: string) => void output.push(line) } },
    );
    user = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('writes one JSON line per request, with its request id and the signed-in user', async () => {
    output.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/me',
      headers: { authorization: user.token },
    });
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const me = completed('/api/v1/users/me');
    expect(me).toHaveLength(1);
    expect(me[0]).toMatchObject({
      userId: user.id,
      route: 'getMe',
      req: { method: 'GET', url: '/api/v1/users/me' },
      res: { statusCode: 200 },
    });
    expect(me[0].reqId).toEqual(expect.any(String));
    const health = completed('/api/v1/health');
    expect(health).toHaveLength(2);
    expect(health[0].userId).toBeUndefined();
    expect(new Set([me[0].reqId, health[0].reqId, health[1].reqId]).size).toBe(3);
    // Nothing else is written for a request (no separate "incoming request" line).
    expect(parsed().filter((l) => l.reqId === me[0].reqId)).toHaveLength(1);
  });

  it('never writes a token, a password, a code or a cookie', async () => {
    output.length = 0;
    const password = 'Tr0ub4dor&3-never-logged';
    const unsubscribeToken = 'unsubscribe.token-never-logged';
    const otp = '918273';
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password },
      headers: { cookie: 'session=cookie-never-logged' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/email/unsubscribe?token=${encodeURIComponent(unsubscribeToken)}&x=1`,
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/verify-otp',
      payload: { email: user.email, otp },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/users/me?code=${otp}`,
      headers: { authorization: `Bearer ${user.token}` },
    });
    await t.app.ctx.jobs.idle();

    const text = output.join('');
    for (const secret of [password, unsubscribeToken, otp, user.token, 'cookie-never-logged']) {
      expect(text).not.toContain(secret);
    }
    const unsubscribe = completed('/api/v1/email/unsubscribe');
    expect(unsubscribe).toHaveLength(1);
    expect(unsubscribe[0].req?.url).toBe('/api/v1/email/unsubscribe?token=[redacted]&x=1');
    expect(completed('/api/v1/users/me')[0]).toMatchObject({ userId: user.id });
  });

  it('redacts credentials and bodies that code hands the logger', () => {
    output.length = 0;
    t.app.log.warn(
      {
        req: { headers: { authorization: 'Bearer handed-over' } },
        headers: { cookie: 'c=handed-over' },
        body: { password: 'handed-over' },
        account: { password: 'handed-over', token: 'handed-over' },
      },
      'something odd',
    );
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).not.toContain('handed-over');
  });
});

describe('log format', () => {
  const base = { logLevel: 'info' } as Parameters<typeof loggerOptions>[0];
  it('is pino-pretty when asked for, JSON lines (no stream of ours) otherwise', () => {
    expect(loggerOptions({ ...base, logFormat: 'pretty' }).stream).toBeDefined();
    expect(loggerOptions({ ...base, logFormat: 'json' }).stream).toBeUndefined();
  });
});
