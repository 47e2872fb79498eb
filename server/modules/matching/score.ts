import { isLexiconKey } from '../../text/lexiconTerms';
import { PHRASES } from '../../text/synonyms';
import { analyse, groupOf, rank, type Analysis, type TermGroup, type TermUse } from './analyse';
import { NO_PLACES, type PlaceDirectory } from './placeDirectory';
import { compareNames, type NameComparison } from './compareNames';
import { WEIGHTS } from './scoreWeights';
import { phrase, reasonsOf, type Evidence } from './scoreReasons';
import type { TermKind } from '../../text/synonymEntry';
import type { MatchReport, MatchScore } from './types';

/**
 * How alike a Lost report and a Found item are (docs/product.md#matching). Evidence adds up into
 * a raw sum, turned into 0..1 by a logistic curve; the weights (scoreWeights.ts) and both
 * thresholds were tuned on the hand-written evaluation set (`npm run eval:matching`).
 */

/**
 * At or above this, the owner of the Lost report is alerted. Calibrated by a fixed rule, never
 * on the held-out set: the threshold that maximises F1 (alert precision and recall) over the
 * authors' evaluation set as written and with 40% of its longer words misspelt, on a 0.01 grid
 * (`npm run eval:matching` prints it; docs/matching-evaluation.md#the-alert-threshold).
 */
export const ALERT_THRESHOLD = 0.81;
/** At or above this, a pair is worth listing as a possible match. */
export const LIST_THRESHOLD = 0.2;

/** `places`: the campus's own place names (placeDirectory.ts); none by default. */
export function scoreMatch(
  a: MatchReport,
  b: MatchReport,
  places: PlaceDirectory = NO_PLACES,
): MatchScore {
  return scoreAnalysed(analyse(a, places), analyse(b, places));
}

const W = WEIGHTS;
const DAY = 86_400_000;

type Conflicted = keyof typeof WEIGHTS.conflict;
const CONFLICT_REASON: Record<Conflicted, string> = {
  numbered: 'different models',
  line: 'different models',
  brand: 'different brands',
  object: 'different objects',
  colour: 'different colours',
  size: 'different sizes',
  sibling: 'different objects',
  titleObject: 'different objects',
  partColour: 'different colours',
};

type Pool = keyof typeof WEIGHTS.decay;
/** The pool a group's evidence decays in: a brand and its product line are one clue. */
const POOL: Record<TermGroup, Pool> = {
  name: 'name',
  numbered: 'model',
  line: 'maker',
  brand: 'maker',
  object: 'object',
  colour: 'colour',
  size: 'size',
  word: 'word',
};
/**
 * The groups whose terms disagree when both reports have some and share none. Names disagree
 * mark by mark instead (nameMarks.ts): "Ada Okafor" and "Emil Okafor" share a word, not an owner.
 */
const GROUP_CONFLICTS = ['numbered', 'line', 'brand', 'object', 'size'] as const;
type NameClash = NonNullable<NameComparison['clash']>;
const NAME_CLASH_REASON: Record<NameClash, string> = {
  full: 'different names',
  one: 'different names',
  initials: 'different initials',
};
const MAKER_GROUPS = new Set<TermGroup>(['brand', 'line', 'numbered']);

type SharedEvidence = Evidence & { group: TermGroup };

/**
 * `reasonsFrom`: below this score no reasons are written (the matcher lists none of those pairs,
 * and writing them was a tenth of its scoring).
 */
