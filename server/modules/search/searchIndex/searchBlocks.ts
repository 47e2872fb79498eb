import { addsNothing, RANKS, type GroupPlan } from './queryExpansion';
import { popcount } from './bits';
import { BLOCK, BLOCK_SHIFT, blockArrays, countOne, fillRanks } from './rankBlocks';
import type { Field, Scope } from './matchIndex';

// Module-level copies: an imported binding is read through a getter in the compiled modules.
const SHIFT = BLOCK_SHIFT;
const SIZE = BLOCK;
// Where a block's ranks are filled before those with matches are kept (fills are synchronous).
const scratch = Array.from({ length: RANKS }, () => new Int32Array(BLOCK));

/** One search's sets, a block of 8,192 items at a time, as its scan reaches them. */
export type SearchBlocks = {
  /** Block `b` of `field`'s set at `rank` (cumulative, within the scope), or null when empty. */
  blockOf(field: Field, rank: number, b: number): Int32Array | null;
  /** Block `b` of the widest rank's set (every match at any rank), or null when empty. */
  widestOf(b: number): Int32Array | null;
  /** How many items block `b` of the widest rank's set holds (read, never kept). */
  widestCount(b: number): number;
  /** Per rank of `all`, whether it adds no set to the rank below (queryExpansion.ts). */
  addsNothing: boolean[];
};

/**
 * The sets of one search's plans (queryExpansion.ts) within `scope`, bitset words up to `last`,
 * materialised block by block (rankBlocks.ts) and kept for the search: null for a block with no
 * match (docs/performance.md#ranks-that-add-nothing).
 */
