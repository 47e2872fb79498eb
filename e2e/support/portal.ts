import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { latestOutboxMail } from '../../server/mail/mailer';

export const ADMIN = {
  email: 'admin@e2e.test',
  password: 'admin-password-1',
  name: 'Portal Admin',
};

export type Portal = {
  url: string;
  dataDir: string;
  mailedCode: (email: string) => Promise<string>;
  stop: () => Promise<void>;
};

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/**
 * Starts the built server (dist/) on a free port with a fresh SQLite file and a first admin. A
 * journey that must know the address before the start (a provider's redirect URI) picks the port.
 */
export async function startPortal(
  env: Record<string, string> = {},
  port?: number,
): Promise<Portal> {
  if (!fs.existsSync('dist/server/index.cjs') || !fs.existsSync('dist/client/index.html')) {
    throw new Error('Build first: npm run build');
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-e2e-'));
  port ??= await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/server/index.cjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('portal did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    async mailedCode(email) {
      // Codes are mailed by the job worker after the answer (docs/architecture.md): on a
      // loaded machine its first mail after start took more than 5 s, so wait as long as a start.
      const mailDeadline = Date.now() + 30_000;
      for (;;) {
        const mail = await latestOutboxMail(dataDir, email);
        const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
        if (code) return code;
        if (Date.now() > mailDeadline) throw new Error(`no code mailed to ${email}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
