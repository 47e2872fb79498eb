import { analyse } from './analyse';
import { matchTerms } from './matchTerms';
import { ALERT_THRESHOLD, LIST_THRESHOLD, scoreAnalysed, scoreMatch } from './score';
import { at, found, lost } from './scoreTestReports';

describe('scoreMatch evidence', () => {
  it('meets synonyms on their canonical term', () => {
    const l = lost({ title: 'Lost AirPods' });
    const earbuds = scoreMatch(l, found({ title: 'Found white earbuds' }));
    expect(earbuds.reasons).toContain("both mention 'earphones'");
    expect(earbuds.score).toBeGreaterThan(
      scoreMatch(l, found({ title: 'Found white umbrella' })).score,
    );
  });

  it('meets inflections on their stem', () => {
    const l = lost({ title: 'Bottle', description: 'Covered in dinosaurs, went climbing with it' });
    const s = scoreMatch(l, found({ title: 'Bottle', description: 'A dinosaur on it, climbs' }));
    expect(s.reasons).toEqual(
      expect.arrayContaining(["both mention 'dinosaurs'", "both mention 'climbing'"]),
    );
  });

  it('counts brands and numbered models, and tells two models apart', () => {
    const l = lost({ title: 'Black iPhone 13', categoryId: 'cat-electronics' });
    const same = scoreMatch(
      l,
      found({ title: 'Found an iPhone 13', categoryId: 'cat-electronics' }),
    );
    const other = scoreMatch(
      l,
      found({ title: 'Found an iPhone 11', categoryId: 'cat-electronics' }),
    );
    expect(same.reasons).toEqual(
      expect.arrayContaining(["both mention 'iphone 13'", "both mention 'apple'"]),
    );
    expect(other.reasons).toContain('different models');
    expect(same.score).toBeGreaterThan(other.score);
  });

  it('reads "TI-84", "TI 84" and "ti84" as one model', () => {
    const l = lost({ title: 'TI-84 calculator' });
    for (const title of ['Found a TI 84', 'ti84 found']) {
      expect(scoreMatch(l, found({ title })).reasons).toContain("both mention 'ti 84'");
    }
  });

  it('finds names and initials written on the item', () => {
    const initials = scoreMatch(
      lost({ title: 'Grey laptop', description: 'Initials JS on the lid' }),
      found({ title: 'Laptop', description: "Name 'J. Smith' inside the sleeve" }),
    );
    expect(initials.reasons[0]).toBe("same initials 'JS'");
    const name = scoreMatch(
      lost({ title: 'Student card', description: 'Lost my campus card, name Priya Patel.' }),
      found({ title: 'Found ID', description: 'University card belonging to Priya P.' }),
    );
    expect(name.reasons).toContain("both name 'Priya P.'");
    const other = scoreMatch(
      lost({ title: 'Student card', description: 'Lost my campus card, name Priya Patel.' }),
      found({ title: 'Found ID', description: 'University card, name Maria Garcia.' }),
    );
    expect(other.reasons).toContain('different names');
    expect(name.score).toBeGreaterThan(other.score);
  });

  it('maps colour phrases to one colour', () => {
    const s = scoreMatch(
      lost({ title: 'Dark blue bottle' }),
      found({ title: 'Navy water bottle' }),
    );
    expect(s.reasons).toContain('both say navy');
    const hue = scoreMatch(lost({ title: 'Navy bottle' }), found({ title: 'Blue bottle' }));
    expect(hue.reasons).toContain('both say blue');
    const clash = scoreMatch(lost({ title: 'Red jacket' }), found({ title: 'Dark blue jacket' }));
    expect(clash.reasons).toContain('different colours');
  });

  it('takes the same category as a help, not a wall', () => {
    const l = lost({ title: 'Black Casio watch', categoryId: 'cat-other' });
    const same = scoreMatch(l, found({ title: 'Casio watch found', categoryId: 'cat-other' }));
    const other = scoreMatch(
      l,
      found({ title: 'Casio watch found', categoryId: 'cat-electronics' }),
    );
    expect(same.reasons).toContain('same category');
    expect(other.reasons).not.toContain('same category');
    expect(other.score).toBeGreaterThanOrEqual(LIST_THRESHOLD);
    expect(same.score).toBeGreaterThan(other.score);
  });

  it('knows the same place and the same building', () => {
    const l = lost({ title: 'Umbrella', location: 'Main library, 2nd floor' });
    const place = scoreMatch(l, found({ title: 'Umbrella', location: 'Main Library 2nd floor' }));
    const building = scoreMatch(l, found({ title: 'Umbrella', location: 'Library reading room' }));
    const elsewhere = scoreMatch(l, found({ title: 'Umbrella', location: 'Gym changing rooms' }));
    expect(place.reasons).toContain('same place');
    expect(building.reasons).toContain('same building');
    expect(elsewhere.reasons).not.toEqual(expect.arrayContaining(['same place']));
    expect(place.score).toBeGreaterThan(building.score);
    expect(building.score).toBeGreaterThan(elsewhere.score);
  });

  it('weakens a Found item posted well before the loss, and days apart a little', () => {
    const l = lost({ title: 'Green Nalgene bottle', createdAt: at(10) });
    const after = scoreMatch(l, found({ title: 'Green Nalgene bottle', createdAt: at(10.5) }));
    const daysLater = scoreMatch(l, found({ title: 'Green Nalgene bottle', createdAt: at(13) }));
    const before = scoreMatch(l, found({ title: 'Green Nalgene bottle', createdAt: at(7) }));
    expect(after.reasons).toContain('same day');
    expect(daysLater.reasons).toContain('3 days apart');
    expect(before.reasons).toContain('found before it was reported lost');
    expect(after.score).toBeGreaterThan(daysLater.score);
    expect(daysLater.score).toBeGreaterThan(before.score);
  });

  it('reads an accessory as an accessory and "no case" as a disagreement', () => {
    const phone = lost({ title: 'Black iPhone 13', description: 'In a clear case' });
    const charger = scoreMatch(phone, found({ title: 'Found iPhone charging cable' }));
    expect(charger.reasons).toContain('different objects');
    const bare = scoreMatch(phone, found({ title: 'Found black iPhone', description: 'No case' }));
    expect(bare.reasons).toContain("one says no 'case'");
  });
});

