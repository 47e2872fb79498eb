import { RANKS, type GroupPlan } from './queryExpansion';
import { hasBetween } from './postings';
import { BLOCK, BLOCK_SHIFT, combine, groupOperands, orInto, scopeOperand } from './blockOperands';
import { popcount, type Bits } from './bits';
import type { SetRef } from './wordSets';

// The block's size is the operands' (blockOperands.ts); the scans import it from here.
export { BLOCK, BLOCK_SHIFT };

// Scratch for one fill: fills are synchronous, so one set of arrays serves the process.
const word = new Int32Array(BLOCK);
const extra = new Int32Array(BLOCK);
const group = Array.from({ length: RANKS }, () => new Int32Array(BLOCK));

/** Block arrays handed out per this many from one buffer. */
const SLAB = 64;

/**
 * A source of zeroed block-sized arrays carved from shared buffers: a typed array of its own
 * each cost an allocation outside the heap, and a search at a million items made hundreds,
 * which also brought on garbage collections (docs/performance.md#a-million-items).
 */
export function blockArrays(): () => Int32Array {
  let buffer = new Int32Array(0);
  let used = SLAB;
  return () => {
    if (used === SLAB) {
      buffer = new Int32Array(SLAB * BLOCK);
      used = 0;
    }
    return buffer.subarray(used * BLOCK, ++used * BLOCK);
  };
}

/**
 * Calls `visit(b, wLo, wHi)` for each block holding bitset words `first` to `last`, newest first
 * (oldest first when `oldest`), with the words of the block in that range, until it returns false.
 */
export function eachBlockOf(
  first: number,
  last: number,
  oldest: boolean,
  visit: (b: number, wLo: number, wHi: number) => boolean,
): void {
  if (last < first) return;
  const bFirst = first >>> BLOCK_SHIFT;
  const bLast = last >>> BLOCK_SHIFT;
  for (let k = 0; k <= bLast - bFirst; k++) {
    const b = oldest ? bFirst + k : bLast - k;
    const w0 = b << BLOCK_SHIFT;
    if (!visit(b, Math.max(first, w0), Math.min(last, w0 + BLOCK - 1))) return;
  }
}

/**
 * Writes to `outs[r]` the items of bitset words [w0, w1) that are in the scope (`scope`,
 * ordinals [lo, hi)) and in every group's set at rank r (`plans[r]`, cumulative:
 * queryExpansion.ts): each typed word's options ORed, the words ANDed, the group's extra sets
 * ORed in. All ranks at once: a rank's options extend the rank below's, so each set is read
 * once per block however many ranks there are. Plain loops over typed arrays: about a
 * nanosecond a bitset word, where a chain of closures per word cost tens
 * (docs/performance.md#in-memory-search-index). Per rank, whether any item is left.
 */
export function fillRanks(
  outs: Int32Array[],
  plans: GroupPlan[][],
  scope: Bits,
  w0: number,
  w1: number,
  lo: number,
  hi: number,
): boolean[] {
  const n = w1 - w0;
  const ranks = plans.length;
  if (noneIn(plans[ranks - 1], w0, w1)) return new Array<boolean>(ranks).fill(false);
  if (ranks === 1) return [fillOne(outs[0], plans[0], scope, w0, w1, lo, hi)];
  const loW = lo >>> 5;
  const hiW = hi >>> 5;
  let any = 0;
  const base = outs[0];
  for (let i = 0; i < n; i++) {
    const w = w0 + i;
    let x = w < scope.length && w >= loW ? scope[w] : 0;
    if (w === loW) x &= -1 << (lo & 31);
    if (w === hiW) x &= (1 << (hi & 31)) - 1;
    base[i] = x;
    any |= x;
  }
  for (let r = 1; r < ranks; r++) outs[r].set(base.subarray(0, n));
  const left = new Array<boolean>(ranks).fill(any !== 0);
  if (!any) return left;
  const groups = plans[0].length;
  for (let g = 0; g < groups; g++) {
    const typed = plans[0][g].words.length;
    for (let k = 0; k < typed; k++) {
      word.fill(0, 0, n);
      for (let r = 0; r < ranks; r++) {
        const sets = plans[r][g].words[k];
        for (let s = r ? plans[r - 1][g].words[k].length : 0; s < sets.length; s++) {
          orInto(word, sets[s], w0, n);
        }
        const into = group[r];
        if (k === 0) into.set(word.subarray(0, n));
        else for (let i = 0; i < n; i++) into[i] &= word[i];
      }
    }
    if (!typed) for (let r = 0; r < ranks; r++) group[r].fill(0, 0, n);
    extra.fill(0, 0, n);
    let extras = 0;
    for (let r = 0; r < ranks; r++) {
      const sets = plans[r][g].extra;
      for (let s = r ? plans[r - 1][g].extra.length : 0; s < sets.length; s++) {
        orInto(extra, sets[s], w0, n);
        extras++;
      }
      const into = group[r];
      if (extras) for (let i = 0; i < n; i++) into[i] |= extra[i];
      const out = outs[r];
      let x = 0;
      for (let i = 0; i < n; i++) x |= out[i] &= into[i];
      left[r] = x !== 0;
    }
  }
  return left;
}

