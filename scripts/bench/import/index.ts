/**
 * `npm run bench:import` (issue "The office moves in", "Measured by"): does importing the office's
 * 20,000-row log hold up the people searching and posting meanwhile? Prints figures and whether
 * each target was met; asserts nothing (docs/performance.md#importing).
 *
 * SQLite, a fresh data directory in /tmp, the server in a child process (importServer.ts: the
 * real app with its job thread, no rate limits). Seeded directly before the server starts
 * (seedImport.ts): 20,000 items (a few thousand open Lost reports), the Lost reports of up to
 * 400 pairs (scripts/bench/matching/pairs.ts) whose Found items are rows of the log, 100 saved
 * searches for Found items, a keeper with a desk. 50 connections search from a process of their
 * own (searchLoad.ts: queryMix.ts's 5,000 distinct queries, in the same order in every phase,
 * each asked once as a warm-up before the quiet and the after phases), and
 * the server's CPU per request is read from /proc: its event-loop thread's and its whole
 * process's, against GET /health's (5 s) as the other benches do. Phases:
 *   quiet     15 s of searches;
 *   import    the keeper uploads the log (officeLog.ts: about 2% rows with mistakes) and starts
 *             it, skipping the bad rows, searches going on until it is done; every 250 ms the
 *             write-ahead log's size, the progress (GET /office/imports/{id}) and the jobs by
 *             kind (watch.ts, a read-only connection); from 2 s on a finder posts 5 Found items,
 *             each matching a seeded Lost report: the time from the post to its owner's alert;
 *   matching  searches go on until no bulk job (the import's matching and saved-search checks)
 *             is left: "fully matched", counted from the start;
 *   after     each query once again, then 15 s of searches, against quiet;
 *   after, restarted  the same on a new server process on the same database: what searches cost
 *             at the database's new size, apart from what the import left in the running server.
 *
 *   npm run bench:import
 *   IMPORT_ROWS=2000 IMPORT_SEED_ITEMS=2000 npm run bench:import   # a quick run
 *   IMPORT_CONNECTIONS=20 ...       # searching connections (50)
 *   IMPORT_PHASE_S=30 ...           # seconds of the quiet and after phases (15)
 *   IMPORT_SAVED_SEARCHES=0 ...     # saved searches (100)
 *   IMPORT_POST_EVERY_S=10 ...      # seconds between the 5 ordinary posts (3)
 *   IMPORT_POLL_MS=1000 ...         # GET the import's progress this often (250; the page: 1000)
 *   IMPORT_GIVE_UP_S=1800 ...       # stop waiting for the import and its matching (900)
 *                                   # and print what was measured (as Ctrl-C does)
 *   IMPORT_RESTART=0 ...            # no "after, restarted" phase
 *   IMPORT_KEEP=1 ...               # keep the data directory (its path is printed)
 *   LOG_LEVEL=warn ...              # the server's log level (error)
 *   BENCH_PROFILE=/tmp/prof ...     # the server writes CPU profiles there
 * BENCH_DB=postgres is not supported: the write-ahead log is SQLite's, and so is the watch.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { scrape } from '../burst/scrape';
import { percentile } from '../burst/probe';
import { getImport, startImport, uploadLog } from './officeApi';
import { officeLog } from './officeLog';
import { ordinaryPost } from './ordinaryPosts';
import { printImport, type Phase } from './report';
import { Sampler } from './sampler';
import { searchIndexReady, serveImport, startImportServer } from './importServer';
import { SearchLoad, type LoadResult } from './searchLoad';
import { seedImport } from './seedImport';
import { bulkJobs, openWatch, otherJobs, type Watch } from './watch';

const ROWS = Number(process.env.IMPORT_ROWS ?? 20_000);
const SEED_ITEMS = Number(process.env.IMPORT_SEED_ITEMS ?? 20_000);
const CONNECTIONS = Number(process.env.IMPORT_CONNECTIONS ?? 50);
const PHASE_S = Number(process.env.IMPORT_PHASE_S ?? 15);
const HEALTH_S = 5;
const SAVED_SEARCHES = Number(process.env.IMPORT_SAVED_SEARCHES ?? 100);
const POSTS = 5;
const FIRST_POST_MS = 2000;
const POST_EVERY_MS = Number(process.env.IMPORT_POST_EVERY_S ?? 3) * 1000;
const GIVE_UP_MS = Number(process.env.IMPORT_GIVE_UP_S ?? 900) * 1000;
const SAMPLE_MS = 250;
/**
 * The progress is polled this often. Every GET of a running import checks all its rows again on
 * the event loop (getImport answers from the preview): the office's page polls once a second
 * (src/features/office/imports/ImportProgress.tsx), the bench by default at each sample.
 */
