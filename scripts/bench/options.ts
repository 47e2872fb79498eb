/** Command-line and environment options of `npm run bench`. */
export type BenchOptions = {
  items: number;
  users: number;
  seconds: number;
  db: 'both' | 'sqlite' | 'pg';
};

/** "100k", "1m", "250000" → a number. */
export function count(text: string): number {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) throw new Error(`not a count: ${text}`);
  const unit = { '': 1, k: 1_000, m: 1_000_000 }[m[2].toLowerCase() as '' | 'k' | 'm'];
  return Math.round(Number(m[1]) * unit);
}

export function options(argv: string[]): BenchOptions {
  const flag = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const db = flag('db') ?? process.env.BENCH_DB ?? 'both';
  if (db !== 'both' && db !== 'sqlite' && db !== 'pg') throw new Error(`--db ${db}?`);
  return {
    items: count(flag('items') ?? process.env.BENCH_ITEMS ?? '100k'),
    users: count(flag('users') ?? process.env.BENCH_USERS ?? '50k'),
    seconds: Number(process.env.BENCH_DURATION ?? 10),
    db,
  };
}
