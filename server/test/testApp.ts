import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { latestOutboxMail } from '../mail/mailer';
import { contractErrors } from '../../shared/contract/validateResponse';
import { droppedFields } from './droppedFields';
import { workerDatabaseUrl } from './pgWorkerDatabase';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The environment of a search engine under test: the database's own search, the in-memory index
 * on the event loop, or the index on the search thread (SQLite; the event loop on PostgreSQL).
 */
export const engineEnv = (engine: 'database' | 'memory' | 'thread'): Record<string, string> => ({
  SEARCH_INDEX: engine === 'database' ? 'database' : 'memory',
  SEARCH_INDEX_THREAD: engine === 'thread' ? 'on' : 'off',
});

/** The engines the search tests run on: the thread only where it exists (SQLite). */
export const searchEngines = (
  process.env.TEST_DATABASE_URL ? ['database', 'memory'] : ['database', 'memory', 'thread']
) as ('database' | 'memory' | 'thread')[];

export type TestApp = {
  app: FastifyInstance;
  config: Config;
  /** The newest code mailed to an address (from the file outbox), once queued mail is sent. */
  mailedCode: (email: string) => Promise<string>;
  /** Real HTTP base URL, after listen() (sockets, multi-instance). */
  listen: () => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real server on a real database: a fresh SQLite file in a temp dir, or, when
 * TEST_DATABASE_URL is set (npm run test:pg), a fresh PostgreSQL schema. Every API response is
 * checked against openapi.yaml, and so is what its handler returned: a field the response
 * schema does not list, which the serializer drops without a word, is reported too. close()
 * fails the test if any did not match.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  /** Settings with no environment variable (e.g. `clientDir`). */
  overrides: Partial<Config> = {},
  /** `logStream`: the app logs there with its real options (redaction, request lines). */
  build: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-test-'));
  let databaseUrl: string | undefined;
  let dropSchema: (() => Promise<void>) | undefined;
  if (process.env.TEST_DATABASE_URL) {
    const workerUrl = await workerDatabaseUrl(process.env.TEST_DATABASE_URL);
    const schema = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new Client({ connectionString: workerUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    const url = new URL(workerUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    databaseUrl = url.toString();
    dropSchema = async () => {
      const c = new Client({ connectionString: workerUrl });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  const loaded = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    // Jobs on the test's own thread, so ctx.worker.idle() and an injected mailer see them;
    // server/jobs/threadedWorker.test.ts runs them in the thread.
    JOB_RUNNER: 'inline',
    PHOTO_RUNNER: 'inline',
    // The index on the event loop: a search thread per test app would load the search code in
    // each; the search tests run it on its thread too (engine 'thread').
    SEARCH_INDEX_THREAD: 'off',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  } as NodeJS.ProcessEnv);
  const config = { ...loaded, ...overrides };
  const app = await buildApp(config, build.logStream ? build : { logger: false });

  const violations: string[] = [];
  // What each handler returned, before its response schema serialized it.
  const returned = new WeakMap<FastifyRequest, unknown>();
  app.addHook('preSerialization', async (req, _reply, payload) => {
    returned.set(req, payload);
    return payload;
  });
  app.addHook('onSend', async (req, reply, payload) => {
    const operationId = req.routeOptions.config?.operationId;
    if (!operationId || typeof payload !== 'string') return payload;
    let body: unknown = payload;
    try {
      body = payload === '' ? undefined : JSON.parse(payload);
    } catch {
      violations.push(`${operationId}: body is not JSON`);
    }
    violations.push(...contractErrors(operationId, reply.statusCode, body));
    for (const field of droppedFields(returned.get(req), body)) {
      violations.push(`${operationId} ${reply.statusCode}: ${field} is not in its schema`);
    }
    return payload;
  });

  return {
    app,
    config,
    async mailedCode(email) {
      // Codes are mailed after the answer (mail/queue.ts): wait for the queue first.
      await app.ctx.jobs.idle();
      const mail = await latestOutboxMail(dataDir, email);
      const code = (mail?.text.match(/Your code: (\d{6})\b/) ??
        mail?.text.match(/\b(\d{6})\b/))?.[1];
      if (!code) throw new Error(`no code mailed to ${email}`);
      return code;
    },
    async listen() {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      return address;
    },
    async close() {
      await app.close();
      await dropSchema?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (violations.length) {
        throw new Error(`Responses that do not match openapi.yaml:\n${violations.join('\n')}`);
      }
    },
  };
}
