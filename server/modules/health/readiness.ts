import type { Schemas } from '../../contract/operations';

type Check = () => Promise<void>;
export type Probes = { db: Check; redis?: Check; storage: Check };
type Readiness = Schemas['Readiness'];

export const CHECK_TIMEOUT_MS = 2000;
const REUSE_MS = 1000;

/** Resolves true when the check answers within the timeout; false when it fails or hangs. */
export async function answers(check: Check, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([check().then(() => true as const), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs every check at once: which part answers (GET /health/ready). */
export async function checkReadiness(probes: Probes, timeoutMs = CHECK_TIMEOUT_MS) {
  const [db, redis, storage] = await Promise.all([
    answers(probes.db, timeoutMs),
    probes.redis ? answers(probes.redis, timeoutMs) : undefined,
    answers(probes.storage, timeoutMs),
  ]);
  const result: Readiness = {
    status: db && redis !== false && storage ? 'ok' : 'unavailable',
    db: db ? 'ok' : 'down',
    redis: redis === undefined ? 'off' : redis ? 'ok' : 'down',
    storage: storage ? 'ok' : 'down',
  };
  return result;
}

/**
 * At most one round of checks per second: callers in between (several load balancers, or a
 * flood) share the last result instead of each costing a database, Redis and bucket round trip.
 */
export function readinessChecker(probes: Probes, reuseMs = REUSE_MS): () => Promise<Readiness> {
  let last: { at: number; result: Promise<Readiness> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= reuseMs) last = { at: now, result: checkReadiness(probes) };
    return last.result;
  };
}
