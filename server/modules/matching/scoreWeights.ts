import type { TermGroup } from './analyse';
import type { TermKind } from '../../text/synonymEntry';

/**
 * Every weight of the matching score in one place (score.ts reads them), tuned together on the
 * hand-written evaluation set with `npm run eval:matching`: change one, run it, keep both
 * targets. Each is a step of the raw sum that the logistic curve turns into 0..1.
 */
export const WEIGHTS = {
  /** Names, brands and models tell one object from its look-alikes; plain words barely do. */
  kind: {
    name: 3,
    model: 2.5,
    brand: 1.2,
    object: 2,
    family: 1,
    colour: 1.2,
    hue: 0.6,
    size: 0.8,
    word: 0.7,
    common: 0.3,
    place: 0,
  } satisfies Record<TermKind, number>,
  /**
   * A product line ("AirPods") without a number: thousands of students own one, so it says
   * little more than the object it implies; a finer model ("iPhone 13") is `kind.model`.
   */
  line: 1.5,
  /**
   * Each further shared term of a pool counts this much less: ten shared words are not ten
   * clues, and "iPhone" says Apple already (brand and line share one pool).
   */
  decay: {
    name: 0.8,
    model: 0.8,
    maker: 0.5,
    object: 0.5,
    colour: 0.3,
    size: 0.5,
    word: 0.75,
  },
  /** Both reports have terms of the group but share none: they disagree, e.g. two brands. */
  conflict: {
    numbered: -1.5,
    line: -1.2,
    brand: -1.2,
    object: -1,
    colour: -0.8,
    size: -0.8,
    /** Both name an object, and they share only its family: a ring and a necklace. */
    sibling: -0.8,
    /** The titles name different objects, though a description's object meets the other's. */
    titleObject: -1,
    /** Both give one part (a case, a strap) a colour, and the colours share no hue. */
    partColour: -0.8,
  } satisfies Partial<Record<TermGroup | 'sibling' | 'titleObject' | 'partColour', number>>,
  /**
   * Both reports write a name and they agree (nameMarks.ts), counted once however many words
   * meet: `full` given name and surname ("Ada Okafor"), `part` one of them and the other's
   * initial ("Priya Patel", "Priya P."), `one` a single name ("Diego", "Diego R."), `initials`.
   */
  nameAgree: { full: 5, part: 4.5, one: 3, initials: 3 },
  /**
   * Both write a name and none agree: two full names that differ in a written word ("Ada
   * Okafor", "Emil Okafor") or two sets of initials are two owners; two single names a little
   * less surely, as a capitalised word after "says" is not always a name.
   */
  nameClash: { full: -4, initials: -3.5, one: -2.5 },
  /**
   * With two owners' names, whatever else the reports share (model, colour, place, day) is what
   * any two of one product share: it counts this much.
   */
  otherOwner: { full: 0.3, initials: 0.3, one: 0.6 },
  /** A shared object that only a description names, when the titles name two others. */
  contentsObject: 0.3,
  /**
   * A colour conflict when the two share a brand or model (score.ts): added, and the shared
   * maker's evidence counts this much, as it is what any two of that model share.
   */
  colourAgainstModel: -1.5,
  makerOtherColour: 0.4,
  /** A photo's colour (its text names none) meets the colour the other report states, or not. */
  photoColour: 0.6,
  photoColourConflict: -0.5,
  /** Neither text names a colour and both photos show one. */
  photosAgree: 0.4,
  /** One Apple thing is not another: a shared maker counts this much when the objects differ. */
  makerWithoutObject: 0.4,
  /** One report says the object has none of what the other describes ("no case"). */
  negated: -0.8,
  sameCategory: 0.8,
  sameSpot: 1,
  sameBuilding: 0.6,
  sameDay: 0.2,
  perDayApart: -0.04,
  mostDaysApart: -0.6,
  /** The finder posted over a day before the owner: a searching owner would likely have seen it. */
  foundBeforeLost: -0.8,
  /** The raw sum where the score is one half, and how slowly it rises there. */
  midpoint: 3.5,
  steepness: 0.9,
};
