import { measure } from './cannon';
import { cpuMeter } from './cpu';
import { distinctQueries, searchPath, uncachedPaths } from './queryMix';
import { SEARCH_WORDS } from './seedLarge';
import { searchIndexLoaded, startServer, stopServer } from './server';

/** Issue 36: from 100k to 1M items an uncached search's CPU grows by at most this. */
export const GROWTH_TARGET = 1.5;

/** Requests an uncached slice can take at most (a few seconds at 50 connections). */
const PER_SLICE = 40_000;

type Server = { label: string; address: string; meter: ReturnType<typeof cpuMeter> };

/** The server's CPU a request (µs) over `seconds` of `path` at 50 connections. */
async function cpuPerRequest(s: Server, path: (i: number) => string, seconds: number) {
  const before = s.meter.sample();
  const m = await measure(s.address, { connections: 50, path }, seconds);
  return m.requests ? (s.meter.since(before).server * 1e6) / m.requests : NaN;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * How an uncached search's CPU grows from the catalogue in `smallDir` to the one in `largeDir`
 * (docs/performance.md#growth-in-one-run): both servers run at once and take the bench's
 * uncached mix (every (words, status) pair once, page 1) in turns of `seconds`, each turn's
 * queries new to both and the same on both, the order of the two alternating. A busy
 * neighbour then slows both sides alike, where two bench runs minutes apart each meet another
 * machine. Prints each turn's CPU a request on both and the median of their ratios.
 */
export async function measureGrowth(
  smallDir: string,
  largeDir: string,
  labels: [string, string],
  turns = 5,
  seconds = 4,
): Promise<number> {
  const started = await Promise.all(
    [smallDir, largeDir].map((dataDir) => startServer({ dataDir })),
  );
  try {
    const servers: Server[] = started.map(({ child, address }, k) => ({
      label: labels[k],
      address,
      meter: cpuMeter(child.pid!),
    }));
    await Promise.all(servers.map((s) => ready(s.address)));
    // Warm up as the bench's own run does before its uncached scenario: the distinct mix.
    const warm = distinctQueries(5000);
    for (const s of servers)
      await measure(
        s.address,
        { connections: 50, path: (i) => searchPath(warm[i % warm.length], i) },
        seconds,
      );
    const health = await Promise.all(
      servers.map((s) => cpuPerRequest(s, () => '/api/v1/health', seconds)),
    );
    const all = uncachedPaths(PER_SLICE * (turns + 1), [...warm, ...SEARCH_WORDS], 41);
    const ratios: number[] = [];
    console.log(
      `\nGrowth, one run: ${labels.join(' and ')} served at once, the uncached mix in turns of ${seconds} s (/health: ${health.map((h) => `${h.toFixed(0)} µs`).join(' and ')} CPU a request)`,
    );
    for (let t = 0; t < turns; t++) {
      const paths = all.slice(t * PER_SLICE, (t + 1) * PER_SLICE);
      const path = (i: number) => paths[i % paths.length];
      const order = t % 2 ? [1, 0] : [0, 1];
      const us: number[] = [];
      for (const k of order) us[k] = await cpuPerRequest(servers[k], path, seconds);
      ratios.push(us[1] / us[0]);
      console.log(
        `  turn ${t + 1}: ${us[0].toFixed(0)} µs a search at ${labels[0]}, ${us[1].toFixed(0)} µs at ${labels[1]}: ${(us[1] / us[0]).toFixed(2)}×`,
      );
    }
    const m = median(ratios);
    console.log(
      `Uncached search CPU a request, ${labels[1]} / ${labels[0]}, median of ${turns} turns: ${m.toFixed(2)}× (target ≤ ${GROWTH_TARGET}×): ${m <= GROWTH_TARGET ? 'met' : 'MISSED'}`,
    );
    return m;
  } finally {
    await Promise.all(started.map(({ child }) => stopServer(child)));
  }
}

/** Until the server's index is loaded, and a few seconds more for its pair tables. */
async function ready(address: string) {
  await searchIndexLoaded(address);
  // The pair tables are made after the index, a block per turn (about a second at 1M).
  await new Promise((resolve) => setTimeout(resolve, 3000));
}
