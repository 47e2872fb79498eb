import type { KeyQuery, SearchKeys } from '../searchKeys';
import type { IndexKey } from './matchIndex';

/** What the main thread asks the search thread (server/threads/searchThread.ts). */
export type ToSearchThread = { id: number } & (
  { type: 'keys'; query: KeyQuery } | { type: 'ready' } | { type: 'close' }
);

/** The answer to a `keys` request: null while the index loads (the database answers then). */
export type KeysAnswer = SearchKeys<IndexKey> | null;

/** Each answer says whether the index is loaded (the readiness check reports it). */
export type FromSearchThread = { id: number; state: 'ready' | 'loading' } & (
  { ok: true; value: unknown } | { ok: false; error: string }
);
