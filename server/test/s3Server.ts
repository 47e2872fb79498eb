import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Server } from 'node:http';

export type LocalS3 = {
  /** IMAGE_STORE=s3 and the S3_* settings pointing at this server's bucket. */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** The bucket's objects on disk (s3rver's layout), for tests that look behind the API. */
  directory: string;
  /** An outage: stops listening and cuts every open connection, in flight or idle. */
  stop: () => Promise<void>;
  /** Back on the same port with the same objects. */
  start: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * An S3-compatible server for tests (s3rver, a dev dependency): a random port on 127.0.0.1, a
 * fresh temp dir, one bucket. Images are then public at <endpoint>/<bucket>/<key>.
 */
export async function startLocalS3(bucket = 'lostfound-test'): Promise<LocalS3> {
  // Node 20 is supported by this SDK release; its notice about later releases is noise here.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-s3-'));
  const make = (port: number) =>
    new S3rver({
      port,
      address: '127.0.0.1',
      directory,
      silent: true,
      configureBuckets: [{ name: bucket }],
    });
  let server: S3rver | undefined = make(0);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;

  async function stop() {
    if (!server) return;
    const running = server;
    server = undefined;
    const closed = running.close();
    // s3rver keeps its http.Server here (not in its typings): close() alone waits for
    // kept-alive connections, which would go on answering.
    (running as unknown as { httpServer: Server }).httpServer.closeAllConnections();
    await closed;
  }

  return {
    endpoint,
    bucket,
    directory,
    env: {
      IMAGE_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    stop,
    async start() {
      if (server) return;
      server = make(port);
      await server.run();
    },
    async close() {
      await stop();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
