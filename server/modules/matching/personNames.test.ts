import { wordsOf } from '../search';
import { compareNames } from './compareNames';
import { DOCUMENT_TEXT, nameMarks } from './nameMarks';

/**
 * One notion of a person's name (docs/matching-evaluation.md#names): how people, cards and
 * machine-readable documents write one name, and the near names that are other people.
 */
const marks = (text: string) => nameMarks(text, DOCUMENT_TEXT.test(text));
const compare = (a: string, b: string) => compareNames(marks(a), marks(b));

describe('one person, written differently', () => {
  it.each([
    ['Student card, name Işıl Şahin', 'Card reads ISIL SAHIN'],
    ['passport of Jürgen Müller', 'passport JUERGEN MUELLER'],
    ['ID card belonging to Johannes Strauß', 'ID card STRAUSS JOHANNES'],
    ['student card, Søren Kierkegaard', 'card: SOEREN KIERKEGAARD'],
    ['driving licence, Łukasz Wałęsa', 'driving license Lukasz Walesa'],
    ['my card, name Åsa Lind', 'card for AASA LIND'],
    ['name Maryann Lee', 'ID card for Mary Ann Lee'],
    ['name Jean-Luc Picard', 'ID card for JEAN LUC PICARD'],
    ['Student ID, Precious N. Okafor', 'card says P Okafor'],
    ['Student ID of Precious Okafor', 'Name on it OKAFOR Precious'],
    ['name on the front "Xiao Ming Chen"', 'CHEN XIAOMING written on cover'],
    ['Name Ngozi Chiamaka Eze.', 'A license. EZE NGOZI C.'],
    ['Name: Mohammed Irfan Shaikh.', 'On the floor. MD IRFAN SHAIKH.'],
    ['name Sasha Ivanova', 'ID card for Alexandra Ivanova'],
    ['name Zoë van der Berg', 'ID card ZOE VAN DER BERG'],
    ['name María López de la Cruz', 'ID card Maria Lopez'],
    [
      'Bob Harrington (technician, 3rd floor of EB). I dropped my staff card',
      'Staff ID found in the stairwell. Robert J Harrington, Technical Services.',
    ],
    [
      'lost my uni ID by the pool. José Luis Fernández Ruiz.',
      'ID card by the pool, JOSE L FERNANDEZ.',
    ],
  ])('%s ~ %s', (a, b) => {
    const r = compare(a, b);
    expect(r.agree).toBeDefined();
    expect(r.clash).toBeUndefined();
  });
});

describe('two people', () => {
  it.each([
    ['Student ID Alexandra Nguyen', 'ID card Alexander Nguyen'],
    ['Student ID Emily Jones', 'ID card Emily Smith-Jones'],
    ['ID card, name John Paul Smith', 'ID card, name Mary Paul Smith'],
    ['passport of Jürgen Müller', 'passport JUERGEN MEIER'],
    ['Name: Mohammed Irfan Shaikh.', 'On a chair. MOHAMMED IMRAN SHAIKH.'],
    ['student card. My name is Jean-Luc Moreau.', 'student card by the door, JEAN-PAUL MOREL'],
  ])('%s ≠ %s', (a, b) => {
    const r = compare(a, b);
    expect(r.agree).toBeUndefined();
    expect(r.clash).toBeDefined();
  });
});

describe('what is no name', () => {
  it('reads no holder from everyday capitalised words, and no initials from a place', () => {
    expect(nameMarks('Staff ID found. Technical Services', true)).toEqual([]);
    expect(nameMarks('Left on the 3rd floor of EB', true)).toEqual([]);
  });
  it('needs a document for a name without a cue', () => {
    expect(nameMarks('Bob Harrington left his umbrella', false)).toEqual([]);
  });
});

describe('search reads names as matching does', () => {
  it('indexes the letters people type for undecomposed letters and document spellings', () => {
    expect(wordsOf('Işıl Şahin')).toEqual(expect.arrayContaining(['isil', 'sahin']));
    expect(wordsOf('Johannes Strauß')).toContain('strauss');
    expect(wordsOf('Jürgen Müller')).toEqual(
      expect.arrayContaining(['jurgen', 'muller', 'juergen', 'mueller']),
    );
    expect(wordsOf('Łukasz Søren')).toEqual(expect.arrayContaining(['lukasz', 'soren']));
  });
});
