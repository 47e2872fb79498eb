/**
 * Sets of item ordinals as bitsets (bit `o % 32` of word `o >> 5`): a word search ANDs a few of
 * them, 32 items per operation, and reads matches newest (highest) first.
 */
export type Bits = Uint32Array;

export const wordsFor = (items: number) => (items + 31) >>> 5;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** How many bits are set, counting up to `cap`. */
export function countBits(bits: Bits, cap: number): number {
  let n = 0;
  for (let w = bits.length - 1; w >= 0 && n < cap; w--) if (bits[w]) n += popcount(bits[w]);
  return Math.min(n, cap);
}

/** `a AND b AND ...` into a new set (the first set decides the length). */
export function and(sets: Bits[]): Bits {
  const [first, ...rest] = sets;
  const out = first.slice();
  for (const s of rest) {
    const n = Math.min(out.length, s.length);
    for (let w = 0; w < n; w++) out[w] &= s[w];
    out.fill(0, n);
  }
  return out;
}

/** Visits set bits from the highest down until `visit` returns false. */
export function forEachDescending(bits: Bits, visit: (ordinal: number) => boolean): void {
  for (let w = bits.length - 1; w >= 0; w--) {
    let word = bits[w];
    while (word) {
      const bit = 31 - Math.clz32(word);
      if (!visit((w << 5) | bit)) return;
      word &= ~(1 << bit);
    }
  }
}

export function setBit(bits: Bits, o: number, on: boolean): void {
  if (on) bits[o >>> 5] |= 1 << (o & 31);
  else bits[o >>> 5] &= ~(1 << (o & 31));
}

export const hasBit = (bits: Bits, o: number) => (bits[o >>> 5] & (1 << (o & 31))) !== 0;

/** A copy of `bits` with room for `items` ordinals. */
export function grown(bits: Bits, items: number): Bits {
  if (wordsFor(items) <= bits.length) return bits;
  const next = new Uint32Array(Math.max(wordsFor(items), bits.length * 2));
  next.set(bits);
  return next;
}
