import { seenNotifications } from './seenNotifications';

const at = '2025-04-01T10:00:00.000Z';

describe('seenNotifications', () => {
  it('sees a notification again only with the same id, count and time', () => {
    const alreadySeen = seenNotifications();
    expect(alreadySeen({ _id: 'n1', count: 1, createdAt: at })).toBe(false);
    expect(alreadySeen({ _id: 'n1', count: 1, createdAt: at })).toBe(true);
    // A grouped message row bumped by the next message: same id, new count and time.
    expect(alreadySeen({ _id: 'n1', count: 2, createdAt: '2025-04-01T10:01:00.000Z' })).toBe(false);
    expect(alreadySeen({ _id: 'n2', createdAt: at })).toBe(false);
    // No count is a count of 1.
    expect(alreadySeen({ _id: 'n2', count: 1, createdAt: at })).toBe(true);
  });

  it('never drops a notification without an id', () => {
    const alreadySeen = seenNotifications();
    expect(alreadySeen({ message: 'Upload failed' })).toBe(false);
    expect(alreadySeen({ message: 'Upload failed' })).toBe(false);
  });

  it('remembers the last 100 only', () => {
    const alreadySeen = seenNotifications();
    for (let i = 0; i <= 100; i++) alreadySeen({ _id: `n${i}`, createdAt: at });
    expect(alreadySeen({ _id: 'n100', createdAt: at })).toBe(true);
    expect(alreadySeen({ _id: 'n1', createdAt: at })).toBe(true);
    expect(alreadySeen({ _id: 'n0', createdAt: at })).toBe(false);
  });

  it('keeps one memory per socket', () => {
    const first = seenNotifications();
    first({ _id: 'n1', createdAt: at });
    expect(seenNotifications()({ _id: 'n1', createdAt: at })).toBe(false);
  });
});
