import { OVER_GENERAL } from './generality';
import type { SynsetRecord } from './synsetRecord';

/** Synsets of WordNet 3.1's top levels that sort senses into kinds (ids are data.noun offsets). */
export const TOPS = {
  entity: 1740,
  physicalEntity: 1930,
  whole: 3553,
  livingThing: 4258,
  artifact: 22119,
} as const;

const BIT = {
  whole: 1,
  livingThing: 2,
  artifact: 4,
} as const;

const HYPERNYM = new Set(['@', '@i']);
const HYPONYM = new Set(['~', '~i']);

/**
 * What a synset descends from, and how far below `entity` it sits (its shortest hypernym path),
 * worked out on demand and remembered: both are bounded by the ~82,000 noun synsets.
 */
export class Taxonomy {
  private readonly bits = new Map<number, number>();
  private readonly depths = new Map<number, number>();
  private readonly broad = new Map<string, boolean>();

  /** `scan` reads the many synsets a count walks past, so they need not crowd a cache. */
  constructor(
    private readonly synset: (id: number) => SynsetRecord | undefined,
    private readonly scan: (id: number) => SynsetRecord | undefined = synset,
  ) {}

  hypernyms(id: number): number[] {
    const record = this.synset(id);
    if (!record) return [];
    return record.pointers.filter((p) => HYPERNYM.has(p.symbol)).map((p) => p.target);
  }

  /** Steps from `entity` along the shortest hypernym path (entity 0, physical_entity 1...). */
  depth(id: number): number {
    const known = this.depths.get(id);
    if (known !== undefined) return known;
    this.depths.set(id, 0); // a guard against cycles, which WordNet does not have
    const parents = this.hypernyms(id);
    const depth = parents.length === 0 ? 0 : 1 + Math.min(...parents.map((p) => this.depth(p)));
    this.depths.set(id, depth);
    return depth;
  }

  /**
   * Whether at least `count` synsets lie below it (hyponyms, theirs, and so on, each once). The
   * walk stops at `count`, so asking costs at most `count` synset reads, once per synset.
   */
  hasDescendants(id: number, count: number): boolean {
    const key = `${id} ${count}`;
    const known = this.broad.get(key);
    if (known !== undefined) return known;
    const seen = new Set<number>();
    const stack = [id];
    while (stack.length > 0 && seen.size < count) {
      const record = this.scan(stack.pop() as number);
      for (const p of record?.pointers ?? []) {
        if (HYPONYM.has(p.symbol) && !seen.has(p.target)) {
          seen.add(p.target);
          stack.push(p.target);
        }
      }
    }
    this.broad.set(key, seen.size >= count);
    return seen.size >= count;
  }

  /** Too general to name a family (docs/lexicon.md#over-general-synsets). */
  isOverGeneral(id: number): boolean {
    return this.depth(id) <= OVER_GENERAL.nearRoot || this.hasDescendants(id, OVER_GENERAL.broad);
  }

  /** A thing someone could lose: a whole (artifact or natural object), not a living thing. */
  isPhysicalObject(id: number): boolean {
    const bits = this.ancestry(id);
    return (bits & BIT.whole) !== 0 && (bits & BIT.livingThing) === 0;
  }

  isArtifact(id: number): boolean {
    return (this.ancestry(id) & BIT.artifact) !== 0;
  }

  private ancestry(id: number): number {
    const known = this.bits.get(id);
    if (known !== undefined) return known;
    this.bits.set(id, 0);
    let bits = 0;
    if (id === TOPS.whole) bits |= BIT.whole;
    if (id === TOPS.livingThing) bits |= BIT.livingThing;
    if (id === TOPS.artifact) bits |= BIT.artifact;
    for (const parent of this.hypernyms(id)) bits |= this.ancestry(parent);
    this.bits.set(id, bits);
    return bits;
  }
}
