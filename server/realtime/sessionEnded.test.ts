import { createSession } from '../modules/auth/sessions';
import { createTestApp, type TestApp } from '../test/testApp';
import { createUser, type TestUser } from '../test/fixtures';
import { api, closeSockets, connect, sleep, type ClientSocket } from '../test/realtimeFixtures';

/** The `sessionEnded` reasons and disconnects a socket sees, in arrival order. */
function record(socket: ClientSocket) {
  const seen: string[] = [];
  socket.on('sessionEnded', (p) => seen.push(`sessionEnded:${p.reason}`));
  socket.on('disconnect', (reason) => seen.push(`disconnect:${reason}`));
  return seen;
}

async function until(check: () => boolean, ms = 2000) {
  for (let waited = 0; !check() && waited < ms; waited += 20) await sleep(20);
}

describe('the server says why it ends a session (sessionEnded)', () => {
  let t: TestApp;
  let url: string;
  let admin: TestUser;
  let bystander: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    url = await t.listen();
    admin = await createUser(t, { role: 'admin' });
    bystander = await createUser(t);
  });
  afterEach(() => closeSockets());
  afterAll(() => t.close());

  it('logout: that session hears "logout" before its socket drops; other sessions hear nothing', async () => {
    const user = await createUser(t);
    const other = await createSession(t.app.ctx.db, user.id);
    const leaving = record(await connect(url, { token: user.token }));
    const staying = record(await connect(url, { token: other.token }));
    expect((await api(t.app, 'POST', '/auth/logout', user)).status).toBe(200);
    await until(() => leaving.length === 2);
    expect(leaving).toEqual(['sessionEnded:logout', 'disconnect:io server disconnect']);
    await sleep(100);
    expect(staying).toEqual([]);
  });

  it('deactivation by an admin: every tab of the user hears "deactivated"; nobody else', async () => {
    const user = await createUser(t);
    const second = await createSession(t.app.ctx.db, user.id);
    const tabs = [
      record(await connect(url, { token: user.token })),
      record(await connect(url, { token: second.token })),
    ];
    const other = record(await connect(url, { token: bystander.token }));
    const res = await api(t.app, 'PUT', `/admin/users/${user.id}/activate`, admin);
    expect(res.status).toBe(200);
    await until(() => tabs.every((seen) => seen.length === 2));
    for (const seen of tabs) {
      expect(seen).toEqual(['sessionEnded:deactivated', 'disconnect:io server disconnect']);
    }
    expect(other).toEqual([]);
  });

  it('deleting one\'s account: "deleted", once, then the disconnect', async () => {
    const user = await createUser(t);
    const seen = record(await connect(url, { token: user.token }));
    expect((await api(t.app, 'DELETE', '/users/me', user)).status).toBe(200);
    await until(() => seen.length === 2);
    await sleep(100);
    expect(seen).toEqual(['sessionEnded:deleted', 'disconnect:io server disconnect']);
  });
});
