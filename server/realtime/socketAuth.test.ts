import { createSession, revokeSession } from '../modules/auth/sessions';
import { createTestApp } from '../test/testApp';
import { createUser } from '../test/fixtures';
import {
  closeSocketScene,
  connect,
  disconnected,
  nextEvent,
  openSocketScene,
  sleep,
  type SocketScene,
} from '../test/realtimeFixtures';

describe('socket handshake, rooms and revocation', () => {
  let { t, url, alice, poster, mallory } = {} as SocketScene;

  beforeAll(async () => {
    t = await createTestApp();
    ({ url, alice, poster, mallory } = await openSocketScene(t));
  });
  afterAll(() => closeSocketScene(t));

  it('refuses a socket without a token, or with a wrong one', async () => {
    await expect(connect(url)).rejects.toThrow('Unauthorized');
    await expect(connect(url, { token: 'not-a-token' })).rejects.toThrow('Unauthorized');
  });

  it('accepts the token from the handshake auth only, never from the URL', async () => {
    const viaAuth = await connect(url, { token: alice.token, userId: alice.id });
    expect(viaAuth.connected).toBe(true);
    await expect(connect(url, { query: { token: alice.token } })).rejects.toThrow('Unauthorized');
    viaAuth.close();
  });

  it('refuses a userId in the query that is not the token owner', async () => {
    await expect(connect(url, { token: alice.token, userId: mallory.id })).rejects.toThrow(
      'Unauthorized',
    );
  });

  it('refuses a revoked session, and an inactive or unverified user', async () => {
    const user = await createUser(t.app.ctx.db);
    await revokeSession(t.app.ctx.db, user.sessionId);
    await expect(connect(url, { token: user.token })).rejects.toThrow('Unauthorized');

    const inactive = await createUser(t.app.ctx.db);
    await t.app.ctx.db
      .updateTable('users')
      .set({ is_active: 0 })
      .where('id', '=', inactive.id)
      .execute();
    await expect(connect(url, { token: inactive.token })).rejects.toThrow('Unauthorized');
  });

  it('answers ping with pong', async () => {
    const s = await connect(url, { token: alice.token });
    const pong = nextEvent(s, 'pong');
    s.emit('ping');
    await expect(pong).resolves.toBeUndefined();
    s.close();
  });

  it("lets a user join their own room but not someone else's", async () => {
    const s = await connect(url, { token: alice.token });
    const err = nextEvent(s, 'errorMessage', 500).catch(() => null);
    s.emit('joinUserRoom', alice.id);
    expect(await err).toBeNull();
    const refused = nextEvent(s, 'errorMessage');
    s.emit('joinUserRoom', poster.id);
    expect(await refused).toBe('You can only join your own room.');
    // Still only alice's traffic: a notification for the poster does not reach her.
    t.app.ctx.realtime.toUser(poster.id, 'newNotification', {
      _id: 'n1',
      userId: poster.id,
      message: 'for the poster',
      type: 'info',
      createdAt: new Date().toISOString(),
    });
    await expect(nextEvent(s, 'newNotification', 300)).rejects.toThrow('no newNotification');
    s.close();
  });

  it('drops the sockets of a revoked session, and only those', async () => {
    const user = await createUser(t.app.ctx.db);
    const other = await createSession(t.app.ctx.db, user.id);
    const revoked = await connect(url, { token: user.token });
    const kept = await connect(url, { token: other.token });
    const gone = disconnected(revoked);
    await revokeSession(t.app.ctx.db, user.sessionId);
    t.app.ctx.realtime.disconnectSession(user.sessionId, 'logout');
    expect(await gone).toBe('io server disconnect');
    await sleep(100);
    expect(kept.connected).toBe(true);
    // And it cannot come back with that token.
    await expect(connect(url, { token: user.token })).rejects.toThrow('Unauthorized');
    kept.close();
  });

  it('drops every socket of a user on disconnectUser', async () => {
    const user = await createUser(t.app.ctx.db);
    const second = await createSession(t.app.ctx.db, user.id);
    const a = await connect(url, { token: user.token });
    const b = await connect(url, { token: second.token });
    const bystander = await connect(url, { token: alice.token });
    const both = Promise.all([disconnected(a), disconnected(b)]);
    t.app.ctx.realtime.disconnectUser(user.id, 'deactivated');
    expect(await both).toEqual(['io server disconnect', 'io server disconnect']);
    await sleep(100);
    expect(bystander.connected).toBe(true);
    bystander.close();
  });

  it('drops the socket when the session logs out over HTTP', async () => {
    const user = await createUser(t.app.ctx.db);
    const s = await connect(url, { token: user.token });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: user.token },
    });
    expect(res.statusCode).toBe(200);
    expect(await disconnected(s)).toBe('io server disconnect');
  });
});
