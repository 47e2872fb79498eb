/**
 * A growing, sorted set of document ordinals in one typed array (4 bytes each, amortised
 * doubling). New documents have the highest ordinal, so adding one is usually an append.
 */
export class Postings {
  private data: Int32Array = new Int32Array(4);
  length = 0;

  /**
   * Postings over `ordinals` (ascending) as they are, without a copy: a view into a loaded
   * snapshot (indexSnapshot.ts). The first add copies them out (the view is exactly full).
   */
  static of(ordinals: Int32Array): Postings {
    const p = new Postings();
    p.data = ordinals;
    p.length = ordinals.length;
    return p;
  }

  add(ordinal: number): void {
    const n = this.length;
    if (n && this.data[n - 1] >= ordinal) {
      const at = lowerBound(this.data, n, ordinal);
      if (this.data[at] === ordinal) return;
      this.grow();
      this.data.copyWithin(at + 1, at, n);
      this.data[at] = ordinal;
    } else {
      this.grow();
      this.data[n] = ordinal;
    }
    this.length = n + 1;
  }

  /** The ordinals, ascending (a view: valid until the next add). */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }

  private grow() {
    if (this.length < this.data.length) return;
    const next = new Int32Array(this.data.length * 2);
    next.set(this.data);
    this.data = next;
  }
}

/** The first index in `a[0, n)` whose value is ≥ `x`. */
export function lowerBound(a: Int32Array, n: number, x: number): number {
  let lo = 0;
  let hi = n;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether ascending `list` holds an ordinal in [from, to) (a binary search). */
export function hasBetween(list: Int32Array, from: number, to: number): boolean {
  const k = lowerBound(list, list.length, from);
  return k < list.length && list[k] < to;
}

/** The ordinals of ascending `lists` in one ascending list, each once. */
export function mergedOrdinals(lists: Int32Array[]): Int32Array {
  const all = new Int32Array(lists.reduce((n, l) => n + l.length, 0));
  let n = 0;
  for (const list of lists) {
    all.set(list, n);
    n += list.length;
  }
  all.sort();
  let m = 0;
  for (let i = 0; i < n; i++) if (i === 0 || all[i] !== all[i - 1]) all[m++] = all[i];
  return all.slice(0, m);
}
