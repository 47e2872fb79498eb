import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase, type DbHandle } from '../../db';
import { createCategory, createUser, multipart, type TestUser } from '../fixtures';
import { describeFaults } from './describeFaults';
import { startPrivatePostgres, type PrivatePostgres } from './privatePostgres';
import type { FastifyInstance } from 'fastify';

/**
 * Two instances on a PostgreSQL cluster of the test's own, under traffic (a signed-in user
 * reading their session, posting items and searching; readiness probes), while the cluster has
 * every connection killed, restarts, and stops for a while (docs/deploy.md#when-something-fails).
 * Nothing crashes; every refused call is a JSON 503 with Retry-After, never a 500 and never a
 * 401 that would sign the user out; no acknowledged item is lost; readiness says `db: down`
 * while it is down; both instances serve again within 30 s of its return, without a restart.
 */

type Hit = {
  loop: string;
  at: number;
  status: number | 'no answer';
  retryAfter: string | null;
  body: unknown;
};

const RECOVERY_LIMIT_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function call(
  baseUrl: string,
  method: string,
  urlPath: string,
  opts: { token?: string; form?: ReturnType<typeof multipart> } = {},
): Promise<Omit<Hit, 'loop' | 'at'>> {
  const headers: Record<string, string> = opts.token ? { authorization: opts.token } : {};
  if (opts.form) Object.assign(headers, opts.form.headers);
  const res = await fetch(`${baseUrl}/api/v1${urlPath}`, {
    method,
    headers,
    body: opts.form ? new Uint8Array(opts.form.payload) : undefined,
    // Far beyond the few seconds a request may wait for a connection: a hang shows as no answer.
    signal: AbortSignal.timeout(15_000),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Kept as text: the assertions say it should have been JSON.
  }
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

const ok = (h: Hit) => typeof h.status === 'number' && h.status >= 200 && h.status < 300;

/** A refusal as the contract's error shape with Retry-After, or why it is not one. */
function badRefusal(h: Hit): string | null {
  if (ok(h)) return null;
  const body = h.body as { message?: unknown; code?: unknown } | string;
  const shaped =
    typeof body === 'object' && typeof body.message === 'string' && typeof body.code === 'string';
  if (h.loop.startsWith('ready') && h.status === 503) return null;
  if (h.status === 503 && h.retryAfter === '5' && shaped) return null;
  return `${h.loop} answered ${h.status} (Retry-After ${h.retryAfter}): ${JSON.stringify(h.body)}`;
}

describeFaults('PostgreSQL failing under two instances', () => {
  let pg: PrivatePostgres;
  let handle: DbHandle;
  let user: TestUser;
  const apps: FastifyInstance[] = [];
  const urls: string[] = [];
  const dirs: string[] = [];
  /** Every line both instances logged (warn and above), parsed. */
  const logs: Array<{ at: number; level: number; msg: string }> = [];
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);
  /** Items answered 201: each must be stored. */
  const acked: string[] = [];
  let created = 0;

  beforeAll(async () => {
    process.on('uncaughtException', onCrash);
    process.on('unhandledRejection', onCrash);
    pg = await startPrivatePostgres();
    // One after the other, so the second finds the database migrated.
    for (const name of ['a', 'b']) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `lostfound-fault-${name}-`));
      dirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir,
        DATABASE_URL: pg.url,
        LOG_LEVEL: 'warn',
        RATE_LIMIT: 'off',
        JOB_RUNNER: 'inline',
      } as NodeJS.ProcessEnv);
      const logStream = {
        write(line: string) {
          const { level, msg } = JSON.parse(line) as { level: number; msg: string };
          logs.push({ at: Date.now(), level, msg });
          // FAULT_DEBUG=1 shows what the instances logged.
          if (process.env.FAULT_DEBUG) process.stderr.write(line);
        },
      };
      const app = await buildApp(config, { logStream });
      apps.push(app);
      urls.push(await app.listen({ port: 0, host: '127.0.0.1' }));
    }
    handle = openDatabase({ dataDir: '', databaseUrl: pg.url, logLevel: 'silent' });
    user = await createUser(handle.db, { name: 'Sam Student' });
    await createCategory(handle.db, { name: 'Umbrellas' });
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await handle?.close();
    await pg?.destroy();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    process.removeListener('uncaughtException', onCrash);
    process.removeListener('unhandledRejection', onCrash);
  });

  const postItem = (baseUrl: string, title: string) =>
    call(baseUrl, 'POST', '/items', {
      token: user.token,
      form: multipart({
        title,
        description: 'Black folding umbrella',
        category: 'Umbrellas',
        status: 'Lost',
        location: 'Main library',
      }),
    });

  /** The loops each instance is driven with, by name. */
  const loops = (baseUrl: string, name: string) => ({
    [`me-${name}`]: {
      pauseMs: 100,
      run: () => call(baseUrl, 'GET', '/users/me', { token: user.token }),
    },
    [`create-${name}`]: {
      pauseMs: 200,
      run: async () => {
        const answer = await postItem(baseUrl, `Umbrella ${(created += 1)}`);
        const id = (answer.body as { item?: { _id?: string } }).item?._id;
        if (answer.status === 201 && id) acked.push(id);
        return answer;
      },
    },
    [`search-${name}`]: {
      pauseMs: 250,
      run: () => call(baseUrl, 'GET', '/search/items/search?search=umbrella'),
    },
    [`ready-${name}`]: { pauseMs: 250, run: () => call(baseUrl, 'GET', '/health/ready') },
  });

  /**
   * Traffic on both instances; after a second the fault runs; once it is over (the database
   * is back) waits until every loop has been answered with success again, then two seconds more.
   */
  async function underTraffic(fault: () => Promise<void>) {
    const hits: Hit[] = [];
    let running = true;
    const all = { ...loops(urls[0]!, 'a'), ...loops(urls[1]!, 'b') };
    const done = Object.entries(all).map(async ([loop, { pauseMs, run }]) => {
      while (running) {
        const at = Date.now();
        try {
          hits.push({ loop, at, ...(await run()) });
        } catch {
          hits.push({ loop, at, status: 'no answer', retryAfter: null, body: null });
        }
        await sleep(pauseMs);
      }
    });
    await sleep(1000);
    const faultAt = Date.now();
    await fault();
    const returnedAt = Date.now();
    const backAt = () => {
      const firsts = Object.keys(all).map(
        (loop) => hits.find((h) => h.loop === loop && h.at >= returnedAt && ok(h))?.at,
      );
      return firsts.every((t) => t !== undefined) ? Math.max(...(firsts as number[])) : undefined;
    };
    while (backAt() === undefined && Date.now() - returnedAt < RECOVERY_LIMIT_MS + 5000) {
      await sleep(250);
    }
    const recoveredAt = backAt();
    await sleep(2000);
    running = false;
    await Promise.all(done);
    return { hits, faultAt, returnedAt, recoveredAt };
  }

  async function expectServedThroughout(run: Awaited<ReturnType<typeof underTraffic>>) {
    const { hits, returnedAt, recoveredAt } = run;
    expect(crashes).toEqual([]);
    expect(hits.map(badRefusal).filter(Boolean)).toEqual([]);
    // The session check never says the token is bad: the SPA would sign the user out.
    expect(hits.filter((h) => h.loop.startsWith('me-') && h.status === 401)).toEqual([]);
    expect(recoveredAt).toBeDefined();
    expect(recoveredAt! - returnedAt).toBeLessThan(RECOVERY_LIMIT_MS);
    // Once back, it stays back.
    const after = hits.filter((h) => h.at > recoveredAt! + 1000);
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((h) => !ok(h)).map((h) => `${h.loop} ${h.status}`)).toEqual([]);
    // No item that was answered 201 is missing.
    const stored = new Set(
      (await handle.db.selectFrom('items').select('id').execute()).map((r) => r.id),
    );
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
    expect(acked.length).toBeGreaterThan(0);
  }

  const refusedDuring = (run: Awaited<ReturnType<typeof underTraffic>>) =>
    run.hits.filter((h) => h.at >= run.faultAt && h.at <= run.returnedAt && !ok(h)).length;

  it('every connection killed (pg_terminate_backend): at most a few 503s, then all served', async () => {
    const run = await underTraffic(async () => {
      expect(await pg.terminateBackends()).toBeGreaterThan(0);
      await sleep(1500);
      await pg.terminateBackends();
      await sleep(1500);
    });
    await expectServedThroughout(run);
    console.log(`terminate: ${run.hits.length} calls, ${refusedDuring(run)} refused (503)`);
  }, 60_000);

  it('a fast restart: 503 while it restarts, served again without restarting the instances', async () => {
    const run = await underTraffic(() => pg.restart('fast'));
    await expectServedThroughout(run);
    console.log(
      `restart: ${run.hits.length} calls, ${refusedDuring(run)} refused (503), ` +
        `back ${run.recoveredAt! - run.returnedAt} ms after the restart`,
    );
  }, 60_000);

  it('stopped for 6 s: readiness says db down, every call is 503, all back after the start', async () => {
    const logsBefore = logs.length;
    let stoppedAt = 0;
    const run = await underTraffic(async () => {
      await pg.stop('fast');
      stoppedAt = Date.now();
      await sleep(6000);
      await pg.start();
    });
    await expectServedThroughout(run);
    const during = run.hits.filter((h) => h.at > stoppedAt + 500 && h.at < run.returnedAt - 500);
    expect(during.length).toBeGreaterThan(0);
    // Nothing is served without the database, and readiness says why.
    expect(during.filter(ok).map((h) => h.loop)).toEqual([]);
    const readyDown = during.filter((h) => h.loop.startsWith('ready'));
    expect(readyDown.length).toBeGreaterThan(0);
    for (const h of readyDown) expect(h.body).toMatchObject({ status: 'unavailable', db: 'down' });
    const readyAfter = run.hits.filter(
      (h) => h.loop.startsWith('ready') && h.at > run.recoveredAt!,
    );
    for (const h of readyAfter) expect(h.body).toMatchObject({ status: 'ok', db: 'ok' });

    // The job worker and the search index back off: one line when the outage starts and one
    // when it ends, per instance, not one per poll (the worker polls every second).
    const lines = logs.slice(logsBefore).map((l) => l.msg);
    const worker = lines.filter((m) => m.startsWith('job worker: the database does not answer'));
    expect(worker.length).toBeGreaterThanOrEqual(1);
    expect(worker.length).toBeLessThanOrEqual(2);
    expect(lines.filter((m) => m.startsWith('search index')).length).toBeLessThanOrEqual(4);
    expect(lines.filter((m) => /could not claim/.test(m))).toEqual([]);
    // Hundreds of refused calls, a few lines: requests, lost connections and loops all throttle.
    expect(lines.length).toBeLessThan(40);
    console.log(
      `stop: ${run.hits.length} calls, ${refusedDuring(run)} refused (503), back ` +
        `${run.recoveredAt! - run.returnedAt} ms after the start; ${lines.length} log lines`,
    );
  }, 90_000);

  it('the search index caught up on both instances after the outage', async () => {
    const posted = await postItem(urls[0]!, 'Quokka shaped umbrella');
    expect(posted.status).toBe(201);
    for (const baseUrl of urls) {
      let found = false;
      for (let i = 0; i < 40 && !found; i += 1) {
        const page = await call(baseUrl, 'GET', '/search/items/search?search=quokka');
        found = (page.body as { items?: Array<{ title: string }> }).items?.length === 1;
        if (!found) await sleep(250);
      }
      expect(found).toBe(true);
    }
    expect(crashes).toEqual([]);
  }, 30_000);
});
