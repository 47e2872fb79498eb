import { sameGivenName } from '../../text/nicknames';
import { nameKey, orderFree, squashed } from '../../text/personName';
import { oneSlipApart } from '../../text/slips';
import { stem } from '../../text/stem';
import type { NameMark } from './nameMarks';

/*
 * Whether two reports' names are one owner or two (docs/product.md#matching): marks are read
 * whole by nameMarks.ts, so "Ada Okafor" and "Emil Okafor" clash instead of sharing "Okafor".
 */

/** How well two reports' names agree: the best of any two marks, else their worst clash. */
export type NameComparison = {
  /** `full`: given name and surname; `part`: one of them and the other's initial. */
  agree?: { strength: 'full' | 'part' | 'one' | 'initials'; display: string };
  /** `full`: two written words disagree in full names; `one`: two single names differ. */
  clash?: 'full' | 'initials' | 'one';
};

const AGREE_ORDER = ['full', 'part', 'one', 'initials'] as const;
const CLASH_ORDER = ['full', 'initials', 'one'] as const;

/** Compares the person and initials marks of two reports (text marks meet on their words). */
export function compareNames(a: NameMark[], b: NameMark[]): NameComparison {
  const result: NameComparison = {};
  for (const x of a) {
    if (x.kind === 'text') continue;
    for (const y of b) {
      if (y.kind === 'text') continue;
      const r = compareMarks(x, y);
      if (r.agree) {
        const better =
          !result.agree ||
          AGREE_ORDER.indexOf(r.agree.strength) < AGREE_ORDER.indexOf(result.agree.strength);
        if (better) result.agree = r.agree;
      } else if (r.clash && !x.uncued && !y.uncued) {
        const worse =
          !result.clash || CLASH_ORDER.indexOf(r.clash) < CLASH_ORDER.indexOf(result.clash);
        if (worse) result.clash = r.clash;
      }
    }
  }
  if (result.agree) delete result.clash;
  return result;
}

type Meeting = 'same' | 'fits' | 'clash';

/**
 * Two parts of a name: two words meet on their stem, one slip apart ("Micheal", "Michael"; no
 * letter typed for another, as "Jonas" and "Jones" are two names), or, as given names, when one
 * is a short form of the other ("Tom", "Thomas"); an initial fits a word it begins.
 */
function meet(p: string, q: string, given = false): Meeting {
  if (p.length > 1 && q.length > 1) {
    if (p === q || stem(p) === stem(q) || nameKey(p) === nameKey(q)) return 'same';
    if (given && sameGivenName(p, q)) return 'same';
    const slip = Math.min(p.length, q.length) >= 5 && !p.includes('-') && !q.includes('-');
    return slip && oneSlipApart(p, q, false) ? 'same' : 'clash';
  }
  return p[0] === q[0] ? 'fits' : 'clash';
}

/**
 * The surnames of two names, the parts after the given name: they meet when a word of one is a
 * word of the other, so "García" is "García López" and "Hernández" is "Luis Hernández Ruiz" (one
 * surname of several is how people shorten theirs). A double-barrelled surname is one word:
 * "Smith-Jones" meets "Smith-Jones" and "Smith Jones", never "Jones" alone.
 */
function surnamesMeet(p: string[], q: string[]): Meeting {
  const spaced = (parts: string[]) => parts.join(' ');
  for (const [x, y] of [
    [p, q],
    [q, p],
  ]) {
    for (const part of x) {
      if (part.includes('-') && ` ${spaced(y)} `.includes(` ${part.replace(/-/g, ' ')} `)) {
        return 'same';
      }
    }
  }
  for (const x of p) for (const y of q) if (meet(x, y) === 'same') return 'same';
  const [last, other] = [p[p.length - 1], q[q.length - 1]];
  return meet(last, other) === 'fits' ? 'fits' : 'clash';
}

/** Initials agree when equal, or when one adds middle initials ("JS" and "JKS"). */
function initialsMeet(p: string, q: string): boolean {
  if (p === q) return true;
  return p.length !== q.length && p[0] === q[0] && p.at(-1) === q.at(-1);
}

/** The less specific of two displays: what both reports say. */
function shownOf(x: NameMark, y: NameMark): string {
  const words = (m: NameMark) => m.parts.filter((p) => p.length > 1).length;
  return words(y) < words(x) ? y.display : x.display;
}

