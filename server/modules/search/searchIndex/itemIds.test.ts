import { newId } from '../../../lib/ids';
import { ItemIds } from './itemIds';

describe('ItemIds', () => {
  it('finds every id by ordinal and back, packed or not, past several resizes', () => {
    const ids = new ItemIds();
    const made: string[] = [];
    for (let o = 0; o < 5000; o++) {
      // newId()'s hex ids are packed; every seventh is another shape (older data, tests).
      const id = o % 7 === 0 ? `item-${o}` : newId();
      made.push(id);
      ids.set(id, o);
    }
    made.forEach((id, o) => {
      expect(ids.get(id)).toBe(o);
      expect(ids.idOf(o)).toBe(id);
    });
    expect(ids.get(newId())).toBeUndefined();
    expect(ids.get('item-5001')).toBeUndefined();
    // Upper-case hex is another id than its lower-case spelling: kept apart, not packed.
    const upper = made[1].toUpperCase();
    expect(ids.get(upper)).toBeUndefined();
    ids.set(upper, 5000);
    expect(ids.get(upper)).toBe(5000);
    expect(ids.get(made[1])).toBe(1);
  });

  it('keeps ids that share their first bytes apart', () => {
    const ids = new ItemIds();
    const shared = 'abcdef012345';
    for (let o = 0; o < 3000; o++) ids.set(shared + o.toString(16).padStart(12, '0'), o);
    for (let o = 0; o < 3000; o++) {
      expect(ids.get(shared + o.toString(16).padStart(12, '0'))).toBe(o);
    }
  });
});