const POLL_MS = Number(process.env.IMPORT_POLL_MS ?? SAMPLE_MS);
const PROGRESS_EVERY_MS = 5000;
/** Pairs (distinct names, pairs.ts has 400): one in 50 rows; the last POSTS are posted instead. */
const PAIRS = Math.min(400, Math.max(POSTS + 5, Math.floor(ROWS / 50)));
const MB = 1024 * 1024;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Ctrl-C: stop waiting for the import, print what was measured (the children ignore it). */
let interrupted = false;

async function main() {
  process.once('SIGINT', () => {
    interrupted = true;
    console.log('Interrupted: printing what was measured ...');
  });
  if (process.env.BENCH_DB && process.env.BENCH_DB !== 'sqlite') {
    console.log(`bench:import: BENCH_DB=${process.env.BENCH_DB} is not supported (SQLite only).`);
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lostfound-bench-import-'));
  let stopServer: (() => Promise<void>) | undefined;
  let load: SearchLoad | undefined;
  let watch: Watch | undefined;
  let sampler: Sampler | undefined;
  try {
    console.log(
      `bench:import: seeding ${SEED_ITEMS} items, ${PAIRS} Lost reports of pairs, ${SAVED_SEARCHES} saved searches (load average ${loadAverage()}) ...`,
    );
    let t = performance.now();
    const seeded = await seedImport(dataDir, {
      items: SEED_ITEMS,
      pairs: PAIRS,
      savedSearches: SAVED_SEARCHES,
    });
    const inLog = Array.from({ length: PAIRS - POSTS }, (_, i) => i);
    const log = officeLog(ROWS, inLog);
    console.log(
      `Seeded in ${((performance.now() - t) / 1000).toFixed(1)} s; the log: ${ROWS} rows, ` +
        `${(log.csv.length / MB).toFixed(1)} MB, ${log.pairRows} pairs' Found items, ` +
        `${log.mistakes} rows with mistakes, ${log.leftOut} returned or disposed of`,
    );

    const server = await startImportServer(__filename, dataDir);
    stopServer = server.stop;
    const { url } = server;
    const pid = server.child.pid!;
    watch = openWatch(dataDir);
    sampler = new Sampler(watch, url, seeded.keeper.token, SAMPLE_MS, POLL_MS);
    sampler.start();
    t = performance.now();
    await searchIndexReady(url);
    // The seeded items' match terms are stored by the backfill job: wait for it.
    while (otherJobs(watch.jobs()) + bulkJobs(watch.jobs()) > 0) await sleep(250);
    console.log(
      `Server ready, search index and match terms in ${((performance.now() - t) / 1000).toFixed(1)} s; warming up ...`,
    );

    load = new SearchLoad(url, pid, CONNECTIONS);
    load.open();
    // Each query once, so the quiet and after phases both start with every query cached once
    // (the import's writes make every cached page stale, docs/performance.md#importing).
    const warm = () => load!.asMany('search', 5000);
    await warm();
    await load.run('health', 2);
    // Each phase's event-loop delay: a scrape resets the server's histogram (burst/scrape.ts).
    const measured = async (
      name: string,
      run: () => Promise<LoadResult>,
      at = url,
    ): Promise<Phase> => {
      await scrape(at);
      const result = await run();
      return { name, load: result, loop: await scrape(at) };
    };
    console.log(`/health for ${HEALTH_S} s, then quiet searches for ${PHASE_S} s ...`);
    const health = await measured('health (baseline)', () => load!.run('health', HEALTH_S));
    const quiet = await measured('quiet', () => load!.run('search', PHASE_S));

    console.log(`Import: uploading ${ROWS} rows ...`);
    const sinceIso = new Date().toISOString();
    const walBefore = sampler.samples.length;
    await scrape(url);
    await load.start('search');
    const upload = await uploadLog(url, seeded.keeper.token, seeded.deskId, log.csv);
    const preview = upload.body;
    if (upload.status !== 201 || !preview) {
      throw new Error(`the upload answered ${upload.status}: ${upload.text.slice(0, 500)}`);
    }
    const importId = preview.import.id;
    const start = performance.now();
    const startEpoch = Date.now();
    const started = await startImport(url, seeded.keeper.token, importId);
    if (started.status !== 202) {
      throw new Error(`the start answered ${started.status}: ${started.text.slice(0, 500)}`);
    }
    sampler.importId = importId;
    const s = (at: number) => (at - start) / 1000;

    const posts = Array.from({ length: POSTS }, (_, k) =>
      ordinaryPost(watch!, url, seeded.finder.token, {
        pair: PAIRS - POSTS + k,
        ownerId: seeded.owners[PAIRS - POSTS + k]!,
        at: start + FIRST_POST_MS + k * POST_EVERY_MS,
        start,
      }),
    );

    // The import, then its matching, each until done (or the give-up time).
    let lastProgress = start;
    const progress = () => {
      const last = sampler!.last;
      if (last.at - lastProgress < PROGRESS_EVERY_MS) return;
      lastProgress = last.at;
      const kinds = Object.entries(last.jobs)
        .filter(([kind, n]) => n > 0 && !/digest|disposal-warnings/.test(kind))
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ');
      console.log(
        `  ${s(last.at).toFixed(0)} s: ${last.imp?.processed ?? 0}/${last.imp?.rowCount ?? ROWS} rows (${last.imp?.status ?? '?'}), ` +
          `WAL ${(last.wal / MB).toFixed(1)} MB, jobs: ${kinds || 'none'}`,
      );
    };
    let importDoneAt = Number.NaN;
    while (!interrupted && performance.now() - start < GIVE_UP_MS) {
      await sleep(SAMPLE_MS);
      progress();
      const imp = sampler.last.imp;
      if (imp && imp.status !== 'queued' && imp.status !== 'running') {
        importDoneAt = sampler.last.at;
        sampler.importId = null; // its progress is known: no more polls
        break;
      }
    }
    const importPolls = sampler.pollMs.splice(0).sort((a, b) => a - b);
    const duringImport: Phase = {
      name: 'import',
      load: await load.stop(),
      loop: await scrape(url),
    };
    // Given up or interrupted: the import goes on in the server, so the later phases would
    // measure it still; what was measured is printed.
    const finished = Number.isFinite(importDoneAt);
    if (finished) await load.start('search');
    let matchedAt = Number.NaN;
    while (finished && !interrupted && performance.now() - start < GIVE_UP_MS) {
      if (bulkJobs(sampler.last.jobs) === 0 && sampler.last.at > importDoneAt) {
        matchedAt = sampler.last.at;
        break;
      }
      await sleep(SAMPLE_MS);
      progress();
    }
    const duringMatching: Phase | undefined = finished
      ? { name: 'matching', load: await load.stop(), loop: await scrape(url) }
      : undefined;
    const lastAlert = watch.lastAlertSince(sinceIso);
    const postResults = await Promise.all(posts);
    const alerted = watch.ownersAlerted(seeded.owners.slice(0, PAIRS - POSTS), sinceIso);

    const goOn = finished && !interrupted;
    if (goOn) console.log(`After: each query once, then searches for ${PHASE_S} s ...`);
    if (goOn) await warm();
    const after = goOn ? await measured('after', () => load!.run('search', PHASE_S)) : undefined;
    sampler.stop();
    const final = (await getImport(url, seeded.keeper.token, importId)).body;
    const walEnd = watch.walBytes();
    const notes = watch.notificationsSince(sinceIso);

    // The same database served by a new process (its index loaded afresh): what searches cost at
    // the database's new size, apart from whatever the import left in the running server.
    let restarted: Phase | undefined;
    if (goOn && !interrupted && process.env.IMPORT_RESTART !== '0') {
      console.log(`After, restarted: a new server on the same database, warm-up, ${PHASE_S} s ...`);
      load.close();
      await server.stop();
      const again = await startImportServer(__filename, dataDir);
      stopServer = again.stop;
      await searchIndexReady(again.url);
      load = new SearchLoad(again.url, again.child.pid!, CONNECTIONS);
      load.open();
      await warm();
      restarted = await measured('after, restarted', () => load!.run('search', PHASE_S), again.url);
    }

    const walMax = Math.max(...sampler.samples.map((x) => x.wal), walEnd);
    const walMaxImport = Math.max(0, ...sampler.samples.slice(walBefore).map((x) => x.wal));
    const bulkMax = Math.max(0, ...sampler.samples.map((x) => bulkJobs(x.jobs)));
    // Not finished: the rows processed so far over the time so far.
    const rowsPerS = final?.startedAt
      ? (final.finishedAt ? final.rowCount : final.processed) /
        (((final.finishedAt ? Date.parse(final.finishedAt) : Date.now()) -
          Date.parse(final.startedAt)) /
          1000)
      : Number.NaN;
    const phases = [quiet, duringImport, duringMatching, after, restarted].filter(
      (p): p is Phase => p !== undefined,
    );
    const lines = [
      `Upload: ${upload.status} in ${Math.round(upload.ms)} ms; ${preview.import.rowCount} rows, ` +
        `${preview.import.badRows} with problems, ${preview.newRows} new, ${preview.skips.length} left out ` +
        `(preview lists up to 500). Start: ${started.status} in ${Math.round(started.ms)} ms.`,
      `Import: ${final?.status ?? '?'}, ${final?.processed ?? '?'} of ${final?.rowCount ?? '?'} rows processed, ` +
        `${final?.created ?? '?'} created, ${final?.skipped ?? '?'} skipped, ` +
        `${finished ? `done ${s(importDoneAt).toFixed(1)} s after the start` : 'not done'} ` +
        `(polled every ${POLL_MS} ms); server's startedAt → finishedAt: ${final?.startedAt} → ${final?.finishedAt}.`,
      `GET /office/imports/{id} while importing: ${importPolls.length} answers, p50 ` +
        `${Math.round(percentile(importPolls, 0.5))} ms, p99 ${Math.round(percentile(importPolls, 0.99))} ms, ` +
        `max ${Math.round(percentile(importPolls, 1))} ms.`,
      `WAL: max ${(walMax / MB).toFixed(1)} MB over the whole run (${(walMaxImport / MB).toFixed(1)} MB from the upload on), ` +
        `${(walEnd / MB).toFixed(1)} MB at the end. Bulk jobs queued at most: ${bulkMax}.`,
      `Alerts since the upload: ${notes.match ?? 0} match, ${notes['saved-search'] ?? 0} saved-search ` +
        `(${Object.entries(notes)
          .map(([type, n]) => `${type} ${n}`)
          .join(', ')}); ${alerted} of the ${PAIRS - POSTS} pairs' owners in the log alerted; ` +
        `last match or saved-search alert ${lastAlert ? `${((Date.parse(lastAlert) - startEpoch) / 1000).toFixed(1)} s` : '-'} after the start.`,
      `Answers by status: ${phases.map((p) => `${p.name} ${JSON.stringify(p.load.statuses)}`).join(', ')}.`,
      sampler.errors.size
        ? `Failing jobs / errors seen:\n  ${[...sampler.errors].join('\n  ')}`
        : 'No job failed (no last_error in the jobs table at any sample).',
    ];
    printImport({
      title:
        `Import, SQLite, ${SEED_ITEMS} items, ${ROWS} rows, ${CONNECTIONS} connections searching, ` +
        `load average ${loadAverage()}`,
      phases,
      health,
      lines,
      walMaxMb: walMax / MB,
      walEndMb: walEnd / MB,
      matchedS: s(matchedAt),
      rowsPerS,
      rowsFinished: !!final?.finishedAt,
      posts: postResults,
    });
  } finally {
    sampler?.stop();
    load?.close();
    watch?.close();
    await stopServer?.();
    if (process.env.IMPORT_KEEP) console.log(`Data directory kept: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_IMPORT_DATA_DIR) {
  void serveImport(process.env.BENCH_IMPORT_DATA_DIR);
} else {
  void main().catch((err) => {
    console.error(err);
    process.exitCode = 1;
  });
}
