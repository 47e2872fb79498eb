import { fork, type ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { Prober, type Probe } from './probe';

/**
 * The probes from a process of their own: the burst's posts and sheets keep the load
 * generator's event loop busy (its own delay p99 16-19 ms), and a probe timed there would count
 * that as the server's. This process does nothing but probe. Times cross as epoch milliseconds
 * and come back on the parent's performance clock.
 */
export class ProberProcess {
  private child: ChildProcess | undefined;

  constructor(
    private readonly url: string,
    private readonly perSecond: number,
    private readonly path?: string,
  ) {}

  start(): Promise<void> {
    const child = fork(__filename, ['--child'], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.send({ url: this.url, perSecond: this.perSecond, path: this.path });
    return new Promise((resolve) => child.once('message', () => resolve()));
  }

  async stop(): Promise<Probe[]> {
    const child = this.child!;
    const probes = await new Promise<Probe[]>((resolve) => {
      child.once('message', (m) => resolve(m as Probe[]));
      child.send('stop');
    });
    child.kill();
    return probes.map((p) => ({ ...p, at: p.at - performance.timeOrigin }));
  }
}

if (process.argv.includes('--child')) {
  let prober: Prober | undefined;
  process.on('message', (m: unknown) => {
    if (m === 'stop') {
      void prober!.stop().then((probes) => {
        const epoch = probes.map((p) => ({ ...p, at: p.at + performance.timeOrigin }));
        process.send!(epoch);
      });
      return;
    }
    const { url, perSecond, path } = m as { url: string; perSecond: number; path?: string };
    prober = new Prober(url, perSecond, path);
    prober.start();
    process.send!('started');
  });
}