export function searchBlocks(
  plans: Record<Field, GroupPlan[][]>,
  scope: Scope,
  last: number,
  /** Whether a block may hold a match at all (pairBlocks.ts), or null: every block may. */
  mayMatch: ((b: number) => boolean) | null = null,
  /** Whether a block may hold a title match (the title words' pairs), or null. */
  mayMatchTitle: ((b: number) => boolean) | null = null,
): SearchBlocks {
  const { bits, lo, hi } = scope;
  // [field][rank][block], made as the scan reaches them.
  const blocks: Record<Field, (Int32Array | null | undefined)[][]> = { all: [], title: [] };
  const blockArray = blockArrays();
  // Whether each rank adds nothing to the one below, worked out once per search.
  const same: Record<Field, boolean[]> = {
    all: plans.all.map((_, r) => addsNothing(plans.all, r)),
    title: plans.title.map((_, r) => addsNothing(plans.title, r)),
  };
  // Blocks whose widest rank was read first (blockOf): found empty, or not.
  let emptySeen = 0;
  let fullSeen = 0;

  /** Block `b` of `field`'s set at `rank` (cumulative, within the scope), or null when empty. */
  const blockOf = (field: Field, rank: number, b: number): Int32Array | null => {
    const made = blocks[field][rank]?.[b];
    if (made !== undefined) return made;
    if (mayMatch && !mayMatch(b)) return emptyAt(b);
    if (field === 'title' && mayMatchTitle && !mayMatchTitle(b)) {
      // No title match here; the block's other matches are still to be read.
      return ((blocks.title[rank] ??= [])[b] = null);
    }
    const fieldPlans = plans[field];
    // A rank that adds no set to the one below has the same set (rank 1 of most searches).
    if (same[field][rank]) {
      return ((blocks[field][rank] ??= [])[b] = blockOf(field, rank - 1, b));
    }
    // The widest rank alone first: a block without a match there has none at any rank, in
    // either field, and most blocks of a search with few matches are such (one rank's sets
    // read instead of every rank's). Not for titles: their one rank costs less than it. Nor
    // once most blocks checked had a match: then it is read twice for nothing.
    if (field === 'all' && emptySeen >= fullSeen) {
      if (!widestOf(b)) {
        emptySeen++;
        return emptyAt(b);
      }
      fullSeen++;
    }
    const w0 = b << SHIFT;
    const end = Math.min(w0 + SIZE, last + 1);
    const below = rank > 0 ? blocks[field][rank - 1]?.[b] : undefined;
    if (below !== undefined) {
      // The rank below is made (a scan's earlier pass): this rank alone is filled, one pass
      // over its sets, where filling the ranks up to it read the lower ranks' sets again.
      let out: Int32Array | null = null;
      if (fillRanks([scratch[rank]], [fieldPlans[rank]], bits, w0, end, lo, hi)[0]) {
        (out = blockArray()).set(scratch[rank].subarray(0, end - w0));
      }
      return ((blocks[field][rank] ??= [])[b] = out);
    }
    // The ranks up to this one at once (rankBlocks.ts): a scan reads rank 0 over every block
    // before rank 1, and a page that then fills in rank 1's first blocks never needed the higher
    // ranks' synonyms and families elsewhere (they were most of the slowest searches' cost).
    const upTo = fieldPlans.slice(0, rank + 1);
    const left = fillRanks(scratch, upTo, bits, w0, end, lo, hi);
    // Only a rank with matches keeps an array (most blocks of a scan have none).
    for (let r = 0; r <= rank; r++) {
      let out: Int32Array | null = null;
      if (left[r]) (out = blockArray()).set(scratch[r].subarray(0, end - w0));
      (blocks[field][r] ??= [])[b] = out;
    }
    return blocks[field][rank][b]!;
  };

  /** Marks block `b` empty at every rank of both fields (no match there at any rank). */
  const emptyAt = (b: number): null => {
    for (const f of ['all', 'title'] as const) {
      plans[f].forEach((_, r) => ((blocks[f][r] ??= [])[b] = null));
    }
    return null;
  };

  /**
   * Block `b` of the widest rank's set alone (every match, at any rank): what a count and the
   * partial matches read, each block once and in turn. The ranks are cumulative, so the widest
   * plan holds every option and one pass over the sets gives it, where `blockOf` fills every
   * rank; and one buffer serves every block, where keeping them all made a megabyte of garbage a
   * search at a million items (docs/performance.md#in-memory-search-index).
   */
  let widestAt = -1;
  let widestLeft = false;
  let widestBuffer: Int32Array | null = null;
  const widestOf = (b: number): Int32Array | null => {
    const fieldPlans = plans.all;
    const widest = fieldPlans.length - 1;
    const made = blocks.all[widest]?.[b];
    if (made !== undefined) return made;
    if (mayMatch && !mayMatch(b)) return emptyAt(b);
    if (b !== widestAt) {
      const out = (widestBuffer ??= new Int32Array(SIZE));
      out.fill(0);
      const w0 = b << SHIFT;
      const end = Math.min(w0 + SIZE, last + 1);
      [widestLeft] = fillRanks([out], [fieldPlans[widest]], bits, w0, end, lo, hi);
      widestAt = b;
    }
    return widestLeft ? widestBuffer : null;
  };

  /**
   * What a count reads (docs/performance.md#counting-without-a-set): a block already made is
   * counted, any other is counted as its set is combined, never written or kept.
   */
  const widestCount = (b: number): number => {
    const widest = plans.all.length - 1;
    const made = b === widestAt ? (widestLeft ? widestBuffer : null) : blocks.all[widest]?.[b];
    if (made !== undefined) {
      let n = 0;
      if (made) for (let i = 0; i < SIZE; i++) if (made[i]) n += popcount(made[i]);
      return n;
    }
    if (mayMatch && !mayMatch(b)) {
      emptyAt(b);
      return 0;
    }
    const w0 = b << SHIFT;
    return countOne(plans.all[widest], bits, w0, Math.min(w0 + SIZE, last + 1), lo, hi);
  };

  return { blockOf, widestOf, widestCount, addsNothing: same.all };
}