function compareMarks(x: NameMark, y: NameMark): NameComparison {
  if (x.kind === 'initials' || y.kind === 'initials') {
    const [i, o] = x.kind === 'initials' ? [x, y] : [y, x];
    // "JS" and "Jamie": one given name says too little about two initials.
    if (o.parts.length < 2) return {};
    const letters = (m: NameMark) => m.parts.map((p) => p[0]).join('');
    return initialsMeet(letters(i), letters(o))
      ? { agree: { strength: 'initials', display: letters(i).toUpperCase() } }
      : { clash: 'initials' };
  }
  const [p, q] = [x.parts, y.parts];
  const words = (parts: string[]) => parts.filter((w) => w.length > 1).length;
  // "Maryann Lee" and "Mary Ann Lee", "Jean-Luc" and "Jean Luc"; "AN NGUYEN VAN" and "Nguyen
  // Van An": one name written as one word or two, or in another order (personName.ts).
  if (words(p) >= 2 && words(q) >= 2) {
    if (orderFree(p) === orderFree(q) || sameLettersInSomeOrder(p, q)) {
      return { agree: { strength: 'full', display: shownOf(x, y) } };
    }
  }
  if (p.length === 1 || q.length === 1) {
    // "Diego" and "Diego R.": a single name is the given name or the surname of the other.
    const [one, other] = p.length === 1 ? [p[0], q] : [q[0], p];
    const ends = [other[0], other[other.length - 1]];
    if (ends.some((e, i) => e.length > 1 && meet(one, e, i === 0) === 'same')) {
      return { agree: { strength: 'one', display: shownOf(x, y) } };
    }
    // "Diego" and "D. Rossi" may be one person; "Priya" and "Jonah K." are not.
    if (ends.some((e) => meet(one, e) === 'fits')) return {};
    return { clash: 'one' };
  }
  let given = meet(p[0], q[0], true);
  let surname = surnamesMeet(p.slice(1), q.slice(1));
  if (given === 'clash' || surname === 'clash') {
    // "ZHANG Wei" and "Wei Zhang": the surname written first, as on many cards.
    const swapped = p.length === 2 && q.length === 2;
    if (swapped && meet(p[0], q[1], true) === 'same' && meet(p[1], q[0], true) === 'same') {
      [given, surname] = ['same', 'same'];
    }
  }
  if (given === 'clash' || surname === 'clash') {
    const unordered = anyOrder(p, q);
    if (unordered) return { agree: { strength: unordered, display: shownOf(x, y) } };
    const wordsClash =
      (given === 'clash' && p[0].length > 1 && q[0].length > 1) ||
      (surname === 'clash' && p[p.length - 1].length > 1 && q[q.length - 1].length > 1);
    return { clash: wordsClash ? 'full' : 'initials' };
  }
  // "Mohammed Irfan Shaikh" and "Mohammed Imran Shaikh": two written middle names that differ.
  if (p.length === 3 && q.length === 3 && p[1].length > 1 && q[1].length > 1) {
    if (meet(p[1], q[1], true) === 'clash' && meet(p[2], q[2]) === 'same') return { clash: 'full' };
  }
  const same = [given, surname].filter((m) => m === 'same').length;
  if (same === 0) {
    const letters = `${p[0][0]}${p[p.length - 1][0]}`.toUpperCase();
    return { agree: { strength: 'initials', display: letters } };
  }
  return { agree: { strength: same === 2 ? 'full' : 'part', display: shownOf(x, y) } };
}

/** An initial, or a short form written with its letters ("Md" for "Mohammed", "Wm" for "William"). */
function fitsShort(short: string, word: string): boolean {
  if (short.length === 1) return word[0] === short;
  if (short.length > 3 || word.length <= short.length || short[0] !== word[0]) return false;
  let at = 0;
  for (const c of word) if (c === short[at]) at += 1;
  return at >= short.length && !/[aeiou]/.test(short.slice(1));
}

/**
 * Two names in any order, an initial standing for a word ("EZE NGOZI C." and "Ngozi Chiamaka
 * Eze"; "MD IRFAN SHAIKH" and "Mohammed Irfan Shaikh"), when the written order disagrees: `full`
 * when every word of the shorter meets one of the other's, `part` when two words meet and at
 * most one side has a word left over. A leftover word on each side is two people
 * ("Alexandra Nguyen", "Alexander Nguyen").
 */
function anyOrder(p: string[], q: string[]): 'full' | 'part' | null {
  const left = [...q];
  const unmatched: string[] = [];
  let same = 0;
  let fits = 0;
  const take = (word: string, want: Meeting) => {
    const i = left.findIndex((w) =>
      want === 'fits' ? fitsShort(word, w) || fitsShort(w, word) : meet(word, w, true) === want,
    );
    if (i < 0) return false;
    left.splice(i, 1);
    return true;
  };
  const words = [...p].sort((a, b) => b.length - a.length);
  const rest: string[] = [];
  for (const w of words) {
    if (take(w, 'same')) same += 1;
    else rest.push(w);
  }
  for (const w of rest) {
    if (take(w, 'fits')) fits += 1;
    else unmatched.push(w);
  }
  const leftWords = left.filter((w) => w.length > 1);
  const unmatchedWords = unmatched.filter((w) => w.length > 1);
  if (same >= 2 && unmatchedWords.length === 0 && leftWords.length === 0) return 'full';
  if (same >= 2 && (unmatchedWords.length === 0 || leftWords.length === 0)) return 'part';
  if (same === 1 && fits >= 1 && unmatchedWords.length === 0 && leftWords.length === 0)
    return 'part';
  return null;
}

/** "Xiao Ming Chen" and "CHEN XIAOMING": the words of one, in some order, are the other's letters. */
function sameLettersInSomeOrder(p: string[], q: string[]): boolean {
  if (p.length > 3 || q.length > 3) return squashed(p) === squashed(q);
  const target = new Set(orders(q).map(squashed));
  return orders(p).some((o) => target.has(squashed(o)));
}

function orders(parts: string[]): string[][] {
  if (parts.length <= 1) return [parts];
  return parts.flatMap((first, i) =>
    orders([...parts.slice(0, i), ...parts.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}
