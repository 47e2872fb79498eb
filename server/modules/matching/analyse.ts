import { LRUCache } from 'lru-cache';
import { isLexiconKey, kindsOf } from '../../text/lexiconTerms';
import { textTerms, type TextTerm } from '../../text/textTerms';
import { PHRASES } from '../../text/synonyms';
import { placeOf } from './matchPlace';
import { NO_PLACES, type PlaceDirectory } from './placeDirectory';
import { DOCUMENT_TEXT, nameMarks, type NameMark } from './nameMarks';
import type { TermKind } from '../../text/synonymEntry';
import type { MatchReport } from './types';

/** What a report says about one term: the strongest kind it has there, and whether the title says it. */
export type TermUse = {
  kind: TermKind;
  inTitle: boolean;
  display: string;
  /** For a colour: the parts it is said of ("pink case"); `''` when once said of the object. */
  of?: Set<string>;
};

/** One report read once, for comparing with many others (score.ts). */
export type Analysis = {
  status: MatchReport['status'];
  categoryId: string;
  time: number;
  /** Every text term of the title and description but places, by key. */
  terms: Map<string, TermUse>;
  /** What the report says the object has none of ("no case"), key to display. */
  negated: Map<string, string>;
  /** The names, initials and quoted marks written on the item, compared whole (score.ts). */
  names: NameMark[];
  /** The term keys of its person and initials marks: those meet through `names` alone. */
  nameKeys: Set<string>;
  /** How many terms of each group it has, for "both name an owner, but not the same one". */
  groupCount: Record<TermGroup, number>;
  /** The colours its title gives: the item's main colour, where a description adds details. */
  titleColours: Set<string>;
  /**
   * The colours (and hues) it gives the object itself, not only a part or an accessory of it
   * ("black Kindle with a yellow cover": black); a colour of a part its title names as the
   * object ("black phone case") is the object's.
   */
  mainColours: Set<string>;
  /**
   * Its objects as the lists name them, each with the kinds WordNet says it is ("notebook":
   * book...): what turns two objects the lists tell apart into a family (score.ts).
   */
  objectKinds: Map<string, ReadonlySet<string>>;
  /** The colours it gives each part or accessory ("navy case", "pink band"), by part kind. */
  partColours: Map<string, Set<string>>;
  /** The objects and families its title names: what was lost or found, not what it held. */
  titleObjects: Set<string>;
  /** How many of its terms name an object itself, not only its family ("ring", not "jewellery"). */
  objectCount: number;
  /** Its photo's colour names and their hues (synonymsColours.ts), and the names as shown. */
  photoColours: Set<string>;
  photoShown: string[];
  buildings: Set<string>;
  spot: string;
};

/** Parts people name differently: a phone's case is its cover, a watch's band its strap. */
const PART_KINDS: Record<string, string> = {
  cover: 'case',
  'phone case': 'case',
  sleeve: 'case',
  pouch: 'case',
  band: 'strap',
  lanyard: 'strap',
};

/** Kinds from strongest to weakest: a key a report uses as a name and as a word is a name. */
export const KIND_ORDER: TermKind[] = [
  'name',
  'model',
  'brand',
  'object',
  'family',
  'colour',
  'hue',
  'size',
  'word',
  'common',
  'place',
];
const RANK = new Map(KIND_ORDER.map((kind, i) => [kind, i]));
export const rank = (kind: TermKind) => RANK.get(kind) as number;

/**
 * Evidence comes in groups that add up with diminishing returns (score.ts), and two reports that
 * both have terms of a group but share none disagree (two brands, two names, two objects).
 */
export type TermGroup =
  'name' | 'numbered' | 'line' | 'brand' | 'object' | 'colour' | 'size' | 'word';

export function groupOf(key: string, kind: TermKind): TermGroup {
  switch (kind) {
    case 'name':
      return 'name';
    case 'model':
      // A product line ("iPhone") and a finer model ("iPhone 13", finerModels.ts) disagree apart.
      return /[\d:]/.test(key) ? 'numbered' : 'line';
    case 'brand':
      return 'brand';
    case 'object':
    case 'family':
      return 'object';
    case 'colour':
    case 'hue':
      return 'colour';
    case 'size':
      return 'size';
    default:
      return 'word';
  }
}

const cache = new WeakMap<
  MatchReport,
  { source: string; places: PlaceDirectory; analysis: Analysis }
>();

/**
 * Analyses kept by their report's text, per place directory and per side (an Analysis is never
 * changed). Per side: a bulk write of Found items (an import) analyses each new item once, and
 * those would otherwise push out the Lost reports that every one of them is scored against
 * (docs/performance.md#importing).
 */
const ANALYSES_KEPT = 5_000;
const bySource = new WeakMap<PlaceDirectory, Map<string, LRUCache<string, Analysis>>>();

/**
 * A report's analysis, remembered per report object while its fields stay the same: the worker
 * scores one new item against hundreds of candidates and each candidate against many items.
 */
