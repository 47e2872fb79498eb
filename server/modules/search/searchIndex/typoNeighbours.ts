/**
 * The index's words within a typing slip or two of a typed word (docs/search-evaluation.md#typos):
 * a deletion-neighbourhood map (SymSpell): every word is filed under itself and each way of
 * dropping one of its letters, so a word one edit from a typed one shares a key with it, and
 * candidates are then checked with the optimal-string-alignment distance (a swap of two
 * neighbours is one edit: "samsnug"). Built as words arrive, never rebuilt.
 */
const LONG = 8;

export class TypoNeighbours {
  private readonly byKey = new Map<string, string | string[]>();

  /** Files a new word (letters only, 3 or more: shorter words are never corrected to). */
  add(word: string): void {
    if (word.length < 3 || !/^\p{L}+$/u.test(word)) return;
    const keys = new Set(deletions(word));
    // A typed word of 8+ letters may be two edits away (issue 25): words that long are filed
    // under their two-letter deletions too, so two letters typed for others are found.
    if (word.length >= LONG)
      for (const d of deletions(word)) for (const k of deletions(d)) keys.add(k);
    for (const key of keys) {
      const known = this.byKey.get(key);
      if (known === undefined) this.byKey.set(key, word);
      else if (typeof known === 'string') this.byKey.set(key, [known, word]);
      else known.push(word);
    }
  }

  /**
   * Words at most `distance` edits (1 or 2) from `typed`, with the same first letter (people
   * seldom get that one wrong, and two words differing there are usually two words).
   */
  near(typed: string, distance: 1 | 2): string[] {
    const keys = new Set(deletions(typed));
    if (distance === 2) for (const d of deletions(typed)) for (const k of deletions(d)) keys.add(k);
    const found = new Set<string>();
    for (const key of keys) {
      const words = this.byKey.get(key);
      if (words === undefined) continue;
      for (const w of typeof words === 'string' ? [words] : words) {
        if (w !== typed && w[0] === typed[0] && !found.has(w) && osaWithin(typed, w, distance)) {
          found.add(w);
        }
      }
    }
    return [...found];
  }
}

/** The word and each way of dropping one letter. */
function deletions(word: string): string[] {
  const out = [word];
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1));
  return out;
}

/** Whether the optimal-string-alignment distance of `a` and `b` is at most `max`. */
export function osaWithin(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      if (i === 0) {
        row.push(j);
        continue;
      }
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[i - 1][j] + 1, row[j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d = Math.min(d, rows[i - 2][j - 2] + 1);
      }
      row.push(d);
      best = Math.min(best, d);
    }
    if (i > 0 && best > max) return false;
    rows.push(row);
  }
  return rows[a.length][b.length] <= max;
}