export function scoreAnalysed(x: Analysis, y: Analysis, reasonsFrom = 0): MatchScore {
  if (x.status === y.status) return { score: 0, reasons: [] };
  const [lost, found] = x.status === 'Lost' ? [x, y] : [y, x];
  const names = compareNames(lost.names, found.names);
  const shared = sharedTerms(lost, found, names);
  const { byPool, groups } = shared;
  const disagree = conflicts(lost, found, shared);
  const evidence: Evidence[] = [];
  // "Lab book" and "hardback": the lists call them two objects, WordNet one kind of the other.
  const kin = disagree.has('object') || disagree.has('titleObject') ? kinOf(lost, found) : null;
  if (kin) {
    // Still not the same object: a kind of one another, as a ring and a necklace share a family.
    disagree.delete('object');
    disagree.delete('titleObject');
    disagree.add('sibling');
    evidence.push({ weight: W.kind.family, reason: `both mention a kind of '${kin}'` });
  }
  // "Purple iPhone 12" and "black iPhone 12": a model says which product, and its colour is then
  // what tells one owner's from another's.
  const otherColour = disagree.has('colour') && [...MAKER_GROUPS].some((g) => groups.has(g));
  const otherObject =
    disagree.has('object') || disagree.has('sibling') || disagree.has('titleObject');
  for (const [pool, list] of byPool) {
    list.sort((p, q) => q.weight - p.weight || (p.reason < q.reason ? -1 : 1));
    list.forEach((e, i) => {
      let factor = otherObject && MAKER_GROUPS.has(e.group) ? W.makerWithoutObject : 1;
      if (otherColour && MAKER_GROUPS.has(e.group)) factor *= W.makerOtherColour;
      // The titles name two objects: one met in a description is what the other held.
      if (disagree.has('titleObject') && e.group === 'object') factor = W.contentsObject;
      evidence.push({ weight: e.weight * factor * W.decay[pool] ** i, reason: e.reason });
    });
  }
  for (const group of disagree) {
    evidence.push({ weight: W.conflict[group], reason: CONFLICT_REASON[group] });
  }
  if (otherColour) {
    evidence.push({ weight: W.colourAgainstModel, reason: 'same model, different colour' });
  }
  negations(lost, found, evidence);
  negations(found, lost, evidence);
  photoEvidence(lost, found, evidence);
  context(lost, found, evidence);
  // Two names that disagree are two owners, unless a word one report marks as a name still met:
  // all else they share is what any two of one product share, and counts for less.
  if (names.clash && !groups.has('name')) {
    for (const e of evidence) if (e.weight > 0) e.weight *= W.otherOwner[names.clash];
    evidence.push({ weight: W.nameClash[names.clash], reason: NAME_CLASH_REASON[names.clash] });
  }
  const raw = evidence.reduce((sum, e) => sum + e.weight, 0);
  let score = 1 / (1 + Math.exp(-(raw - W.midpoint) / W.steepness));
  // Nothing in common but category, place, time and WordNet's kinds: not worth listing
  // (matchTerms.ts, which picks candidates by the other terms, relies on it).
  if (!shared.listed) score = Math.min(score, LIST_THRESHOLD / 2);
  const rounded = Math.round(score * 1e4) / 1e4;
  return { score: rounded, reasons: rounded >= reasonsFrom ? reasonsOf(evidence) : [] };
}

/** A word one report marks as a name is a name; otherwise the weaker reading of the two counts. */
function sharedUse(l: TermUse, f: TermUse): { kind: TermKind; display: string } {
  const stronger = rank(l.kind) <= rank(f.kind) ? l : f;
  const weaker = stronger === l ? f : l;
  return { kind: stronger.kind === 'name' ? 'name' : weaker.kind, display: stronger.display };
}

/** A title says what the item is; a description also says where and how. */
const inTitles = (x: TermUse, y: TermUse) =>
  x.inTitle && y.inTitle ? 1 : x.inTitle || y.inTitle ? 0.8 : 0.6;

/**
 * The evidence of the shared terms by decay pool, and the groups they fall in. A key that both
 * reports write as a name counts through the names compared whole, once, however many of their
 * words and initials meet; a word that only one report marks as a name meets as a name.
 */
function sharedTerms(lost: Analysis, found: Analysis, names: NameComparison) {
  const byPool = new Map<Pool, SharedEvidence[]>();
  const groups = new Set<TermGroup>();
  let sameObject = false;
  // Whether a shared term is one matchTerms.ts stores (WordNet's own keys are not).
  let listed = false;
  if (names.agree) {
    const { strength, display } = names.agree;
    const reason =
      strength === 'initials' ? `same initials '${display}'` : `both name '${display}'`;
    byPool.set('name', [{ weight: W.nameAgree[strength], reason, group: 'name' }]);
    groups.add('name');
    listed = true;
  }
  const [small, large] = lost.terms.size <= found.terms.size ? [lost, found] : [found, lost];
  for (const [key, use] of small.terms) {
    const other = large.terms.get(key);
    if (!other) continue;
    if (small.nameKeys.has(key) && large.nameKeys.has(key)) continue;
    const [l, f] = small === lost ? [use, other] : [other, use];
    const shared = sharedUse(l, f);
    const group = groupOf(key, shared.kind);
    const list = byPool.get(POOL[group]) ?? [];
    // A name identifies wherever it is written; other terms say more in a title.
    const where = shared.kind === 'name' ? 1 : inTitles(l, f);
    const weight = (group === 'line' ? W.line : W.kind[shared.kind]) * where;
    list.push({ weight, reason: phrase(shared.kind, shared.display), group });
    byPool.set(POOL[group], list);
    groups.add(group);
    if (!isLexiconKey(key)) listed = true;
    if (group === 'object' && (l.kind === 'object' || f.kind === 'object')) sameObject = true;
  }
  return { byPool, groups, sameObject, listed };
}

