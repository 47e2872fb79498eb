import { CAMPUS_TIME_ZONE, campusDateTime, campusDateTimeNamed } from './campusTime';

/** docs/product.md#formats: records in campus-local time, as a spreadsheet reads a cell. */
describe('campus-local times', () => {
  it('writes "YYYY-MM-DD HH:MM" in the campus zone (UTC while the settings name none)', () => {
    expect(CAMPUS_TIME_ZONE).toBe('UTC');
    expect(campusDateTime('2026-09-21T14:05:59.999Z')).toBe('2026-09-21 14:05');
    expect(campusDateTimeNamed('2026-09-21T14:05:00.000Z')).toBe('2026-09-21 14:05 UTC');
  });

  it('follows another zone, summer time included, and says nothing for a broken time', () => {
    expect(campusDateTime('2026-09-21T12:05:00.000Z', 'Europe/Berlin')).toBe('2026-09-21 14:05');
    expect(campusDateTime('2026-01-05T23:30:00.000Z', 'Europe/Berlin')).toBe('2026-01-06 00:30');
    expect(campusDateTime('not a time')).toBe('');
  });
});
