/**
 * Fixed-window counters per key (per user, per socket), in this process's memory. Each instance
 * counts its own sockets; a user's tabs on one instance share the user's budget.
 */
export class WindowLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {
    // Forget idle keys so the map stays as small as the set of active senders.
    this.sweeper = setInterval(() => this.sweep(), Math.max(windowMs, 1000));
    this.sweeper.unref();
  }

  /** Counts one hit; false when the key is over its budget for the current window. */
  take(key: string, now = Date.now()): boolean {
    const entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.set(key, { count: 1, resetAt: now + this.windowMs });
      return true;
    }
    entry.count += 1;
    return entry.count <= this.max;
  }

  private sweep(now = Date.now()) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
  }

  close() {
    clearInterval(this.sweeper);
    this.hits.clear();
  }
}
