import { fork, type ChildProcess } from 'node:child_process';
// @ts-expect-error autocannon ships no type declarations (and @types/autocannon is not installed)
import autocannonUntyped from 'autocannon';
import { distinctQueries, searchPath } from '../queryMix';
import { cpuSince, serverCpu, type ServerCpu } from './threadCpu';

/** What is asked: the distinct-queries mix of `npm run bench` (5,000 queries), or /health. */
export type LoadKind = 'search' | 'health';

/** One stretch of load, ended by `stop` (or by its request count). */
export type LoadResult = {
  kind: LoadKind;
  requests: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  errors: number;
  /** Answers by status class, "2xx": n. */
  statuses: Record<string, number>;
  /** The server's CPU seconds over the stretch: its event-loop thread and the whole process. */
  cpu: ServerCpu;
};

type Start = { type: 'start'; kind: LoadKind; amount?: number };
type ToChild =
  { type: 'init'; url: string; pid: number; connections: number } | Start | { type: 'stop' };
type FromChild = { type: 'started' } | { type: 'result'; result: LoadResult };

/**
 * The searching visitors, from a process of their own (as burst/proberProcess.ts does for its
 * probes): the parent samples the database, polls the import and posts items meanwhile, and a
 * stall of its event loop would otherwise count as the server's latency. The child also reads
 * the server's CPU at the start and at the end of each stretch, so both cover the same requests.
 */
export class SearchLoad {
  private child: ChildProcess | undefined;
  /** Messages not yet awaited, and those awaiting one (in order: one IPC read may hold two). */
  private readonly inbox: FromChild[] = [];
  private readonly waiting: ((m: FromChild) => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly serverPid: number,
    private readonly connections: number,
  ) {}

  open(): void {
    this.child = fork(__filename, ['--child'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: FromChild) => {
      const waiter = this.waiting.shift();
      if (waiter) waiter(m);
      else this.inbox.push(m);
    });
    this.send({ type: 'init', url: this.url, pid: this.serverPid, connections: this.connections });
  }

  /** Starts asking until `stop`. */
  async start(kind: LoadKind): Promise<void> {
    const started = this.next();
    this.send({ type: 'start', kind });
    await started;
  }

  /** Ends the stretch (at autocannon's next one-second tick) and returns its figures. */
  async stop(): Promise<LoadResult> {
    const result = this.next();
    this.send({ type: 'stop' });
    return ((await result) as Extract<FromChild, { type: 'result' }>).result;
  }

  /** `amount` requests, then its figures (a warm-up). */
  async asMany(kind: LoadKind, amount: number): Promise<LoadResult> {
    const started = this.next();
    this.send({ type: 'start', kind, amount });
    await started;
    return ((await this.next()) as Extract<FromChild, { type: 'result' }>).result;
  }

  async run(kind: LoadKind, seconds: number): Promise<LoadResult> {
    await this.start(kind);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    return this.stop();
  }

  close(): void {
    this.child?.kill();
  }

  private send(m: ToChild) {
    this.child!.send(m);
  }

  private next(): Promise<FromChild> {
    const m = this.inbox.shift();
    return m ? Promise.resolve(m) : new Promise((resolve) => this.waiting.push(resolve));
  }
}

type Tracker = PromiseLike<CannonResult> & { stop: () => void };
type CannonResult = {
  requests: { total: number };
  latency: { p50: number; p99: number; max: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  '1xx': number;
  '2xx': number;
  '3xx': number;
  '4xx': number;
  '5xx': number;
};
const autocannon = autocannonUntyped as (opts: object) => Tracker;

/** The child: one autocannon at a time, its server CPU read around it. */
function child() {
  let url = '';
  let pid = 0;
  let connections = 0;
  let tracker: Tracker | undefined;
  const queries = distinctQueries(5000);
  let i = 0;
  const pathOf = (kind: LoadKind) =>
    kind === 'health'
      ? () => '/api/v1/health'
      : () => {
          const n = i++;
          return searchPath(queries[n % queries.length]!, n);
        };
  process.on('message', (m: ToChild) => {
    if (m.type === 'init') {
      ({ url, pid, connections } = m);
      return;
    }
    if (m.type === 'stop') {
      tracker?.stop();
      return;
    }
    // Every stretch asks the same paths in the same order from its start: the warm-up before
    // the quiet and the after phases leaves the caches alike, so the two compare.
    i = 0;
    const path = pathOf(m.kind);
    const before = serverCpu(pid);
    tracker = autocannon({
      url,
      connections,
      ...(m.amount ? { amount: m.amount } : { duration: 24 * 3600 }),
      requests: [
        {
          method: 'GET',
          setupRequest: (req: { path: string }) => ({ ...req, path: path() }),
        },
      ],
    });
    process.send!({ type: 'started' } satisfies FromChild);
    const kind = m.kind;
    void Promise.resolve(tracker).then((r) => {
      const result: LoadResult = {
        kind,
        requests: r.requests.total,
        seconds: r.duration,
        p50: r.latency.p50,
        p99: r.latency.p99,
        max: r.latency.max,
        errors: r.non2xx + r.errors + r.timeouts,
        statuses: Object.fromEntries(
          (['1xx', '2xx', '3xx', '4xx', '5xx'] as const)
            .filter((k) => r[k] > 0)
            .map((k) => [k, r[k]]),
        ),
        cpu: cpuSince(before, serverCpu(pid)),
      };
      process.send!({ type: 'result', result } satisfies FromChild);
    });
  });
}

if (process.argv.includes('--child')) {
  // Ctrl-C reaches the whole process group: the parent stops this load and then ends it.
  process.on('SIGINT', () => undefined);
  child();
}
