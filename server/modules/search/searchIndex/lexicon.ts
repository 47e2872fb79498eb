import { stem } from '../../../text';
import { TypoNeighbours } from './typoNeighbours';

/**
 * The index's vocabulary as the query expansion reads it (docs/search-evaluation.md): each
 * word's Porter2 stem ("umbrellas" finds "umbrella", as the shared analyser stems), and the
 * words near it for typo correction. Kept current as words arrive.
 */
export class Lexicon {
  private readonly known = new Set<string>();
  private readonly byStem = new Map<string, string | string[]>();
  private readonly typos = new TypoNeighbours();

  add(word: string): void {
    if (this.known.has(word)) return;
    this.known.add(word);
    if (!/^\p{L}{3,}$/u.test(word)) return;
    const s = stem(word);
    const same = this.byStem.get(s);
    if (same === undefined) this.byStem.set(s, word);
    else if (typeof same === 'string') this.byStem.set(s, [same, word]);
    else same.push(word);
    this.typos.add(word);
  }

  /** Every word added, for a snapshot (indexSnapshot.ts): adding them again rebuilds it. */
  words(): string[] {
    return [...this.known];
  }

  has(word: string): boolean {
    return this.known.has(word);
  }

  /** Other words with the stem of `word` ("key" for "keys"), itself left out. */
  sameStem(word: string): string[] {
    if (!/^\p{L}{3,}$/u.test(word)) return [];
    const same = this.byStem.get(stem(word));
    if (same === undefined) return [];
    return (typeof same === 'string' ? [same] : same).filter((w) => w !== word);
  }

  /** Words within `distance` slips of `word`. */
  near(word: string, distance: 1 | 2): string[] {
    return this.typos.near(word, distance);
  }
}
