// @ts-expect-error autocannon ships no type declarations (and @types/autocannon is not installed)
import autocannonUntyped from 'autocannon';

type CannonRequest = { method: string; path: string; headers?: Record<string, string> };
type CannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
  requests?: { method: string; setupRequest: (req: CannonRequest) => CannonRequest }[];
};
type CannonResult = {
  requests: { average: number; total: number };
  latency: { p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
const autocannon = autocannonUntyped as (opts: CannonOptions) => Promise<CannonResult>;

export type Load = {
  connections: number;
  path: (i: number) => string;
  headers?: Record<string, string>;
};
export type Measured = { reqPerSec: number; p99: number; errors: number; requests: number };

/** Requests `load.path(0)`, `load.path(1)`, … for `seconds` at the load's connections. */
export async function measure(base: string, load: Load, seconds: number): Promise<Measured> {
  let i = 0;
  const result = await autocannon({
    url: base,
    connections: load.connections,
    duration: seconds,
    headers: load.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: load.path(i++) }) }],
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
    requests: result.requests.total,
  };
}
