import { placeResolver } from './resolvePlace';

const resolve = placeResolver([
  { id: 'eb', name: 'Engineering Building', aliases: ['EB', 'Eng building', 'eng bldg'] },
  { id: 'annex', name: 'Engineering Building Annex', aliases: ['EBA'] },
  { id: 'cafe', name: 'Café Nero', aliases: ['Nero'] },
  { id: 'smh', name: "St Mary's Hall", aliases: [] },
]);

describe('placeResolver (docs/product.md#places)', () => {
  it.each([
    ['EB', 'eb'],
    ['eb', 'eb'],
    ['Eng. building', 'eb'],
    ['ENG-BUILDING room 104', 'eb'],
    ['eng bldg', 'eb'],
    ['Room 104, EB, 2nd floor', 'eb'],
    ['engineering building', 'eb'],
    ['Engineering Building Annex, lobby', 'annex'],
    ['cafe nero', 'cafe'],
    ['near NERO', 'cafe'],
    ['St. Marys Hall', null],
    ["st mary's hall", 'smh'],
    ['St Mary Hall', 'smh'],
  ])('%s → %s', (text, id) => {
    expect(resolve(text)?.id ?? null).toBe(id);
  });

  it('matches whole words only', () => {
    expect(resolve('web lab')).toBeNull();
    expect(resolve('Engineering')).toBeNull();
    expect(resolve('EBAY store')).toBeNull();
    expect(resolve('')).toBeNull();
  });

  it('answers the place name, whichever alias matched', () => {
    expect(resolve('eng bldg')).toEqual({ id: 'eb', name: 'Engineering Building' });
  });
});
