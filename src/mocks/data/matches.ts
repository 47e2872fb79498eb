/**
 * Possible matches per item for the mocked getItemMatches (`npm run dev:mock` and Jest), both
 * ways (a Lost report lists Found items, a Found item lists Lost reports), best first. The
 * handler looks the matched items up when it answers, so their status stays live; "Not mine"
 * (dismissItemMatch) marks one dismissed in its item's list, for good. Fixtures (src/mocks/data/items.ts):
 * item-13 Laptop Charger (Lost, Sam) · item-20 Wireless Mouse (Found, Priya) · item-07 AirPods
 * Pro Case (Found, Kim Keeper) · item-10 TI-84 Calculator (Found, Alex) · item-05 Chemistry Lab
 * Notebook (Lost, Sam) · item-14 Biology Textbook (Found, Alex, keeper Kim) · item-18 Car Key Fob
 * (Lost, Alex) · item-04 Dorm Room Keys (Found, Sam).
 */
export type MockMatch = { itemId: string; score: number; reasons: string[]; dismissed?: boolean };

type Pair = [lostId: string, foundId: string, score: number, reasons: string[]];

const pairs: Pair[] = [
  [
    'item-13',
    'item-20',
    0.78,
    ['same category (Electronics)', 'both in a campus computer lab', 'posted 7 days apart'],
  ],
  ['item-13', 'item-07', 0.46, ['same category (Electronics)', 'small white accessory']],
  ['item-13', 'item-10', 0.31, ['same category (Electronics)']],
  [
    'item-05',
    'item-14',
    0.58,
    ['same category (Books)', 'both science coursework', 'marked up by hand'],
  ],
  [
    'item-18',
    'item-04',
    0.86,
    ['same category (Keys)', "both mention 'keys'", 'both in a campus parking area'],
  ],
];

function build(): Record<string, MockMatch[]> {
  const byItem: Record<string, MockMatch[]> = {};
  const add = (id: string, match: MockMatch) => (byItem[id] ??= []).push(match);
  for (const [lostId, foundId, score, reasons] of pairs) {
    add(lostId, { itemId: foundId, score, reasons });
    add(foundId, { itemId: lostId, score, reasons });
  }
  for (const list of Object.values(byItem)) list.sort((a, b) => b.score - a.score);
  return byItem;
}

/** The live lists by item id; the mock world saves and restores them (src/mocks/world.ts). */
export const mockMatches: { byItem: Record<string, MockMatch[]> } = { byItem: build() };

export function resetMatchesData(): void {
  mockMatches.byItem = build();
}
