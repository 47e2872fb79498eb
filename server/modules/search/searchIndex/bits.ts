/**
 * Sets of item ordinals as bitsets (bit `o % 32` of word `o >> 5`): a search ANDs a few of them,
 * 32 items per operation, and reads matches newest (highest) first.
 */
export type Bits = Int32Array;

export const wordsFor = (items: number) => (items + 31) >>> 5;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function setBit(bits: Bits, o: number, on: boolean): void {
  if (on) bits[o >>> 5] |= 1 << (o & 31);
  else bits[o >>> 5] &= ~(1 << (o & 31));
}

/** A copy of `bits` with room for `items` ordinals. */
export function grown(bits: Bits, items: number): Bits {
  if (wordsFor(items) <= bits.length) return bits;
  const next = new Int32Array(Math.max(wordsFor(items), bits.length * 2));
  next.set(bits);
  return next;
}
