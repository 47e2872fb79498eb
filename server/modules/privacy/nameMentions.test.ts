import { withoutName } from './nameMentions';

describe('withoutName (docs/product.md#privacy)', () => {
  it('replaces the whole name wherever the portal copied it', () => {
    expect(withoutName('New message from Ann Lee about "Keys"', 'Ann Lee')).toBe(
      'New message from Deleted user about "Keys"',
    );
    expect(withoutName('Kim approved Ann\'s claim on "Keys".', 'Ann')).toBe(
      'Kim approved Deleted user\'s claim on "Keys".',
    );
    expect(withoutName('Claimed by Ann', 'Ann')).toBe('Claimed by Deleted user');
  });

  it('leaves other words and names alone, and reads the name literally', () => {
    expect(withoutName('Claim by Joanna approved', 'Ann')).toBe('Claim by Joanna approved');
    expect(withoutName('Annual report by Anne', 'Ann')).toBe('Annual report by Anne');
    expect(withoutName('From a.b (c)', 'a.b (c)')).toBe('From Deleted user');
    expect(withoutName('From axb', 'a.b')).toBe('From axb');
    expect(withoutName('Anything', '  ')).toBe('Anything');
  });
});
