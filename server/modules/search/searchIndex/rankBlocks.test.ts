import { countOne, fillRanks, BLOCK } from './rankBlocks';
import type { GroupPlan } from './queryExpansion';
import type { SetRef } from './wordSets';

/** A deterministic pseudo-random generator (the sets differ per seed, never per run). */
function prng(seed: number) {
  // mulberry32: well spread from the first draw, even for small seeds.
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

const ITEMS = BLOCK * 32 * 2 + 77; // two blocks and a part of a third

/** A set of the items drawn with probability `p`, as a bitset or as sorted ordinals. */
function set(r: () => number, p: number, asList: boolean): { ref: SetRef; has: Set<number> } {
  const has = new Set<number>();
  for (let o = 0; o < ITEMS; o++) if (r() < p) has.add(o);
  if (asList) return { ref: { list: Int32Array.from([...has]), size: has.size }, has };
  // Bitsets may be shorter than the catalogue (they grow as items are added).
  const bits = new Int32Array(((Math.max(-1, ...has) + 32) >>> 5) + (r() < 0.5 ? 0 : 3));
  for (const o of has) bits[o >>> 5] |= 1 << (o & 31);
  return { ref: { bits, size: has.size }, has };
}

type Model = { words: Set<number>[][]; extra: Set<number>[] }[];

/** Rank by rank (cumulative), the plan and the same sets as plain sets of ordinals. */
function plans(r: () => number, ranks: number, groups: number, typed: number) {
  const drawn = () => set(r, [0, 0.0005, 0.02, 0.3][Math.floor(r() * 4)], r() < 0.5);
  const shape = Array.from({ length: groups }, () => ({
    words: Array.from({ length: typed }, () =>
      Array.from({ length: ranks }, () => Array.from({ length: Math.floor(r() * 3) }, drawn)),
    ),
    extra: Array.from({ length: ranks }, (_, k) =>
      k < 2 ? [] : Array.from({ length: Math.floor(r() * 3) }, drawn),
    ),
  }));
  const upTo = <T>(levels: T[][], k: number) => levels.slice(0, k + 1).flat();
  const plan: GroupPlan[][] = [];
  const model: Model[] = [];
  for (let k = 0; k < ranks; k++) {
    plan.push(
      shape.map((g) => ({
        words: g.words.map((w) => upTo(w, k).map((s) => s.ref)),
        extra: upTo(g.extra, k).map((s) => s.ref),
      })),
    );
    model.push(
      shape.map((g) => ({
        words: g.words.map((w) => upTo(w, k).map((s) => s.has)),
        extra: upTo(g.extra, k).map((s) => s.has),
      })),
    );
  }
  return { plan, model };
}

const inModel = (m: Model, o: number) =>
  m.every(
    (g) =>
      (g.words.length > 0 && g.words.every((options) => options.some((s) => s.has(o)))) ||
      g.extra.some((s) => s.has(o)),
  );

describe('a block of a rank set (rankBlocks.ts fillRanks, countOne)', () => {
  it('holds exactly the scope items in every group at each rank, for one rank or several, and counts them', () => {
    for (let seed = 1; seed <= 60; seed++) {
      const r = prng(seed);
      const ranks = 1 + Math.floor(r() * 4);
      const { plan, model } = plans(r, ranks, 1 + Math.floor(r() * 2), Math.floor(r() * 4));
      const scope = new Int32Array((ITEMS + 31) >>> 5);
      for (let o = 0; o < ITEMS; o++) if (r() < 0.8) scope[o >>> 5] |= 1 << (o & 31);
      const lo = Math.floor(r() * 3000);
      const hi = ITEMS - Math.floor(r() * 3000);
      // As a scan fills them: up to the scope's last bitset word, read from its first.
      const last = (hi + 31) >>> 5;
      for (let b = 0; b * BLOCK < last; b++) {
        const w0 = b * BLOCK;
        const w1 = Math.min(w0 + BLOCK, last);
        const outs = plan.map(() => new Int32Array(BLOCK).fill(-1));
        const left = fillRanks(outs, plan, scope, w0, w1, lo, hi);
        // Each rank alone too, as the widest rank's check reads it (indexSource.ts widestOf).
        const alone = plan.map(() => new Int32Array(BLOCK).fill(-1));
        const aloneLeft = plan.map((p, k) => fillRanks([alone[k]], [p], scope, w0, w1, lo, hi)[0]);
        for (let k = 0; k < ranks; k++) {
          const want: number[] = [];
          const got: number[] = [];
          const single: number[] = [];
          for (let o = Math.max(w0 << 5, lo & ~31); o < w1 << 5; o++) {
            const inScope = o >= lo && o < hi && (scope[o >>> 5] & (1 << (o & 31))) !== 0;
            if (inScope && inModel(model[k], o)) want.push(o);
            if (left[k] && outs[k][(o >>> 5) - w0] & (1 << (o & 31))) got.push(o);
            if (aloneLeft[k] && alone[k][(o >>> 5) - w0] & (1 << (o & 31))) single.push(o);
          }
          expect({ seed, block: b, rank: k, items: got }).toEqual({
            seed,
            block: b,
            rank: k,
            items: want,
          });
          expect(left[k]).toBe(want.length > 0);
          expect(single).toEqual(want);
          expect(aloneLeft[k]).toBe(want.length > 0);
          // A count reads the same set without writing it (indexSource.ts count).
          expect(countOne(plan[k], scope, w0, w1, lo, hi)).toBe(want.length);
        }
      }
    }
  });

  it('never writes into the sets it reads', () => {
    const r = prng(7);
    const { plan } = plans(r, 1, 2, 3);
    const copies = plan[0]
      .flatMap((g) => [...g.words.flat(), ...g.extra])
      .map((s) => s.bits?.slice());
    const scope = new Int32Array((ITEMS + 31) >>> 5).fill(-1);
    fillRanks([new Int32Array(BLOCK)], plan, scope, 0, BLOCK, 0, ITEMS);
    countOne(plan[0], scope, 0, BLOCK, 33, ITEMS - 5);
    const after = plan[0].flatMap((g) => [...g.words.flat(), ...g.extra]).map((s) => s.bits);
    expect(after).toEqual(copies);
  });
});
