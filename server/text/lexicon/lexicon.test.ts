import { TOPS } from './taxonomy';
import { lexicon } from '.';

const lx = lexicon();
const firstLemmas = (word: string) => lx.nounSenses(word).map((sense) => sense.lemmas[0]);

describe('the WordNet lexicon', () => {
  it('is read once per process', () => {
    expect(lexicon()).toBe(lx);
  });

  it('finds a noun from its plural, its spelling or its phrase', () => {
    expect(lx.lemmasOf('earrings')).toEqual(['earring']);
    expect(lx.lemmasOf('watches')).toEqual(['watch']);
    expect(lx.lemmasOf('boxes')).toEqual(['box']);
    expect(lx.lemmasOf('batteries')).toEqual(['battery']);
    // WordNet's exception list: irregular plurals.
    expect(lx.lemmasOf('knives')).toEqual(['knife']);
    expect(lx.lemmasOf('children')).toEqual(['child']);
    expect(lx.lemmasOf('scarves')).toEqual(['scarf']);
    // A plural that is a lemma of its own comes first.
    expect(lx.lemmasOf('glasses')).toEqual(['glasses', 'glass']);
    // Phrases, hyphens, case and accents.
    expect(lx.lemmasOf('Pencil Cases')).toEqual(['pencil_case']);
    expect(lx.lemmasOf('key-ring')).toEqual(['key_ring']);
    expect(lx.lemmasOf('Café')).toEqual(['cafe']);
    // British spellings: WordNet has most; compounds it has in American spelling only.
    expect(lx.lemmasOf('jewellery')).toEqual(['jewellery']);
    expect(lx.lemmasOf('tyres')).toEqual(['tyre']);
    expect(lx.lemmasOf('licence plates')).toEqual(['license_plate']);
    expect(lx.lemmasOf('jewellery store')).toEqual(['jewelry_store']);
    expect(lx.lemmasOf('kindle')).toEqual([]);
    expect(lx.nounSenses('e-reader')).toEqual([]);
  });

  it('lists senses most frequent first, with what they are', () => {
    const [watch] = lx.nounSenses('watches');
    expect(watch).toMatchObject({
      lemmas: ['watch', 'ticker'],
      lexFile: 'noun.artifact',
      physicalObject: true,
      artifact: true,
    });
    expect(watch.gloss).toMatch(/timepiece/);
    expect(firstLemmas('rucksack')[0]).toBe('backpack');
    expect(firstLemmas('thermos')).toEqual(['thermos']);
  });

  it('tells things someone could lose from abstractions and the living', () => {
    for (const thing of ['wallet', 'umbrella', 'earrings', 'keys', 'laptop', 'spectacles']) {
      expect([thing, lx.isPhysicalObject(thing)]).toEqual([thing, true]);
    }
    for (const other of ['idea', 'happiness', 'student', 'kindle', 'case']) {
      expect([other, lx.isPhysicalObject(other)]).toEqual([other, false]);
    }
  });

  it('names the families of things, short of over-general ones', () => {
    expect(lx.familiesOf('earring')).toEqual(['jewelry', 'jewellery', 'adornment']);
    expect(lx.familiesOf('thermos')).toEqual(['vacuum_flask', 'vacuum_bottle', 'flask', 'bottle']);
    expect(lx.familiesOf('thermos', { depth: 4 })).toContain('vessel');
    expect(lx.familiesOf('wallet')).toEqual(['case']);
    expect(lx.familiesOf('umbrella')).toEqual(
      expect.arrayContaining(['canopy', 'shelter', 'protective_covering']),
    );
    expect(lx.familiesOf('backpack')).toEqual(['bag']);
    expect(lx.familiesOf('rucksack')).toEqual(['bag']);
    expect(lx.familiesOf('notebook')).toEqual(
      expect.arrayContaining(['book', 'portable_computer']),
    );
    expect(lx.familiesOf('notebook', { senses: 1 })).not.toContain('portable_computer');
    expect(lx.familiesOf('cardigan')).toEqual(['sweater', 'jumper', 'garment']);
    for (const word of ['earring', 'thermos', 'wallet', 'backpack', 'notebook', 'keys']) {
      for (const general of ['artifact', 'whole', 'object', 'instrumentality', 'container']) {
        expect(lx.familiesOf(word)).not.toContain(general);
      }
      expect(lx.familiesOf(word)).not.toContain('device');
    }
    expect(lx.familiesOf('idea')).toEqual([]);
  });

  it('gives each family its level and depth', () => {
    const [first, second] = lx.hypernymsOf('thermos');
    expect(first).toMatchObject({ lemmas: ['vacuum_flask', 'vacuum_bottle'], level: 1 });
    expect(second).toMatchObject({ lemmas: ['flask'], level: 2 });
    expect(second.depth).toBe(first.depth - 1);
  });

  it('knows synonyms, parts, wholes and materials', () => {
    expect(lx.synonymsOf('rucksack')).toEqual(
      expect.arrayContaining(['backpack', 'knapsack', 'haversack']),
    );
    expect(lx.synonymsOf('spectacles')).toEqual(['specs', 'eyeglasses', 'glasses']);
    expect(lx.partsOf('watch')).toEqual(expect.arrayContaining(['watch_crystal', 'face']));
    expect(lx.partsOf('umbrella')).toEqual(expect.arrayContaining(['rib', 'handle']));
    expect(lx.holonymsOf('lid')).toEqual(expect.arrayContaining(['box', 'jar']));
    expect(lx.holonymsOf('sleeve')).toContain('garment');
    expect(lx.materialsOf('shell', { senses: 8 })).toContain('shell');
    expect(lx.glossOf('lanyard')).toMatch(/cord/);
  });

  it('answers from a shared, frozen cache', () => {
    const families = lx.familiesOf('wallet');
    expect(lx.familiesOf('wallet')).toBe(families);
    expect(Object.isFrozen(families)).toBe(true);
  });

  it('finds every lemma of index.noun, so its order is the one the search assumes', () => {
    const index = (lx as unknown as { index: { lemmas(): Iterable<string> } }).index;
    let count = 0;
    for (const lemma of index.lemmas()) {
      if (!lx.isLemma(lemma)) throw new Error(`not found: ${lemma}`);
      count += 1;
    }
    expect(count).toBeGreaterThan(100_000);
  });

  it('has the top synsets it sorts senses by where it expects them', () => {
    const lemmaOf = (id: number) => (lx as unknown as LexiconInternals).record(id)?.lemmas[0];
    expect(lemmaOf(TOPS.entity)).toBe('entity');
    expect(lemmaOf(TOPS.physicalEntity)).toBe('physical_entity');
    expect(lemmaOf(TOPS.whole)).toBe('whole');
    expect(lemmaOf(TOPS.livingThing)).toBe('living_thing');
    expect(lemmaOf(TOPS.artifact)).toBe('artifact');
    expect(lemmaOf(12345)).toBeUndefined();
  });
});

type LexiconInternals = { record(id: number): { lemmas: string[] } | undefined };
