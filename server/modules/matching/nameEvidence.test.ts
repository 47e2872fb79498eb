import { nameMarks } from './nameMarks';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreMatch } from './score';
import { found, lost, report } from './scoreTestReports';
import type { MatchReport } from './types';

describe('names written on the item', () => {
  const bottle = (status: MatchReport['status'], description: string) =>
    report(status, {
      title: status === 'Lost' ? 'Navy Hydro Flask' : 'Found Hydro Flask',
      description,
      categoryId: 'cat-bottles',
    });
  const adaOkafor = bottle(
    'Lost',
    'Lost my navy Hydro Flask bottle with a mountain sticker. My name Ada Okafor is written inside.',
  );
  const finder = (name: string) =>
    bottle(
      'Found',
      `Dark blue metal Hydro Flask with a sticker of mountains, the name ${name} inside.`,
    );
  const nameReasons = (reasons: string[]) =>
    reasons.filter((r) => /name|initials/.test(r) && !r.startsWith('different'));

  it('counts the same full name once, as one strong reason', () => {
    const s = scoreMatch(adaOkafor, finder('Ada Okafor'));
    expect(s.reasons[0]).toBe("both name 'Ada Okafor'");
    expect(nameReasons(s.reasons)).toEqual(["both name 'Ada Okafor'"]);
    expect(s.score).toBeGreaterThanOrEqual(ALERT_THRESHOLD);
  });

  it('reads a shared surname with another given name as another owner', () => {
    const s = scoreMatch(adaOkafor, finder('Emil Okafor'));
    expect(s.reasons).not.toContain("both name 'Okafor'");
    expect(nameReasons(s.reasons)).toEqual([]);
    expect(s.reasons[0]).toBe('different names');
    expect(s.score).toBeLessThan(LIST_THRESHOLD);
  });

  it('reads a shared given name with another surname as another owner, not as initials', () => {
    const s = scoreMatch(adaOkafor, finder('Ada Lindqvist'));
    expect(s.reasons).not.toContain("same initials 'Ada'");
    expect(nameReasons(s.reasons)).toEqual([]);
    expect(s.reasons[0]).toBe('different names');
    expect(s.score).toBeLessThan(LIST_THRESHOLD);
  });

  it('does not let the rest of a look-alike outweigh two different names', () => {
    const same = scoreMatch(adaOkafor, finder('Ada Okafor')).score;
    for (const name of ['Emil Okafor', 'Ada Lindqvist', 'Maria Garcia']) {
      const other = scoreMatch(adaOkafor, finder(name)).score;
      expect(other).toBeLessThan(LIST_THRESHOLD);
      expect(same - other).toBeGreaterThan(0.6);
    }
  });

  it('meets initials on a name and tells two sets of initials apart', () => {
    const laptop = lost({ title: 'Grey laptop', description: 'Initials JS on the lid' });
    for (const description of ['Name J. Smith on a sticker', 'Name Jamie Smith on a sticker']) {
      const s = scoreMatch(laptop, found({ title: 'Grey laptop', description }));
      expect(nameReasons(s.reasons)).toEqual(["same initials 'JS'"]);
    }
    const agree = scoreMatch(
      laptop,
      found({ title: 'Grey laptop', description: 'Initials JS scratched on it' }),
    );
    const other = scoreMatch(
      laptop,
      found({ title: 'Grey laptop', description: 'Initials KM scratched on it' }),
    );
    expect(other.reasons).toContain('different initials');
    expect(nameReasons(other.reasons)).toEqual([]);
    expect(other.score).toBeLessThan(ALERT_THRESHOLD);
    expect(agree.score - other.score).toBeGreaterThan(0.5);
    const nameClash = scoreMatch(
      laptop,
      found({ title: 'Grey laptop', description: 'Name Kim Moore on a sticker' }),
    );
    expect(nameClash.reasons).toContain('different initials');
  });

  it('meets a single name on the given name or the surname of a full one', () => {
    const book = lost({
      title: 'Calculus book',
      description: 'Has my name on the first page (Diego).',
    });
    const same = scoreMatch(
      book,
      found({ title: 'Calculus book', description: 'Name inside: Diego R.' }),
    );
    expect(nameReasons(same.reasons)).toEqual(["both name 'Diego'"]);
    const other = scoreMatch(
      book,
      found({ title: 'Calculus book', description: 'Name inside: Maria R.' }),
    );
    expect(other.reasons).toContain('different names');
    expect(same.score).toBeGreaterThan(other.score);
  });

  it('gives no penalty when only one report writes a name', () => {
    const plain = bottle('Lost', 'Lost my navy Hydro Flask bottle with a mountain sticker.');
    const f = bottle('Found', 'Dark blue metal Hydro Flask with a sticker of mountains.');
    const s = scoreMatch(adaOkafor, f);
    expect(s.reasons).not.toEqual(expect.arrayContaining(['different names']));
    expect(s.score).toBe(scoreMatch(plain, f).score);
    expect(scoreMatch(plain, finder('Emil Okafor')).score).toBe(scoreMatch(plain, f).score);
  });

  it('reads no name into a sentence that ends in a letter', () => {
    const marks = nameMarks('Found it in parking lot C. Contains cards, name Tomasz N.');
    expect(marks.map((m) => m.display)).toEqual(['Tomasz N.']);
  });
});
