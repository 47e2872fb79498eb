import { LRUCache } from 'lru-cache';
import { baseForms, lemmaSpellings } from './baseForms';
import { SortedIndex } from './sortedIndex';
import { parseSynset, type SynsetRecord } from './synsetRecord';
import { Taxonomy } from './taxonomy';
import type { WordNetFiles } from './wordnetFiles';

/** One meaning of a noun: a WordNet synset. */
export type NounSense = {
  /** WordNet 3.1's id for the synset (its byte offset in data.noun). */
  id: number;
  /** Its words, lower case, multiword ones joined by '_' ('thermos_flask'), most used first. */
  lemmas: string[];
  /** WordNet's broad kind for it: 'noun.artifact', 'noun.person', 'noun.cognition'... */
  lexFile: string;
  gloss: string;
  /** Steps below `entity` (docs/lexicon.md#over-general-synsets). */
  depth: number;
  /** A thing someone could lose: descends from `whole` but not from `living_thing`. */
  physicalObject: boolean;
  artifact: boolean;
};

/** A hypernym of a word's sense, `level` steps above it. */
export type Family = NounSense & { level: number };

export type SenseOptions = {
  /** How many of the word's physical-object senses to follow, most frequent first (default 2). */
  senses?: number;
};

export type FamilyOptions = SenseOptions & {
  /** How many hypernym levels to climb (default 3). */
  depth?: number;
};

type WordEntry = { lemmas: string[]; ids: number[] };

const WORD_CACHE = 4096;
const SYNSET_CACHE = 8192;
const ANSWER_CACHE = 8192;

/** The noun half of WordNet, read in place (docs/lexicon.md#api). */
export class NounLexicon {
  private readonly index: SortedIndex;
  private readonly taxonomy: Taxonomy;
  private readonly records = new LRUCache<number, SynsetRecord>({ max: SYNSET_CACHE });
  private readonly words = new LRUCache<string, WordEntry>({ max: WORD_CACHE });
  private readonly answers = new LRUCache<string, readonly string[]>({ max: ANSWER_CACHE });

  constructor(private readonly files: WordNetFiles) {
    this.index = new SortedIndex(files.index);
    this.taxonomy = new Taxonomy(
      (id) => this.record(id),
      (id) => this.readRecord(id),
    );
  }

  /** Whether `lemma` (in WordNet's spelling: lower case, '_' between words) is a noun lemma. */
  isLemma(lemma: string): boolean {
    return this.index.fields(lemma) !== undefined;
  }

  /** The lemmas `word` is a form of: itself, its singular(s), its American spelling. */
  lemmasOf(word: string): string[] {
    return [...this.entry(word).lemmas];
  }

  /** Every sense of `word`, the word's own lemma's first, each lemma's most frequent first. */
  nounSenses(word: string): NounSense[] {
    return this.senseIdsOf(word).map((id) => this.sense(id));
  }

  /** Whether one of the word's two most frequent senses is a thing someone could lose. */
  isPhysicalObject(word: string): boolean {
    return this.senseIdsOf(word)
      .slice(0, 2)
      .some((id) => this.taxonomy.isPhysicalObject(id));
  }

  /** The word's physical-object senses, most frequent first, at most `senses` of them. */
  objectSenses(word: string, options: SenseOptions = {}): NounSense[] {
    return this.objectSenseIds(word, options).map((id) => this.sense(id));
  }

  /** Other words for the same things: the lemmas of its physical-object senses. */
  synonymsOf(word: string, options: SenseOptions = {}): readonly string[] {
    return this.answer('synonyms', word, options, () => {
      const own = new Set(this.lemmasOf(word));
      return unique(
        this.objectSenseIds(word, options).flatMap((id) => this.record(id)?.lemmas ?? []),
      ).filter((lemma) => !own.has(lemma));
    });
  }

  /**
   * The kinds of thing it is: hypernyms' lemmas, nearest first, up to `depth` levels above each
   * of its physical-object senses, never reaching an over-general synset or climbing past one
   * (docs/lexicon.md#over-general-synsets).
   */
  familiesOf(word: string, options: FamilyOptions = {}): readonly string[] {
    return this.answer('families', word, options, () => {
      const own = new Set(this.lemmasOf(word));
      return unique(this.hypernymsOf(word, options).flatMap((family) => family.lemmas)).filter(
        (lemma) => !own.has(lemma),
      );
    });
  }

