import { performance } from 'node:perf_hooks';
import { getImport, type OfficeImport } from './officeApi';
import type { Jobs, Watch } from './watch';

/** One look: when (performance clock), the log's size, the jobs by kind, the import as last read. */
export type Sample = { at: number; wal: number; jobs: Jobs; imp: OfficeImport | null };

/**
 * Every `everyMs`: the write-ahead log's size and the jobs by kind (watch.ts), and, once there
 * is an import to follow, its progress (GET /office/imports/{id}, one at a time, at most every
 * `pollMs`: each answer's time is kept). The failing jobs' errors are kept too (the server logs
 * errors only).
 */
export class Sampler {
  readonly samples: Sample[] = [];
  readonly errors = new Set<string>();
  /** How long each GET of the import's progress took, ms. */
  readonly pollMs: number[] = [];
  /** The import to follow; null: none (yet, or no more). */
  importId: string | null = null;
  private imp: OfficeImport | null = null;
  private polling = false;
  private polledAt = -Infinity;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly watch: Watch,
    private readonly url: string,
    private readonly token: string,
    private readonly everyMs: number,
    private readonly pollEveryMs: number,
  ) {}

  start() {
    const tick = () => {
      this.sample();
      this.timer = setTimeout(tick, this.everyMs);
    };
    tick();
  }

  stop() {
    clearTimeout(this.timer);
  }

  get last(): Sample {
    return this.samples[this.samples.length - 1]!;
  }

  private sample() {
    if (
      this.importId &&
      !this.polling &&
      performance.now() - this.polledAt >= this.pollEveryMs - 1
    ) {
      this.polling = true;
      this.polledAt = performance.now();
      void getImport(this.url, this.token, this.importId).then((a) => {
        this.polling = false;
        this.pollMs.push(a.ms);
        if (a.status === 200 && a.body) this.imp = a.body;
        else this.errors.add(`GET import answered ${a.status}: ${a.text.slice(0, 200)}`);
      });
    }
    const jobs = this.watch.jobs();
    for (const e of this.watch.failingJobs()) this.errors.add(e);
    this.samples.push({ at: performance.now(), wal: this.watch.walBytes(), jobs, imp: this.imp });
  }
}
