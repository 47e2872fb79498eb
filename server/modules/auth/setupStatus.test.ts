import { createTestApp, type TestApp } from '../../test/testApp';
import { ensureAdmin, logMissingAdmin } from './firstAdmin';
import { call, setActive } from './testHelpers';

/** A fresh portal tells its operator how to create the first admin (docs/product.md#first-run). */
describe('GET /setup and the start line while no admin exists', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'off' });
  });
  afterAll(async () => {
    await t.close();
  });

  const needsFirstAdmin = async () => {
    const res = await call(t, 'GET', '/setup');
    expect(res.statusCode).toBe(200);
    return res.json().needsFirstAdmin as boolean;
  };
  const startLines = async () => {
    const lines: string[] = [];
    const log = { ...t.app.ctx.log, warn: (message: string) => lines.push(message) };
    await logMissingAdmin({ db: t.app.ctx.db, log: log as typeof t.app.ctx.log });
    return lines;
  };

  it('a fresh portal: anyone is told it needs its first admin, and the start says how', async () => {
    expect(await needsFirstAdmin()).toBe(true);
    expect(await startLines()).toEqual([
      "No admin account yet: create the first one with npm run create-admin -- you@campus.edu 'a-long-password' 'Your Name' (or start with ADMIN_EMAIL and ADMIN_PASSWORD set).",
    ]);
  });

  it('once create-admin made one, neither says anything; a deactivated last admin counts as none', async () => {
    await ensureAdmin(t.app.ctx.db, {
      email: 'first.admin@campus.test',
      password: 'a long password',
      resetPassword: true,
    });
    expect(await needsFirstAdmin()).toBe(false);
    expect(await startLines()).toEqual([]);
    await setActive(t, 'first.admin@campus.test', 0);
    expect(await needsFirstAdmin()).toBe(true);
    await setActive(t, 'first.admin@campus.test', 1);
    expect(await needsFirstAdmin()).toBe(false);
  });
});
