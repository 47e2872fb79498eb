import { RANKS, type GroupPlan } from './queryExpansion';
import { lowerBound } from './postings';
import type { Bits } from './bits';
import type { SetRef } from './wordSets';

/** Sets are materialised 256 bitset words (8,192 items) at a time. */
export const BLOCK_SHIFT = 8;
export const BLOCK = 1 << BLOCK_SHIFT;

// Scratch for one fill: fills are synchronous, so one set of arrays serves the process.
const word = new Int32Array(BLOCK);
const extra = new Int32Array(BLOCK);
const group = Array.from({ length: RANKS }, () => new Int32Array(BLOCK));

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
  const loW = lo >>> 5;
  const hiW = hi >>> 5;
  let any = 0;
  const base = outs[0];
  for (let i = 0; i < n; i++) {
    const w = w0 + i;
    let x = w < scope.length ? scope[w] : 0;
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

function orInto(into: Int32Array, set: SetRef, w0: number, n: number): void {
  const bits = set.bits;
  if (bits) {
    const m = Math.min(n, bits.length - w0);
    for (let i = 0; i < m; i++) into[i] |= bits[w0 + i];
    return;
  }
  // A rare word's ordinals: only those in the block, found by binary search.
  const list = set.list;
  const from = w0 << 5;
  const to = (w0 + n) << 5;
  for (let k = lowerBound(list, list.length, from); k < list.length; k++) {
    const o = list[k];
    if (o >= to) break;
    into[(o >>> 5) - w0] |= 1 << (o & 31);
  }
}
