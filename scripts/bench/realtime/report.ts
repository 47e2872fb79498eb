import { CONVERSATIONS, ROUND_INTERVAL_MS, USERS } from './settings';
import type { Deliveries } from './deliveries';
import type { Sends } from './send';

type Memory = { rss: number; heap: number; cpuMs: number };
export type Run = {
  sockets: number;
  connectMs: number;
  runMs: number;
  memory: { idle: Memory; connected: Memory; after: Memory };
};

const mb = (kb: number) => `${(kb / 1024).toFixed(1)} MB`;

export function printReport(run: Run, s: Sends, d: Deliveries) {
  const { idle, connected, after } = run.memory;
  const lat = [...d.latencies].sort((x, y) => x - y);
  const pct = (p: number) =>
    lat.length ? lat[Math.min(lat.length - 1, Math.floor(p * lat.length))] : NaN;
  const perConn = (a: number, b: number) => ((b - a) / run.sockets).toFixed(1);
  const met = pct(0.99) < 50 && d.delivered >= s.expected ? 'met' : 'MISSED';
  const rate = Math.round((CONVERSATIONS * 1000) / ROUND_INTERVAL_MS);
  const missing = Math.max(0, s.expected - d.delivered);
  console.log('');
  console.log(
    `sockets connected        ${run.sockets} (${USERS} users) in ${run.connectMs.toFixed(0)} ms`,
  );
  console.log(
    `offered rate             ${CONVERSATIONS} messages every ${ROUND_INTERVAL_MS} ms (${rate}/s)`,
  );
  console.log(
    `messages sent            ${s.sent} (${s.refused} refused) over ${(run.runMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `deliveries               ${d.delivered} of ${s.expected} expected (${d.duplicates} duplicates, ${missing} missing)`,
  );
  console.log(
    `recipient latency        p50 ${pct(0.5).toFixed(1)} ms, p95 ${pct(0.95).toFixed(1)} ms, p99 ${pct(0.99).toFixed(1)} ms, max ${lat.at(-1)?.toFixed(1)} ms (${lat.length} samples)`,
  );
  console.log(`target                   p99 < 50 ms and nothing lost: ${met}`);
  console.log(
    `server CPU               ${((after.cpuMs - connected.cpuMs) / s.sent).toFixed(2)} ms per message sent (user+system, includes the GC runs)`,
  );
  console.log(
    `server RSS (ps)          idle ${mb(idle.rss)}, connected ${mb(connected.rss)}, after run+GC ${mb(after.rss)}`,
  );
  console.log(`  per connection         ${perConn(idle.rss, connected.rss)} kB RSS`);
  console.log(
    `server JS heap after GC  idle ${mb(idle.heap)}, connected ${mb(connected.heap)}, after run ${mb(after.heap)}`,
  );
  console.log(`  per connection         ${perConn(idle.heap, connected.heap)} kB heap`);
}