/**
 * Whether the block of bitset words [w0, w1) surely has no item of `plan` (a rank's, which holds
 * the ranks below): some group has no extra set with an item there, and a typed word all of
 * whose options are ordinal lists without one there. A binary search per list, where a fill
 * reads every bitset word of the block: a rare word's scan then costs what it finds, not the
 * catalogue (docs/performance.md#a-million-items).
 */
function noneIn(plan: GroupPlan[], w0: number, w1: number): boolean {
  for (const g of plan) {
    if (someIn(g.extra, w0, w1)) continue;
    for (const options of g.words) if (!someIn(options, w0, w1)) return true;
  }
  return false;
}

/** Whether a set of `sets` may hold an item in bitset words [w0, w1) (a bitset: maybe). */
function someIn(sets: SetRef[], w0: number, w1: number): boolean {
  for (const set of sets) {
    if (!set.list || hasBetween(set.list, w0 << 5, w1 << 5)) return true;
  }
  return false;
}

/**
 * `fillRanks` for one rank (most fills: a scan's first rank, the widest rank's check): each
 * group's typed words and extra sets are combined with the scope in one pass over the block,
 * and a word with a single bitset is read in place, where the general fill made about ten
 * passes for a two-word search (docs/performance.md#a-million-items).
 */
function fillOne(
  out: Int32Array,
  plan: GroupPlan[],
  scope: Bits,
  w0: number,
  w1: number,
  lo: number,
  hi: number,
): boolean {
  const n = w1 - w0;
  let from = scopeOperand(scope, w0, n, lo, hi);
  let any = 0;
  for (let g = 0; g < plan.length; g++) {
    any = combine(out, from, groupOperands(plan[g], w0, n), n);
    from = out;
  }
  if (from !== out) {
    out.set(from.subarray(0, n));
    for (let i = 0; i < n; i++) any |= out[i];
  }
  return any !== 0;
}

/**
 * How many items of one rank's `plan` are in the scope (`scope`, ordinals [lo, hi)) in bitset
 * words [w0, w1): `fillOne`'s set counted as its last group is combined, never written. A
 * count reads each block once and keeps nothing, and writing the set, testing it for any item
 * and counting it were three more passes over the block
 * (docs/performance.md#counting-without-a-set).
 */
export function countOne(
  plan: GroupPlan[],
  scope: Bits,
  w0: number,
  w1: number,
  lo: number,
  hi: number,
): number {
  const n = w1 - w0;
  if (noneIn(plan, w0, w1)) return 0;
  let from = scopeOperand(scope, w0, n, lo, hi);
  const last = plan.length - 1;
  for (let g = 0; g < last; g++) {
    if (!combine(counted, from, groupOperands(plan[g], w0, n), n)) return 0;
    from = counted;
  }
  let c = 0;
  if (last < 0) {
    for (let i = 0; i < n; i++) if (from[i]) c += popcount(from[i]);
    return c;
  }
  const { a, b, e } = groupOperands(plan[last], w0, n);
  let x = 0;
  if (a && b && e) {
    for (let i = 0; i < n; i++) if ((x = from[i] & ((a[i] & b[i]) | e[i]))) c += popcount(x);
  } else if (a && b) {
    for (let i = 0; i < n; i++) if ((x = from[i] & a[i] & b[i])) c += popcount(x);
  } else if (a && e) {
    for (let i = 0; i < n; i++) if ((x = from[i] & (a[i] | e[i]))) c += popcount(x);
  } else if (a || e) {
    const y = (a ?? e)!;
    for (let i = 0; i < n; i++) if ((x = from[i] & y[i])) c += popcount(x);
  }
  return c;
}

// Where `countOne` combines the groups before the last.
const counted = new Int32Array(BLOCK);
