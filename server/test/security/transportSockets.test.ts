import { io as ioClient } from 'socket.io-client';
import { createSession } from '../../modules/auth/sessions';
import { MAX_SOCKETS_PER_USER, TOO_MANY_SOCKETS } from '../../realtime/socketCap';
import { createUser, type TestUser } from '../fixtures';
import { closeSockets, connect, disconnected, type ClientSocket } from '../realtimeFixtures';
import { createTestApp, type TestApp } from '../testApp';

const extra = new Set<ClientSocket>();
const closeExtra = () => {
  for (const s of extra) s.close();
  extra.clear();
};

/** A websocket handshake with raw headers (Origin, Authorization) as a browser or tool sends them. */
function connectWith(
  url: string,
  opts: { token?: string; headers?: Record<string, string>; query?: Record<string, string> },
): Promise<ClientSocket> {
  const socket: ClientSocket = ioClient(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: opts.token ? { token: opts.token } : {},
    query: opts.query,
    extraHeaders: opts.headers,
  });
  extra.add(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

describe('socket handshake hardening', () => {
  let t: TestApp;
  let url: string;
  let alice: TestUser;

  beforeAll(async () => {
    t = await createTestApp({ CORS_ORIGINS: 'https://app.campus.test' });
    url = await t.listen();
    alice = await createUser(t);
  });
  afterEach(() => {
    closeSockets();
    closeExtra();
  });
  afterAll(async () => {
    closeSockets();
    closeExtra();
    await t.close();
  });

  describe('the token only in the handshake auth (item 16)', () => {
    it('refuses ?token= in the URL, alone or beside a good auth token', async () => {
      await expect(connect(url, { query: { token: alice.token } })).rejects.toThrow('Unauthorized');
      await expect(
        connect(url, { token: alice.token, query: { token: alice.token } }),
      ).rejects.toThrow('Unauthorized');
    });

    it('refuses the token in an Authorization header', async () => {
      await expect(
        connectWith(url, { headers: { authorization: `Bearer ${alice.token}` } }),
      ).rejects.toThrow('Unauthorized');
    });

    it('accepts it in auth', async () => {
      const s = await connect(url, { token: alice.token });
      expect(s.connected).toBe(true);
    });
  });

  describe('at most MAX_SOCKETS_PER_USER sockets per user (item 13)', () => {
    it('refuses the 11th socket of one user, across sessions, with a clear error', async () => {
      const user = await createUser(t);
      const other = await createSession(t.app.ctx.db, user.id);
      const open: ClientSocket[] = [];
      for (let i = 0; i < MAX_SOCKETS_PER_USER; i++) {
        open.push(await connect(url, { token: i % 2 ? other.token : user.token }));
      }
      expect(MAX_SOCKETS_PER_USER).toBe(10);
      await expect(connect(url, { token: user.token })).rejects.toThrow(TOO_MANY_SOCKETS);
      await expect(connect(url, { token: other.token })).rejects.toThrow(
        /Too many open connections/,
      );
      // Someone else is not affected.
      const bystander = await createUser(t);
      expect((await connect(url, { token: bystander.token })).connected).toBe(true);
      // Dropping a session's sockets (logout) frees their places.
      const gone = disconnected(open[1]);
      t.app.ctx.realtime.disconnectSession(other.sessionId, 'logout');
      await gone;
      expect((await connect(url, { token: user.token })).connected).toBe(true);
    });

    it('a burst of handshakes cannot slip past the cap together', async () => {
      const user = await createUser(t);
      const results = await Promise.allSettled(
        Array.from({ length: 15 }, () => connect(url, { token: user.token })),
      );
      const accepted = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r): r is PromiseRejectedResult =>
          r.status === 'rejected' && String(r.reason).includes('Too many open connections'),
      );
      expect(accepted).toHaveLength(MAX_SOCKETS_PER_USER);
      expect(refused).toHaveLength(5);
    });
  });

  describe('Origin of socket handshakes (item 18)', () => {
    it('refuses a browser page on another site', async () => {
      await expect(
        connectWith(url, { token: alice.token, headers: { origin: 'https://evil.example' } }),
      ).rejects.toThrow();
      await expect(
        connectWith(url, { token: alice.token, headers: { origin: 'null' } }),
      ).rejects.toThrow();
    });

    it('accepts the same origin, a listed origin, and clients that send none', async () => {
      const host = new URL(url).host;
      for (const origin of [`http://${host}`, 'https://app.campus.test']) {
        const s = await connectWith(url, { token: alice.token, headers: { origin } });
        expect(s.connected).toBe(true);
        s.close();
      }
      const tool = await connectWith(url, { token: alice.token });
      expect(tool.connected).toBe(true);
      tool.close();
    });
  });
});
