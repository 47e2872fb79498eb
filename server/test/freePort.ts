import net from 'node:net';

/** The machine's shared PostgreSQL and Redis: a private server never takes their ports. */
const SHARED_PORTS = new Set([5432, 6379]);

/** A TCP port on 127.0.0.1 that nothing listens on now (for a server a test starts). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        const { port: p } = server.address() as net.AddressInfo;
        server.close(() => resolve(p));
      });
    });
    if (!SHARED_PORTS.has(port)) return port;
  }
}
