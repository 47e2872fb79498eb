import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db';
import { migrateToLatest } from '../../server/db/migrate';
import { createCategory, createItem, createUser } from '../../server/test/fixtures';
import type { FastifyInstance } from 'fastify';
import type { EvalQuery, SearchSet } from './searchSet';

export type Engine = 'memory' | 'database';
export type DbKind = 'sqlite' | 'pg';

/** What page 1 showed for one query: the wanted items' ranks (1-based) and the page's size. */
export type QueryResult = EvalQuery & { ranks: number[]; shown: number };

export const PAGE = 8;
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PG_NAME = 'lostfound_eval_search';

async function withPgAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** Whether the local PostgreSQL answers (the `--db pg` runs are skipped otherwise). */
export const pgAnswers = () => withPgAdmin(async () => true).catch(() => false);

/**
 * A fresh database holding the set's items (inserted oldest first, as people posted them), then
 * the real server on it with the engine asked for; every query goes through
 * GET /search/items/search as the browse page asks it (page 1, 8 items).
 */
export async function runSet(set: SearchSet, db: DbKind, engine: Engine): Promise<QueryResult[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-eval-search-'));
  let databaseUrl: string | undefined;
  if (db === 'pg') {
    await withPgAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${PG_NAME}`);
    });
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_NAME}`;
    databaseUrl = url.toString();
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SEARCH_INDEX: engine,
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    JOB_RUNNER: 'inline',
    PHOTO_RUNNER: 'inline',
  } as NodeJS.ProcessEnv);
  const ids = await seed(config, set);
  const app = await buildApp(config, { logger: false, realtime: false });
  try {
    if (engine === 'memory') await indexReady(app);
    const results: QueryResult[] = [];
    for (const q of set.queries) {
      const res = await app.inject({
        method: 'GET',
        url: `/api/v1/search/items/search?${new URLSearchParams({ search: q.query, limit: String(PAGE) })}`,
      });
      if (res.statusCode !== 200)
        throw new Error(`"${q.query}": HTTP ${res.statusCode} ${res.body}`);
      const page = (res.json() as { items: { _id: string }[] }).items.map((i) => ids.get(i._id));
      const ranks = page.flatMap((line, i) => (line && q.wants.includes(line) ? [i + 1] : []));
      results.push({ ...q, ranks, shown: page.length });
    }
    return results;
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (db === 'pg') {
      await withPgAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${PG_NAME} WITH (FORCE)`));
    }
  }
}

/** Migrates and fills the database; item id → line number. */
async function seed(config: ReturnType<typeof loadConfig>, set: SearchSet) {
  const handle = openDatabase(config);
  try {
    await migrateToLatest(handle.db, handle.dialect);
    const poster = await createUser(handle.db);
    const categories = new Map<string, string>();
    for (const name of new Set(set.items.map((i) => i.category))) {
      categories.set(name, (await createCategory(handle.db, { name })).id);
    }
    const ids = new Map<string, number>();
    const oldestFirst = [...set.items].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    for (const item of oldestFirst) {
      const id = await createItem(handle.db, {
        postedBy: poster.id,
        categoryId: categories.get(item.category) as string,
        title: item.title,
        description: item.description,
        location: item.location,
        status: item.status,
        createdAt: item.createdAt,
      });
      ids.set(id, item.line);
    }
    return ids;
  } finally {
    await handle.close();
  }
}

async function indexReady(app: FastifyInstance) {
  for (let tries = 0; tries < 200; tries++) {
    const res = await app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    if ((res.json() as { searchIndex?: string }).searchIndex === 'ready') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the search index did not load');
}
