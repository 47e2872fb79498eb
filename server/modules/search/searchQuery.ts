import { expandedQuery } from './synonymTerms';

/**
 * User input is data, never query syntax: the search text is cut into words (Unicode letters,
 * digits and combining marks); everything else, quotes, %, _, operators, emoji, is a separator.
 * Each word is then written into the engine's syntax by us, so it cannot inject operators.
 * A query with no words at all means "no search filter" (plain browse).
 */
const MAX_TOKENS = 8;
const MAX_TOKEN_LENGTH = 40;

export function searchTokens(input: string | undefined): string[] {
  if (!input) return [];
  const words = wordsIn(input).map((w) => w.slice(0, MAX_TOKEN_LENGTH));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** The words of a text, NFKC-normalised and lower-cased (the in-memory index reads items so). */
export function wordsIn(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
}

/**
 * Word prefixes ("lap" finds "laptop"); a one-letter word must match whole, otherwise "a" would
 * match nearly every item.
 */
export const isPrefix = (token: string) => [...token].length > 1;

const SEARCHED_COLUMNS = '{title description location category}';

/**
 * FTS5 MATCH texts (the index holds active items only): `all` finds every match, `inTitle` the
 * ones with every word in the title (ranked first), `rest` the others. Each word is a quoted
 * phrase, so nothing the user typed is read as an operator; the status is a flag token.
 */
export function fts5Match(tokens: string[], status?: string) {
  // Synonyms ORed in (docs/search-evaluation.md#the-database-engines).
  const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;
  const words = expandedQuery(tokens, {
    word: (t) => `${quoted(t)}${isPrefix(t) ? '*' : ''}`,
    phrase: (ws) => quoted(ws.join(' ')),
    and: ' AND ',
    or: ' OR ',
  });
  const flag = status ? `flags : x${status.toLowerCase()} AND ` : '';
  const all = `${flag}${SEARCHED_COLUMNS} : (${words})`;
  const title = `title : (${words})`;
  return {
    all,
    inTitle: `${flag}${title}`,
    rest: `(${all}) NOT ${title}`,
    /** For `items_title_fts`, which holds titles (and flags) only. */
    titleOnly: `${flag}title : (${words})`,
  };
}

/**
 * PostgreSQL to_tsquery text: `word:* & word2:*`, synonyms ORed in (`(earbuds:* | airpods)`);
 * tokens and the lists' phrases hold only letters, digits and marks.
 */
export function pgTsQuery(tokens: string[]): string {
  return expandedQuery(tokens, {
    word: (t) => (isPrefix(t) ? `${t}:*` : t),
    phrase: (ws) => (ws.length === 1 ? ws[0] : `(${ws.join(' <-> ')})`),
    and: ' & ',
    or: ' | ',
  });
}
