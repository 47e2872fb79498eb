import { LIST_THRESHOLD, scoreMatch } from './score';
import { found, lost } from './scoreTestReports';

/**
 * Evidence, not gates (docs/product.md#matching): category, colour and place weigh for or
 * against a pair and hide none; a stated contradiction weighs more than shared generic words.
 */
describe('categories are evidence, never a gate', () => {
  const caseOf = (categoryId: string) => ({
    title: 'Clear phone case',
    description: 'Clear phone case with pressed flowers inside.',
    categoryId,
  });
  it('lists a pair filed under two categories, a little below the same pair in one', () => {
    const apart = scoreMatch(lost(caseOf('cat-electronics')), found(caseOf('cat-other')));
    const together = scoreMatch(lost(caseOf('cat-other')), found(caseOf('cat-other')));
    expect(apart.score).toBeGreaterThanOrEqual(LIST_THRESHOLD);
    expect(apart.reasons).not.toContain('same category');
    expect(together.score).toBeGreaterThan(apart.score);
  });
});

describe('contradictions weigh against shared words', () => {
  it('one part of two colours: a navy case and a red case', () => {
    const l = lost({ title: 'Lost iPhone 13', description: 'Blue iPhone 13 in a navy case.' });
    const red = scoreMatch(
      l,
      found({ title: 'iPhone found', description: 'iPhone in a red case.' }),
    );
    const navy = scoreMatch(
      l,
      found({ title: 'Apple phone found', description: 'Phone in a dark blue cover.' }),
    );
    expect(red.reasons).toContain('different colours');
    expect(navy.reasons).not.toContain('different colours');
    expect(navy.score).toBeGreaterThan(red.score);
  });

  it('another brand of the same object', () => {
    const l = lost({ title: 'Black Samsung phone', description: 'Black Samsung Galaxy.' });
    const s = scoreMatch(l, found({ title: 'Black Apple phone', description: 'Black iPhone.' }));
    expect(s.reasons).toContain('different brands');
  });
});

describe('containers and contents', () => {
  it("a finder's bag holding what the owner lost is the owner's thing", () => {
    const s = scoreMatch(
      lost({ title: 'Economics textbook', description: 'Microeconomics textbook, notes inside.' }),
      found({
        title: 'Tote bag',
        description: 'Cloth tote bag with an economics textbook inside.',
      }),
    );
    expect(s.reasons).not.toContain('different objects');
    expect(s.reasons).toContain("both mention 'book'");
  });
  it("what an owner's bag held, found on its own, is another object", () => {
    const s = scoreMatch(
      lost({ title: 'Duffel bag', description: 'Black duffel bag with my football shoes in it.' }),
      found({ title: 'Football shoes', description: 'Pair of black football shoes.' }),
    );
    expect(s.reasons).toContain('different objects');
  });
});

describe('kinds of things from WordNet (docs/lexicon.md)', () => {
  it('a word no list names meets the kind the other report names', () => {
    const s = scoreMatch(
      lost({ title: 'Silk hijab', description: 'Green silk hijab.', categoryId: 'cat-clothing' }),
      found({
        title: 'Green headscarf',
        description: 'Silky green headscarf.',
        categoryId: 'cat-clothing',
      }),
    );
    expect(s.reasons).toContain("both mention 'headscarf'");
  });
  it('a kind of one object is a family share, not a disagreement', () => {
    const s = scoreMatch(
      lost({ title: 'Lab book', description: 'Red lab book with my results.' }),
      found({ title: 'Red hardback', description: 'A red hardback on the windowsill.' }),
    );
    expect(s.reasons).toContain("both mention a kind of 'book'");
    expect(s.score).toBeGreaterThanOrEqual(LIST_THRESHOLD);
  });
});
