import { DEFAULT_CATEGORIES } from '../../server/modules/categories/defaults';
import { parseEvalLine } from './evalLine';
import type { MatchingSet } from './matchingSet';
import type { MatchReport } from '../../server/modules/matching/types';

/**
 * A matching set written in the line format (heldout/README.md): pairs as blocks of a Lost line
 * then its Found line, near misses and unrelated reports a line each. `name` names the set in
 * errors, `prefix` starts its reports' ids; categories are the portal's defaults.
 */

function reportOf(line: string, id: string, name: string): MatchReport {
  const e = parseEvalLine(line, name);
  if (!DEFAULT_CATEGORIES.includes(e.category)) throw new Error(`${name}: category in "${line}"`);
  return {
    id,
    status: e.status,
    title: e.title,
    description: e.description,
    location: e.location,
    categoryId: `cat-${e.category.toLowerCase().replace(/\s+/g, '-')}`,
    categoryName: e.category,
    createdAt: e.createdAt,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('//'));

export function lineSet(
  texts: { pairs: string; nearMisses: string; unrelated: string },
  name: string,
  prefix: string,
): MatchingSet {
  const pairs = texts.pairs
    .split(/\n\s*\n/)
    .map(lines)
    .filter((block) => block.length > 0)
    .map((block, i) => {
      const n = String(i + 1).padStart(3, '0');
      if (block.length !== 2) throw new Error(`${name}: pair ${n} has ${block.length} lines`);
      const lost = reportOf(block[0], `${prefix}-lost-${n}`, name);
      const found = reportOf(block[1], `${prefix}-found-${n}`, name);
      if (lost.status !== 'Lost' || found.status !== 'Found')
        throw new Error(`${name}: pair ${n} is not a Lost line then a Found line`);
      return { lost, found };
    });
  return {
    pairs,
    nearMisses: lines(texts.nearMisses).map((l, i) => reportOf(l, `${prefix}-near-${i + 1}`, name)),
    unrelated: lines(texts.unrelated).map((l, i) => reportOf(l, `${prefix}-other-${i + 1}`, name)),
  };
}
