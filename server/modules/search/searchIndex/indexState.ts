import type { Field, IndexKey } from './matchIndex';

/** Everything an index holds, as plain arrays: what a snapshot stores (indexSnapshot.ts). */
export type IndexState = {
  keys: IndexKey[];
  /** Item ids by ordinal. */
  ids: string[];
  /** Per ordinal: its status code when it is live, else 0. */
  statuses: Uint8Array;
  lastOrder: string;
  /** Posting times in ms since the epoch, by ordinal. */
  postedAt: Float64Array;
  categoryOf: string[];
  locationOf: string[];
  /** The words of the texts (the lexicon is rebuilt from them). */
  lexicon: string[];
  /** Per field, each word's ordinals (ascending). */
  fields: Record<Field, Iterable<[string, Int32Array]>>;
  /** Items changed in place: ordinal, current title words, current words. */
  changed: [number, string[], string[]][];
};
