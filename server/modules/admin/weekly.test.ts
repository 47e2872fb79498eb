import { bucketWeeks, seriesStart } from './weekly';

describe('weekly series', () => {
  it('starts on the Monday (UTC) eleven weeks before the current week', () => {
    // Sunday 2024-06-16 late evening UTC still belongs to the week of Monday 2024-06-10.
    expect(seriesStart(new Date('2024-06-16T23:59:59Z'), 12).toISOString()).toBe(
      '2024-03-25T00:00:00.000Z',
    );
    expect(seriesStart(new Date('2024-06-17T00:00:00Z'), 12).toISOString()).toBe(
      '2024-04-01T00:00:00.000Z',
    );
    expect(seriesStart(new Date('2024-06-12T10:00:00Z'), 1).toISOString()).toBe(
      '2024-06-10T00:00:00.000Z',
    );
  });

  it('folds day counts into weeks, oldest first, ignoring days outside the range', () => {
    const start = new Date('2024-03-25T00:00:00Z');
    const series = bucketWeeks(
      start,
      12,
      [
        { day: '2024-03-24', n: 9 },
        { day: '2024-03-25', n: 1 },
        { day: '2024-03-31', n: 2 },
        { day: '2024-04-01', n: 4 },
        { day: '2024-06-16', n: 5 },
        { day: '2024-06-17', n: 9 },
      ],
      [{ day: '2024-06-10', n: 3 }],
    );
    expect(series).toHaveLength(12);
    expect(series[0]).toEqual({ weekStart: '2024-03-25', posted: 3, returned: 0 });
    expect(series[1]).toEqual({ weekStart: '2024-04-01', posted: 4, returned: 0 });
    expect(series[11]).toEqual({ weekStart: '2024-06-10', posted: 5, returned: 3 });
    expect(series.reduce((n, w) => n + w.posted, 0)).toBe(12);
  });
});
