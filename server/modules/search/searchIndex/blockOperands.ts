import { lowerBound } from './postings';
import type { GroupPlan } from './queryExpansion';
import type { Bits } from './bits';
import type { SetRef } from './wordSets';

/*
 * The operands of a block's fill or count (rankBlocks.ts): a group's sets read in place when
 * one bitset is all there is, else ORed into scratch arrays, and the scope cut to its range.
 * Fills and counts are synchronous, so one set of scratch arrays serves the process.
 */

/** Sets are materialised 256 bitset words (8,192 items) at a time. */
export const BLOCK_SHIFT = 8;
export const BLOCK = 1 << BLOCK_SHIFT;

// Scratch for the typed words' and extra sets' unions of one group (`operand`).
const scratch: Int32Array[] = [];
const scratchAt = (k: number) => (scratch[k] ??= new Int32Array(BLOCK));

/**
 * Bitset words [w0, w0 + n) of the union of `sets`, to be read from index 0: a bitset's own
 * words when it is the only set (no copy), else the sets ORed into scratch array `k`.
 */
function operand(sets: SetRef[], k: number, w0: number, n: number): Int32Array {
  const only = sets.length === 1 ? sets[0].bits : undefined;
  if (only && only.length >= w0 + n) return only.subarray(w0, w0 + n);
  const into = scratchAt(k);
  let s = 0;
  const first = sets.length ? sets[0].bits : undefined;
  if (first && first.length >= w0 + n) {
    into.set(first.subarray(w0, w0 + n));
    s = 1;
  } else into.fill(0, 0, n);
  for (; s < sets.length; s++) orInto(into, sets[s], w0, n);
  return into;
}

/**
 * The scope's bitset words [w0, w0 + n) within its ordinal range [lo, hi): its own words in
 * place, or (a block the range cuts) a copy with the words before lo's cleared and lo's and
 * hi's cut.
 */
export function scopeOperand(
  scope: Bits,
  w0: number,
  n: number,
  lo: number,
  hi: number,
): Int32Array {
  const from = operand([{ bits: scope, size: 1 }], 0, w0, n);
  const loW = (lo >>> 5) - w0;
  const hiW = (hi >>> 5) - w0;
  const cutLo = loW > 0 || (loW === 0 && (lo & 31) !== 0);
  const cutHi = hiW >= 0 && hiW < n;
  if (!cutLo && !cutHi) return from;
  const into = scratchAt(0);
  if (into !== from) into.set(from.subarray(0, n));
  if (loW > 0) into.fill(0, 0, Math.min(loW, n));
  if (loW >= 0 && loW < n) into[loW] &= -1 << (lo & 31);
  if (cutHi) into[hiW] &= (1 << (hi & 31)) - 1;
  return into;
}

/** A group's operands: its typed words ANDed (`a`, and `b` when two), its extra sets ORed. */
export type Operands = { a: Int32Array | null; b: Int32Array | null; e: Int32Array | null };

export function groupOperands(group: GroupPlan, w0: number, n: number): Operands {
  const { words, extra } = group;
  const typed = words.length;
  // Scratch 0 may hold the scope: the group's operands start at 1.
  let a = typed > 0 ? operand(words[0], 1, w0, n) : null;
  const b = typed > 1 ? operand(words[1], 2, w0, n) : null;
  if (typed > 2 && a !== scratch[1]) {
    // A third word is ANDed into the first: a copy, never the index's own bitset.
    scratchAt(1).set(a!.subarray(0, n));
    a = scratch[1];
  }
  for (let k = 2; k < typed; k++) {
    const c = operand(words[k], 3, w0, n);
    for (let i = 0; i < n; i++) a![i] &= c[i];
  }
  return { a, b, e: extra.length ? operand(extra, 4, w0, n) : null };
}

/** out = from ∩ the group (`ops`), over n words (out may be from); whether any item is left. */
export function combine(out: Int32Array, from: Int32Array, ops: Operands, n: number): number {
  const { a, b, e } = ops;
  let x = 0;
  if (a && b && e) for (let i = 0; i < n; i++) x |= out[i] = from[i] & ((a[i] & b[i]) | e[i]);
  else if (a && b) for (let i = 0; i < n; i++) x |= out[i] = from[i] & a[i] & b[i];
  else if (a && e) for (let i = 0; i < n; i++) x |= out[i] = from[i] & (a[i] | e[i]);
  else if (a || e) {
    const y = (a ?? e)!;
    for (let i = 0; i < n; i++) x |= out[i] = from[i] & y[i];
  } else out.fill(0, 0, n);
  return x;
}

export function orInto(into: Int32Array, set: SetRef, w0: number, n: number): void {
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