function conflicts(
  lost: Analysis,
  found: Analysis,
  { groups: shared, sameObject }: { groups: Set<TermGroup>; sameObject: boolean },
): Set<Conflicted> {
  const groups = new Set<Conflicted>();
  for (const group of GROUP_CONFLICTS) {
    if (!shared.has(group) && lost.groupCount[group] > 0 && found.groupCount[group] > 0) {
      groups.add(group);
    }
  }
  // A ring and a necklace share only "jewellery": siblings of one family, not one object.
  if (shared.has('object') && !sameObject && lost.objectCount > 0 && found.objectCount > 0) {
    groups.add('sibling');
  }
  // "Duffel bag" and "shoes": each title names its object; if they differ, shoes the bag's owner
  // describes inside it are not the object, however well they meet.
  // The other way round, a finder's container holding what the owner lost ("tote bag with an
  // economics textbook inside" for "Economics textbook") is the owner's thing: no disagreement.
  const [lt, ft] = [lost.titleObjects, found.titleObjects];
  const holdsLost = [...ft].some(isContainer) && [...lt].some((key) => found.terms.has(key));
  if (lt.size > 0 && ft.size > 0 && !intersects(lt, ft) && !groups.has('object') && !holdsLost) {
    groups.add('titleObject');
  }
  // Colours disagree when those said of the objects themselves share no hue: a pink case and a
  // yellow cover say nothing about two black Kindles.
  const [lc, fc] = [lost.mainColours, found.mainColours];
  if (lc.size > 0 && fc.size > 0 && !intersects(lc, fc) && !shared.has('colour')) {
    groups.add('colour');
  }
  // "A navy case" and "a red case": one part of two colours is two things, whatever meets else.
  for (const [part, colours] of lost.partColours) {
    const other = found.partColours.get(part);
    if (other && !intersects(colours, other)) groups.add('partColour');
  }
  // "Red jacket" and "dark blue jacket": titles name the main colour, even if white stripes meet.
  if (lost.titleColours.size > 0 && !intersects(lost.titleColours, found.titleColours)) {
    if (found.titleColours.size > 0) groups.add('colour');
  }
  return groups;
}

function negations(says: Analysis, other: Analysis, evidence: Evidence[]) {
  for (const [key, display] of says.negated) {
    if (other.terms.has(key))
      evidence.push({ weight: W.negated, reason: `one says no '${display}'` });
  }
}

/**
 * A photo's colours speak where its report's text names no colour (docs/product.md#matching):
 * for the pair when they meet the colour the other report states (or its photo shows), against
 * it when they do not; always weaker than a stated colour, as light, shadow and background
 * shift what a photo shows.
 */
function photoEvidence(lost: Analysis, found: Analysis, evidence: Evidence[]) {
  for (const [x, y] of [
    [lost, found],
    [found, lost],
  ]) {
    if (x.photoColours.size === 0 || x.groupCount.colour > 0) continue;
    const reason = `the photo looks ${x.photoShown[0]}`;
    if (y.mainColours.size > 0) {
      const meets = intersects(x.photoColours, y.mainColours);
      evidence.push({ weight: meets ? W.photoColour : W.photoColourConflict, reason });
    } else if (
      x === lost &&
      y.groupCount.colour === 0 &&
      intersects(x.photoColours, y.photoColours)
    ) {
      // Two photos that show one colour: counted once, from the owner's side.
      evidence.push({ weight: W.photosAgree, reason: 'both photos look ' + x.photoShown[0] });
    }
  }
}

/** Category, place and time: they help a pair that shares terms, and never make one alone. */
function context(lost: Analysis, found: Analysis, evidence: Evidence[]) {
  if (lost.categoryId === found.categoryId) {
    evidence.push({ weight: W.sameCategory, reason: 'same category' });
  }
  if (lost.spot !== '' && lost.spot === found.spot) {
    evidence.push({ weight: W.sameSpot, reason: 'same place' });
  } else if (intersects(lost.buildings, found.buildings)) {
    evidence.push({ weight: W.sameBuilding, reason: 'same building' });
  }
  const days = (found.time - lost.time) / DAY;
  if (days < -1) {
    const weight = W.foundBeforeLost + W.perDayApart * -days;
    evidence.push({ weight, reason: 'found before it was reported lost' });
    return;
  }
  const apart = Math.floor(Math.abs(days));
  if (apart === 0) {
    evidence.push({ weight: W.sameDay, reason: 'same day' });
  } else {
    const weight = Math.max(W.perDayApart * apart, W.mostDaysApart);
    evidence.push({ weight, reason: apart === 1 ? '1 day apart' : `${apart} days apart` });
  }
}

/** An object of one report that WordNet says is a kind of an object of the other (lexicon.md). */
function kinOf(lost: Analysis, found: Analysis): string | null {
  for (const [a, kindsOfA] of lost.objectKinds) {
    for (const [b, kindsOfB] of found.objectKinds) {
      if (kindsOfA.has(b)) return b;
      if (kindsOfB.has(a)) return a;
    }
  }
  return null;
}

/** Bags, boxes, wallets and pencil cases (not a phone's or glasses' case, an accessory lost on its own): what a finder may find with the owner's thing inside. */
function isContainer(key: string): boolean {
  if (/(?:^| )(?:bag|box|wallet|pouch|holder|folder|tote)$|^pencil case$/.test(key)) return true;
  return (PHRASES.get(key) ?? []).some((t) => t.kind === 'family' && t.key === 'bag');
}

function intersects(a: Set<string>, b: Set<string>): boolean {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  for (const k of small) if (large.has(k)) return true;
  return false;
}
