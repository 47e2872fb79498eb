import { placeDirectory } from './placeDirectory';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreMatch } from './score';
import { found, lost } from './scoreTestReports';

const card = { categoryId: 'cat-id-cards', location: 'Library' };
const idCard = (status: typeof lost, name: string) =>
  status({ ...card, title: 'Student ID card', description: `Card with the name ${name} on it.` });
const nameScore = (a: string, b: string) => scoreMatch(idCard(lost, a), idCard(found, b));

describe('names compare as one person however they are written', () => {
  it.each([
    ['diacritics', 'Zoë Ångström Núñez', 'Zoe Angstrom Nunez'],
    ['apostrophes', "Padraig O'Donnell", 'Padraig ODonnell'],
    ['hyphens', 'Anna Clarke-Evans', 'Anna Clarke Evans'],
    ['several surnames', 'Juan Carlos Moreno Vidal', 'Juan Moreno'],
    ['the first of two surnames', 'Lucía Fernández Ortega', 'Lucia Fernandez'],
    ['nicknames', 'William Harper', 'Bill Harper'],
    ['two short forms of one name', 'Will Harper', 'Bill Harper'],
    ['nickname to full name', 'Robert Okonjo', 'Bob Okonjo'],
    ['one slip in a name', 'Michael Brennan', 'Micheal Brennan'],
    ['surname first', 'CHEN Ling', 'Ling Chen'],
  ])('%s: "%s" and "%s"', (_, a, b) => {
    const s = nameScore(a, b);
    expect(s.reasons.some((r) => r.startsWith('both name'))).toBe(true);
    expect(s.reasons).not.toContain('different names');
    expect(s.score).toBeGreaterThanOrEqual(ALERT_THRESHOLD);
  });

  it.each([
    ['two formal names', 'Alexander Petrov', 'Alexandra Petrov'],
    ['a double-barrelled surname against its second half', 'Ruth Clarke-Evans', 'Ruth Evans'],
    ['another surname', 'Tom Baxter', 'Thomas Bristow'],
  ])('%s stay two people: "%s" and "%s"', (_, a, b) => {
    const s = nameScore(a, b);
    expect(s.reasons).toContain('different names');
    expect(s.score).toBeLessThan(LIST_THRESHOLD);
  });
});

describe('colours against models', () => {
  const phone = { categoryId: 'cat-electronics', location: 'Library' };
  it('a stated colour conflict weighs against a shared model', () => {
    const l = lost({ ...phone, title: 'Purple iPhone 12', description: 'Purple iPhone 12.' });
    const same = scoreMatch(l, found({ ...phone, title: 'Purple iPhone 12 found' }));
    const other = scoreMatch(l, found({ ...phone, title: 'Black iPhone 12 found' }));
    expect(other.reasons).toEqual(
      expect.arrayContaining(['different colours', 'same model, different colour']),
    );
    expect(other.score).toBeLessThan(ALERT_THRESHOLD);
    expect(same.score).toBeGreaterThan(other.score);
  });

  it("a case's or cover's colour is not the object's", () => {
    const l = lost({ ...phone, title: 'Kindle', description: 'Black Kindle, red cover.' });
    const f = found({ ...phone, title: 'Kindle found', description: 'Kindle in a red cover.' });
    expect(scoreMatch(l, f).reasons).not.toContain('different colours');
  });
});

describe('typos', () => {
  const phone = { categoryId: 'cat-electronics', location: 'Library' };
  it('"Samsnug" is Samsung: it meets Samsung and disagrees with Apple', () => {
    const l = lost({ ...phone, title: 'Samsnug phone', description: 'Black samsnug phone.' });
    const samsung = scoreMatch(l, found({ ...phone, title: 'Black Samsung phone' }));
    const apple = scoreMatch(l, found({ ...phone, title: 'Black Apple phone' }));
    expect(samsung.reasons).toContain("both mention 'samsung'");
    expect(apple.reasons).toContain('different brands');
    expect(samsung.score).toBeGreaterThan(apple.score);
  });
});

describe('containers and over-broad synonyms', () => {
  it('shoes in a duffel bag are not a pair of shoes', () => {
    const l = lost({
      categoryId: 'cat-bags',
      title: 'Black duffel bag',
      description: 'Black duffel bag with my running shoes and a towel inside.',
    });
    const shoes = scoreMatch(
      l,
      found({ categoryId: 'cat-clothing', title: 'Running shoes', description: 'Black shoes.' }),
    );
    const bag = scoreMatch(l, found({ categoryId: 'cat-bags', title: 'Black holdall found' }));
    expect(shoes.reasons).toContain('different objects');
    expect(shoes.score).toBeLessThan(ALERT_THRESHOLD);
    expect(bag.score).toBeGreaterThan(shoes.score);
  });

  it('an access card is not an ID card', () => {
    const l = lost({ ...card, title: 'Student ID card', description: 'My student card.' });
    const access = scoreMatch(l, found({ ...card, title: 'Access card', description: 'White.' }));
    const id = scoreMatch(l, found({ ...card, title: 'Campus card found' }));
    expect(access.reasons).toContain('different objects');
    expect(id.score).toBeGreaterThan(access.score);
  });
});

describe('campus places', () => {
  const places = placeDirectory([
    { name: 'Engineering Building', aliases: ['EB', 'eng block'] },
    { name: 'Business School', aliases: ['B-school'] },
  ]);
  const bottle = { categoryId: 'cat-water-bottles', title: 'Green water bottle' };
  it('two aliases of one place are the same place', () => {
    const l = lost({ ...bottle, location: 'Engineering Building' });
    const s = scoreMatch(l, found({ ...bottle, location: 'EB room 204' }), places);
    expect(s.reasons).toContain('same building');
    const without = scoreMatch(l, found({ ...bottle, location: 'EB room 204' }));
    expect(s.score).toBeGreaterThan(without.score);
  });
  it('two places are not', () => {
    const l = lost({ ...bottle, location: 'eng block' });
    const s = scoreMatch(l, found({ ...bottle, location: 'B-school' }), places);
    expect(s.reasons).not.toContain('same building');
  });
});

describe('photo colours where the text names none', () => {
  const bag = { categoryId: 'cat-bags', location: 'Library' };
  it('count for a stated colour they meet, against one they do not, with the reason', () => {
    const l = lost({ ...bag, title: 'Navy backpack', description: 'Navy Eastpak backpack.' });
    const navy = scoreMatch(
      l,
      found({ ...bag, title: 'Eastpak backpack', photoColours: ['navy', 'white'] }),
    );
    const red = scoreMatch(l, found({ ...bag, title: 'Eastpak backpack', photoColours: ['red'] }));
    const none = scoreMatch(l, found({ ...bag, title: 'Eastpak backpack' }));
    expect(navy.reasons).toContain('the photo looks navy');
    expect(red.reasons).toContain('the photo looks red');
    expect(navy.score).toBeGreaterThan(none.score);
    expect(red.score).toBeLessThan(none.score);
  });
  it('say nothing when the text names a colour', () => {
    const l = lost({ ...bag, title: 'Navy backpack' });
    const f = found({ ...bag, title: 'Red backpack', photoColours: ['navy'] });
    expect(scoreMatch(l, f).reasons.some((r) => r.includes('photo'))).toBe(false);
  });
});
