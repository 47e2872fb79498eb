import { formatDate } from './dates';

describe('formatDate', () => {
  it('writes the UTC date when asked (the server-rendered landing page), else the local one', () => {
    const late = '2025-03-28T23:30:00.000Z';
    expect(formatDate(late, { utc: true })).toBe('03/28/2025');
    const local = new Date(late);
    const expected = `${String(local.getMonth() + 1).padStart(2, '0')}/${String(local.getDate()).padStart(2, '0')}/${local.getFullYear()}`;
    expect(formatDate(late)).toBe(expected);
    expect(formatDate('not a date', { utc: true })).toBe('');
  });
});
