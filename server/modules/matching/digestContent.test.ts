import {
  FOUND_LISTED,
  REPORTS_LISTED,
  digestMessage,
  matchDigestContent,
  type DigestEntry,
} from './digestContent';

const pair = (lost: string, found: string, score: number): DigestEntry => ({
  lost: { id: `l-${lost}`, title: lost },
  found: { id: `f-${found}`, title: found },
  score,
});

/** docs/product.md#matching: the daily digest of possible matches, as one owner reads it. */
describe('matchDigestContent', () => {
  it('one pair: about that report, opening it', () => {
    const c = matchDigestContent([pair('Blue bottle', 'Navy flask', 0.5)]);
    expect(c).toEqual({
      count: 1,
      message: '1 possible match for your lost item "Blue bottle"',
      itemId: 'l-Blue bottle',
      link: '/items/l-Blue bottle',
      mail: {
        intro: expect.stringContaining('"Not mine"'),
        sections: [
          {
            heading: 'Your lost item "Blue bottle"',
            link: '/items/l-Blue bottle',
            entries: [{ text: '"Navy flask"', link: '/items/f-Navy flask' }],
          },
        ],
        stops: 'matchDigest',
      },
    });
  });

  it('several reports: counted together, opening the dashboard, each report with its items best first', () => {
    const c = matchDigestContent([
      pair('Keys', 'Key ring', 0.46),
      pair('Blue bottle', 'Bottle', 0.5),
      pair('Blue bottle', 'Navy flask', 0.7),
      pair('Keys', 'Car key', 0.6),
      pair('Blue bottle', 'Another bottle', 0.5),
    ]);
    expect(c.count).toBe(5);
    expect(c.message).toBe('5 possible matches for your lost items');
    expect(c.itemId).toBeNull();
    expect(c.link).toBe('/dashboard');
    // Reports by their best pair; items by score, ties by title.
    expect(c.mail.sections.map((s) => [s.heading, s.entries.map((e) => e.text)])).toEqual([
      ['Your lost item "Blue bottle"', ['"Navy flask"', '"Another bottle"', '"Bottle"']],
      ['Your lost item "Keys"', ['"Car key"', '"Key ring"']],
    ]);
    expect(c.mail.sections[1]!.entries[0]!.link).toBe('/items/f-Car key');
  });

  it('names the one report when all pairs are about it', () => {
    expect(digestMessage(3, [{ title: 'Keys' }])).toBe(
      '3 possible matches for your lost item "Keys"',
    );
    expect(digestMessage(2, [{ title: 'Keys' }, { title: 'Wallet' }])).toBe(
      '2 possible matches for your lost items',
    );
  });

  it('gives the same content whatever order the pairs come in', () => {
    const pairs = [pair('A', 'x', 0.5), pair('B', 'y', 0.5), pair('A', 'z', 0.5)];
    expect(matchDigestContent([...pairs].reverse())).toEqual(matchDigestContent(pairs));
  });

  it('shows at most FOUND_LISTED items a report and REPORTS_LISTED reports, counting the rest', () => {
    const many = Array.from({ length: FOUND_LISTED + 2 }, (_, i) =>
      pair('Wallet', `Item ${i}`, 0.9 - i / 100),
    );
    const reports = Array.from({ length: REPORTS_LISTED + 1 }, (_, i) =>
      pair(`Report ${String(i).padStart(2, '0')}`, `Found ${i}`, 0.5),
    );
    const c = matchDigestContent([...many, ...reports]);
    expect(c.count).toBe(many.length + reports.length);
    const [wallet, ...rest] = c.mail.sections;
    expect(wallet!.entries).toHaveLength(FOUND_LISTED);
    expect(wallet!.more).toBe('… and 2 more on its page');
    expect(rest).toHaveLength(REPORTS_LISTED);
    // The best REPORTS_LISTED - 1 of the others are shown (ties by title), then the count.
    expect(rest.at(-2)!.heading).toBe('Your lost item "Report 08"');
    expect(rest.at(-1)).toEqual({
      heading: '… and 2 more lost items on your dashboard',
      link: '/dashboard',
      entries: [],
    });
  });
});
