/**
 * Whether two words are one typing slip apart: a letter dropped or doubled ("walet", "wallett"),
 * two neighbouring letters swapped ("samsnug"), or, with `substitution`, one letter typed for
 * another ("calculater"). The first letter must agree: people seldom get it wrong, and two
 * words differing there are usually two words.
 */
export function oneSlipApart(a: string, b: string, substitution: boolean): boolean {
  if (a === b || a[0] !== b[0]) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return substitution;
    return (
      diff.length === 2 &&
      diff[1] === diff[0] + 1 &&
      a[diff[0]] === b[diff[1]] &&
      a[diff[1]] === b[diff[0]]
    );
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.length !== short.length + 1) return false;
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** The word and every way of dropping one of its letters: two words one slip apart share one. */
export function deletionKeys(word: string): string[] {
  const keys = [word];
  for (let i = 0; i < word.length; i++) keys.push(word.slice(0, i) + word.slice(i + 1));
  return keys;
}
