import { analyse, analyseWords } from './analyse';
import { foldName, foldWords } from './foldWords';
import { sameGivenName } from './nicknames';
import { correctWord } from './typos';

const keys = (text: string, mode: Parameters<typeof analyse>[1]) =>
  analyse(text, mode).map((t) => t.key);

describe('the shared text analyser', () => {
  it('folds accents, case, apostrophes and hyphens', () => {
    expect(foldWords("Café-Crème Zoë's")).toEqual(['cafe', 'creme', 'zoe']);
    expect(foldName("Seán O'Neill")).toBe('Sean ONeill');
    expect(foldName('O’Brien-Smith')).toBe('OBrien-Smith');
  });

  it('names its modes where they differ', () => {
    // match: a phrase is its canonical terms only, misspellings put right.
    expect(keys('dark blue samsnug', 'match')).toEqual(['navy', 'blue', 'black', 'samsung']);
    // query: corrected, and the words' own stems beside the canonical terms.
    expect(keys('dark blue samsnug', 'query')).toEqual(
      expect.arrayContaining(['dark', 'blue', 'navy', 'samsung']),
    );
    // index: what was written is kept as written.
    expect(keys('samsnug', 'index')).toEqual(['samsnug']);
  });

  it('gives a search index each word folded, stemmed and expanded', () => {
    const [rucksack, umbrela] = analyseWords('Rucksäcks umbrela', 'query');
    expect(rucksack.folded).toBe('rucksacks');
    expect(rucksack.synonyms.map((t) => t.key)).toEqual(['backpack', 'bag']);
    expect(umbrela).toMatchObject({ folded: 'umbrela', corrected: 'umbrella' });
  });

  it('puts right a misspelt list word, never an English word or an unknown one', () => {
    expect(correctWord('samsnug')).toBe('samsung');
    expect(correctWord('headphnes')).toBe('headphones');
    expect(correctWord('calculater')).toBe('calculator');
    expect(correctWord('charged')).toBeUndefined();
    expect(correctWord('block')).toBeUndefined();
    expect(correctWord('totoro')).toBeUndefined();
  });

  it('knows short forms of given names, never two formal names', () => {
    expect(sameGivenName('tom', 'thomas')).toBe(true);
    expect(sameGivenName('bill', 'will')).toBe(true);
    expect(sameGivenName('alex', 'alexandra')).toBe(true);
    expect(sameGivenName('alexander', 'alexandra')).toBe(false);
    expect(sameGivenName('tom', 'tim')).toBe(false);
  });
});