  /** familiesOf's synsets, each with its level above the word (1 for the nearest). */
  hypernymsOf(word: string, options: FamilyOptions = {}): Family[] {
    const families: Family[] = [];
    let frontier = this.objectSenseIds(word, options);
    const seen = new Set(frontier);
    for (let level = 1; level <= (options.depth ?? 3) && frontier.length > 0; level += 1) {
      const next: number[] = [];
      for (const id of frontier) {
        for (const parent of this.taxonomy.hypernyms(id)) {
          if (seen.has(parent) || this.taxonomy.isOverGeneral(parent)) continue;
          seen.add(parent);
          next.push(parent);
          families.push({ ...this.sense(parent), level });
        }
      }
      frontier = next;
    }
    return families;
  }

  /** Its parts (WordNet's part meronyms): a watch's crystal, a bottle's neck. */
  partsOf(word: string, options: SenseOptions = {}): readonly string[] {
    return this.related(word, '%p', options);
  }

  /** What it is a part of (part holonyms): a watch crystal's watch, a lid's container. */
  holonymsOf(word: string, options: SenseOptions = {}): readonly string[] {
    return this.related(word, '#p', options);
  }

  /** What it is made of (substance meronyms), where WordNet says. */
  materialsOf(word: string, options: SenseOptions = {}): readonly string[] {
    return this.related(word, '%s', options);
  }

  /** The gloss of its most frequent physical-object sense, else of its most frequent sense. */
  glossOf(word: string): string | undefined {
    const [id] = this.objectSenseIds(word, { senses: 1 });
    const first = id ?? this.senseIdsOf(word)[0];
    return first === undefined ? undefined : this.record(first)?.gloss;
  }

  private related(word: string, symbol: string, options: SenseOptions): readonly string[] {
    return this.answer(symbol, word, options, () =>
      unique(
        this.objectSenseIds(word, options).flatMap((id) =>
          (this.record(id)?.pointers ?? [])
            .filter((p) => p.symbol === symbol)
            .flatMap((p) => this.record(p.target)?.lemmas ?? []),
        ),
      ),
    );
  }

  /** A word's answer to one question, worked out once and kept (frozen: callers share it). */
  private answer(
    question: string,
    word: string,
    options: FamilyOptions,
    work: () => string[],
  ): readonly string[] {
    const key = `${question} ${options.senses ?? ''} ${options.depth ?? ''} ${word}`;
    let answer = this.answers.get(key);
    if (!answer) {
      answer = Object.freeze(work());
      this.answers.set(key, answer);
    }
    return answer;
  }

  /**
   * The senses the object questions follow: the physical-object senses of the first of its
   * lemmas that has any ('glasses' is the spectacles, not also the drinking glasses of 'glass'),
   * its artifacts before natural objects ('keys' are a device before a tree's fruit).
   */
  private objectSenseIds(word: string, options: SenseOptions): number[] {
    for (const lemma of this.lemmasOf(word)) {
      const ids = this.lemmaSenseIds(lemma).filter((id) => this.taxonomy.isPhysicalObject(id));
      const artifacts = ids.filter((id) => this.taxonomy.isArtifact(id));
      const natural = ids.filter((id) => !this.taxonomy.isArtifact(id));
      if (ids.length > 0) return [...artifacts, ...natural].slice(0, options.senses ?? 2);
    }
    return [];
  }

  private senseIdsOf(word: string): number[] {
    return this.entry(word).ids;
  }

  private entry(word: string): WordEntry {
    let entry = this.words.get(word);
    if (!entry) {
      const isLemma = (lemma: string) => this.isLemma(lemma);
      let lemmas: string[] = [];
      for (const spelling of lemmaSpellings(word)) {
        lemmas = baseForms(spelling, isLemma, this.files.irregularPlurals);
        if (lemmas.length > 0) break;
      }
      const ids = [...new Set(lemmas.flatMap((lemma) => this.lemmaSenseIds(lemma)))];
      entry = { lemmas, ids };
      this.words.set(word, entry);
    }
    return entry;
  }

  /** A lemma's synsets from its index.noun line, most frequent first. */
  private lemmaSenseIds(lemma: string): number[] {
    // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
    const fields = this.index.fields(lemma) ?? [];
    const synsetCount = Number(fields[1]);
    return fields.slice(fields.length - synsetCount).map(Number);
  }

  private sense(id: number): NounSense {
    const record = this.record(id);
    return {
      id,
      lemmas: record?.lemmas ?? [],
      lexFile: record?.lexFile ?? '',
      gloss: record?.gloss ?? '',
      depth: this.taxonomy.depth(id),
      physicalObject: this.taxonomy.isPhysicalObject(id),
      artifact: this.taxonomy.isArtifact(id),
    };
  }

  private record(id: number): SynsetRecord | undefined {
    let record = this.records.get(id);
    if (!record) {
      record = this.readRecord(id);
      if (record) this.records.set(id, record);
    }
    return record;
  }

  private readRecord(id: number): SynsetRecord | undefined {
    const line = this.files.data.line(id);
    return line === undefined ? undefined : parseSynset(line, id);
  }
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
