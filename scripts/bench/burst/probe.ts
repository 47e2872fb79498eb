import http from 'node:http';
import { performance } from 'node:perf_hooks';

/** One GET /api/v1/health: when it was sent (ms, performance clock), how long, whether 200. */
export type Probe = { at: number; ms: number; ok: boolean };

const GIVE_UP_MS = 30_000;

/**
 * GET /api/v1/health on a connection of its own (`agent: false`: a new TCP connection, closed
 * after the answer), so a probe measures accepting, reading and answering, as a load balancer's
 * health check or a first visit would, and never waits behind another request on a kept-alive one.
 */
export function probeOnce(url: string, path = '/api/v1/health'): Promise<Probe> {
  const at = performance.now();
  return new Promise((resolve) => {
    const done = (ok: boolean) => resolve({ at, ms: performance.now() - at, ok });
    const req = http.get(`${url}${path}`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode! < 500));
      res.on('error', () => done(false));
    });
    req.setTimeout(GIVE_UP_MS, () => req.destroy());
    req.on('error', () => done(false));
  });
}

/**
 * Probes at a steady rate, each on time whatever the earlier ones are doing (open loop: a
 * stalled server shows as slow probes, not as fewer of them).
 */
export class Prober {
  private readonly probes: Promise<Probe>[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly url: string,
    private readonly perSecond: number,
    private readonly path?: string,
  ) {}

  start(): void {
    const started = performance.now();
    let sent = 0;
    const tick = () => {
      const due = Math.floor(((performance.now() - started) * this.perSecond) / 1000) + 1;
      for (; sent < due; sent++) this.probes.push(probeOnce(this.url, this.path));
      this.timer = setTimeout(tick, 1000 / this.perSecond / 2);
    };
    tick();
  }

  /** Stops sending and returns every probe once each has its answer. */
  async stop(): Promise<Probe[]> {
    clearTimeout(this.timer);
    return Promise.all(this.probes);
  }
}

/** Latency figures of the probes sent in [from, to). */
export function latencies(probes: Probe[], from: number, to: number) {
  const inWindow = probes.filter((p) => p.at >= from && p.at < to);
  const ms = inWindow.map((p) => p.ms).sort((a, b) => a - b);
  return {
    count: ms.length,
    failed: inWindow.filter((p) => !p.ok).length,
    p50: percentile(ms, 0.5),
    p99: percentile(ms, 0.99),
    max: ms.length ? ms[ms.length - 1]! : Number.NaN,
  };
}

/** The value below which a share `p` of the sorted values fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
}
