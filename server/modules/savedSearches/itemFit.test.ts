import { fitsWords, itemWordsOf, lookupKeys } from './itemFit';
import { searchWordsOf } from './searchWords';

const item = itemWordsOf({
  title: 'Laptop charger (Dell)',
  description: 'A black cable, 65 W.',
  location: 'Café Nord',
  categoryName: 'Electronics',
});
const fits = (search: string) => fitsWords(searchWordsOf(search).words, item);

describe('the fit of a saved search (docs/product.md#saved-searches)', () => {
  it('needs every word to start a word of the title, description, location or category', () => {
    expect(fits('lap char')).toBe(true);
    expect(fits('DELL cafe electro 65')).toBe(true);
    expect(fits('laptop bag')).toBe(false);
    expect(fits('top')).toBe(false);
  });

  it('matches a one-letter word only as a whole word', () => {
    expect(fits('w cable')).toBe(true);
    expect(fits('a')).toBe(true);
    expect(fits('l')).toBe(false);
  });

  it('reads a search as the search does: case, accents, order and repeats do not matter', () => {
    expect(searchWordsOf('  Café  NORD café!')).toEqual({
      search: 'café nord',
      words: ['cafe', 'nord'],
      keyWord: 'cafe',
    });
    expect(searchWordsOf('nord CAFÉ').words).toEqual(searchWordsOf('Café Nord').words);
    expect(searchWordsOf(' ?! ')).toEqual({ search: '', words: [], keyWord: '' });
  });

  it('looks up a search by its longest word, which the item offers when it may fit', () => {
    const keys = new Set(lookupKeys(item));
    expect(keys.has('')).toBe(true);
    expect(keys.has(searchWordsOf('la charg').keyWord)).toBe(true);
    expect(keys.has(searchWordsOf('bag').keyWord)).toBe(false);
  });
});