export function analyse(report: MatchReport, places: PlaceDirectory = NO_PLACES): Analysis {
  const { status, title, description, location, categoryId, createdAt } = report;
  const photo = report.photoColours?.join(',') ?? '';
  const source = [status, title, description, location, categoryId, createdAt, photo].join(
    '\u0000',
  );
  const cached = cache.get(report);
  if (cached && cached.source === source && cached.places === places) return cached.analysis;
  // The worker reads its candidates afresh for every post: the same reports, new objects.
  let sides = bySource.get(places);
  if (!sides) bySource.set(places, (sides = new Map()));
  let byText = sides.get(status);
  if (!byText) sides.set(status, (byText = new LRUCache({ max: ANALYSES_KEPT })));
  const analysis = byText.get(source) ?? analyseFresh(report, places);
  byText.set(source, analysis);
  cache.set(report, { source, places, analysis });
  return analysis;
}

/** The terms of a title and description, as `matchTerms` and the scoring both read them. */
export function readTerms(title: string, description: string) {
  const terms = new Map<string, TermUse>();
  const places = new Set<string>();
  const negated = new Map<string, string>();
  const add = (list: TextTerm[], inTitle: boolean) => {
    for (const t of list) {
      if (t.kind === 'place') {
        places.add(t.key);
        continue;
      }
      if (t.negated) {
        negated.set(t.key, t.display);
        continue;
      }
      let known = terms.get(t.key);
      if (!known) {
        known = { kind: t.kind, inTitle, display: t.display };
        terms.set(t.key, known);
      } else if (rank(t.kind) < rank(known.kind)) {
        known.kind = t.kind;
        known.display = t.display;
      }
      if (t.kind === 'colour' || t.kind === 'hue') (known.of ??= new Set()).add(t.ofPart ?? '');
    }
  };
  const names: NameMark[] = [];
  const document = DOCUMENT_TEXT.test(title) || DOCUMENT_TEXT.test(description);
  for (const [text, inTitle] of [
    [title, true],
    [description, false],
  ] as const) {
    const marks = nameMarks(text, document);
    add(textTerms(text), inTitle);
    for (const mark of marks) {
      add(mark.terms, inTitle);
      const known = names.some((m) => m.kind === mark.kind && m.parts.join() === mark.parts.join());
      if (!known) names.push(mark);
    }
  }
  for (const key of terms.keys()) negated.delete(key);
  return { terms, places, negated, names };
}

function analyseFresh(report: MatchReport, places: PlaceDirectory): Analysis {
  const { terms, places: mentioned, negated, names } = readTerms(report.title, report.description);
  const nameKeys = new Set<string>();
  for (const mark of names) {
    if (mark.kind !== 'text') for (const t of mark.terms) nameKeys.add(t.key);
  }
  const groupCount = {
    name: 0,
    numbered: 0,
    line: 0,
    brand: 0,
    object: 0,
    colour: 0,
    size: 0,
    word: 0,
  };
  let objectCount = 0;
  const titleColours = new Set<string>();
  const titleObjects = new Set<string>();
  for (const [key, use] of terms) {
    const group = groupOf(key, use.kind);
    // WordNet's kinds (server/text/lexiconTerms.ts) are evidence for a pair when they meet, never
    // a disagreement when they do not: the lists and WordNet name one thing by different keys.
    if (isLexiconKey(key)) continue;
    groupCount[group] += 1;
    if (use.kind === 'object') objectCount += 1;
    if (group === 'colour' && use.inTitle) titleColours.add(key);
    if (group === 'object' && use.inTitle) titleObjects.add(key);
  }
  const objectKinds = new Map<string, ReadonlySet<string>>();
  for (const [key, use] of terms) {
    if (use.kind === 'object' && !isLexiconKey(key)) objectKinds.set(key, kindsOf(key));
  }
  const mainColours = new Set<string>();
  const partColours = new Map<string, Set<string>>();
  for (const [key, use] of terms) {
    for (const part of use.of ?? []) {
      if (part === '' || titleObjects.has(part)) continue;
      const kind = PART_KINDS[part] ?? part;
      (partColours.get(kind) ?? partColours.set(kind, new Set()).get(kind)!).add(key);
    }
  }
  for (const [key, use] of terms) {
    if (!use.of) continue;
    if ([...use.of].some((part) => part === '' || titleObjects.has(part))) mainColours.add(key);
  }
  const photoColours = new Set<string>();
  for (const name of report.photoColours ?? []) {
    for (const t of PHRASES.get(name) ?? [])
      if (t.kind === 'colour' || t.kind === 'hue') photoColours.add(t.key);
  }
  const { buildings, spot } = placeOf(report.location, mentioned, places);
  return {
    status: report.status,
    categoryId: report.categoryId,
    time: Date.parse(report.createdAt),
    terms,
    negated,
    names,
    nameKeys,
    groupCount,
    objectCount,
    titleColours,
    titleObjects,
    mainColours,
    objectKinds,
    partColours,
    photoColours,
    photoShown: report.photoColours ?? [],
    buildings,
    spot,
  };
}