describe('scoreMatch shape', () => {
  const l = lost({
    title: 'Navy Hydro Flask',
    description: 'Climbing sticker, dent at the bottom, initials JS',
    location: 'Gym changing rooms',
    categoryId: 'cat-bottles',
  });
  const f = found({
    title: 'Found dark blue Hydro Flask bottle',
    description: 'With stickers and a dent, JS written on it',
    location: 'Gym changing rooms',
    categoryId: 'cat-bottles',
    createdAt: at(0.5),
  });

  it('gives the strongest reasons first, at most eight, in plain words', () => {
    const { reasons } = scoreMatch(l, f);
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.length).toBeLessThanOrEqual(8);
    expect(reasons[0]).toBe("same initials 'JS'");
    expect(reasons).toEqual(
      expect.arrayContaining(["both mention 'hydro flask'", 'both say navy', 'same place']),
    );
  });

  it('is symmetric', () => {
    expect(scoreMatch(f, l)).toEqual(scoreMatch(l, f));
    expect(scoreAnalysed(analyse(f), analyse(l))).toEqual(scoreMatch(l, f));
  });

  it('scores two reports of the same status 0', () => {
    expect(scoreMatch(l, { ...f, status: 'Lost' })).toEqual({ score: 0, reasons: [] });
    expect(scoreMatch({ ...l, status: 'Found' }, f)).toEqual({ score: 0, reasons: [] });
  });

  it('stays in 0..1 and reads a changed report afresh', () => {
    const s = scoreMatch(l, f).score;
    expect(s).toBeGreaterThan(0);
    expect(s).toBeLessThanOrEqual(1);
    const changed = { ...f };
    expect(scoreMatch(l, changed).score).toBe(s);
    changed.title = 'Found a red umbrella';
    changed.description = 'Wooden handle';
    expect(scoreMatch(l, changed).score).toBeLessThan(s);
  });
});

describe('thresholds', () => {
  it('alerts for a strong pair and does not list an unrelated one', () => {
    expect(LIST_THRESHOLD).toBeLessThan(ALERT_THRESHOLD);
    const strong = scoreMatch(
      lost({
        title: 'Black Dell XPS 15',
        description: 'NASA sticker on the lid',
        location: 'Computer lab 104',
      }),
      found({
        title: 'Dell XPS 15 laptop found',
        description: 'Black, NASA sticker',
        location: 'Computer lab 104',
      }),
    );
    expect(strong.score).toBeGreaterThanOrEqual(ALERT_THRESHOLD);
    const unrelated = scoreMatch(
      lost({ title: 'Black Dell XPS 15', location: 'Computer lab 104' }),
      found({ title: 'Red tartan scarf', location: 'Gym changing rooms' }),
    );
    expect(unrelated.score).toBeLessThan(LIST_THRESHOLD);
  });

  it('never lists a pair that shares no term, however close in place and time', () => {
    const s = scoreMatch(
      lost({ title: 'Violin', location: 'Music building practice room' }),
      found({ title: 'Skateboard', location: 'Music building practice room' }),
    );
    expect(s.reasons).toEqual(expect.arrayContaining(['same category', 'same place', 'same day']));
    expect(s.score).toBeLessThan(LIST_THRESHOLD);
  });
});

describe('matchTerms', () => {
  it('gives canonical terms, strongest first, without stop words', () => {
    const terms = matchTerms({
      title: 'Lost my navy Hydro Flask',
      description: 'Has a sticker',
      location: 'Gym',
    });
    expect(terms.slice(0, 2)).toEqual(['hydro flask', 'bottle']);
    expect(terms).toEqual(expect.arrayContaining(['navy', 'sticker']));
    expect(terms).not.toEqual(expect.arrayContaining(['lost', 'my', 'has', 'a', 'gym']));
  });

  it('shares a term between two reports of one object', () => {
    const a = matchTerms({ title: 'Lost AirPods', description: '', location: '' });
    const b = matchTerms({ title: 'Found earbuds', description: '', location: '' });
    expect(a.some((t) => b.includes(t))).toBe(true);
  });
});
