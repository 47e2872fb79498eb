import { METRICS_TOKEN } from './realServer';

/** The server's own figures, from GET /metrics (server/metrics, prefix `lostfound_`). */
export type Scrape = {
  /** p99 of the event-loop delay since the previous scrape (prom-client resets it each time). */
  loopP99Ms: number;
  loopMaxMs: number;
  heapUsedMb: number;
  rssMb: number;
  /** Durable jobs waiting or running, by kind. */
  jobs: Record<string, number>;
};

/** One value per line `name{labels} value`; labels are kept in the key as written. */
function parse(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    values.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return values;
}

export async function scrape(url: string): Promise<Scrape> {
  const res = await fetch(`${url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!res.ok) throw new Error(`GET /metrics answered ${res.status}`);
  const values = parse(await res.text());
  const get = (name: string) => values.get(`lostfound_${name}`) ?? Number.NaN;
  const jobs: Record<string, number> = {};
  for (const [key, value] of values) {
    const kind = /^lostfound_jobs_queued\{kind="([^"]+)"\}$/.exec(key)?.[1];
    if (kind) jobs[kind] = value;
  }
  return {
    loopP99Ms: get('nodejs_eventloop_lag_p99_seconds') * 1000,
    loopMaxMs: get('nodejs_eventloop_lag_max_seconds') * 1000,
    heapUsedMb: get('nodejs_heap_size_used_bytes') / 1024 / 1024,
    rssMb: get('process_resident_memory_bytes') / 1024 / 1024,
    jobs,
  };
}

/**
 * Jobs that are work still to do: every kind but the daily ones (the e-mail digest and the
 * disposal warnings are always queued for their next day, docs/architecture.md#durable-jobs).
 */
export const backlog = (jobs: Record<string, number>) =>
  Object.entries(jobs)
    .filter(([kind]) => kind !== 'email-digest' && kind !== 'disposal-warnings')
    .reduce((sum, [, n]) => sum + n, 0);
