import { parseEvalLine } from './evalLine';
import { DEV_ITEM_LINES, DEV_QUERIES } from './searchDev';
import { SEARCH_ITEM_LINES, SEARCH_QUERIES, type SearchQueryKind } from './heldout/searchQueries';

/** One item of a search evaluation set, as the portal stores it. */
export type EvalItem = {
  /** 1-based line number: what a query's `wants` names. */
  line: number;
  status: 'Lost' | 'Found';
  createdAt: string;
  category: string;
  location: string;
  title: string;
  description: string;
};

export type EvalQuery = { query: string; kind: SearchQueryKind; wants: number[] };
export type SearchSet = { label: string; items: EvalItem[]; queries: EvalQuery[] };

export const KINDS: SearchQueryKind[] = [
  'exact',
  'typo',
  'other-name',
  'plural',
  'extra-words',
  'name',
];

function parseItem(text: string, line: number): EvalItem {
  return { line, ...parseEvalLine(text, `search set, line ${line}`) };
}

const setOf = (label: string, lines: string[], queries: EvalQuery[]): SearchSet => ({
  label,
  items: lines.map((l, i) => parseItem(l, i + 1)),
  queries,
});

/** The held-out set (heldout/README.md): only ever measured, never tuned on. */
export const heldoutSearchSet = () => setOf('held-out', SEARCH_ITEM_LINES, SEARCH_QUERIES);

/** The dev set (searchDev.ts): the one the search is tuned on. */
export const devSearchSet = () => setOf('dev', DEV_ITEM_LINES, DEV_QUERIES);
