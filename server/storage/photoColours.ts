import { colord, extend } from 'colord';
import labPlugin from 'colord/plugins/lab';
import type { Sharp } from 'sharp';

extend([labPlugin]);

/**
 * The colours an item's photo shows, as the names matching compares (server/text/synonymsColours.ts):
 * evidence where a report's text names no colour ("the photo looks navy", docs/product.md#matching).
 *
 * How: the photo is shrunk to 48×48 and each pixel is given the nearest name of PALETTE by
 * CIEDE2000 in CIELAB (colord), so "nearest" is what a person would call it rather than the
 * nearest RGB triple. Pixels of the middle half count twice: people photograph the thing in
 * the middle. The names of at least MIN_SHARE of the weighted pixels are kept, the largest
 * first, at most MAX_COLOURS. Background: a photo of a red bottle on a white desk is a red
 * bottle, so when a chromatic name (not white, grey or black) holds at least MIN_SHARE, the
 * light neutrals (white, light grey, grey) are dropped as background-like; a white object on a
 * white desk has no chromatic name and keeps its white.
 */
const SIDE = 48;
const MIN_SHARE = 0.2;
const MAX_COLOURS = 2;

/** Colour names and a typical sRGB value of each, as an object in a phone photo shows it. */
const PALETTE: Record<string, string> = {
  black: '#151515',
  'dark grey': '#454545',
  grey: '#808080',
  'light grey': '#bdbdbd',
  white: '#f4f4f4',
  navy: '#1d2b4f',
  blue: '#2c5fc9',
  'light blue': '#93c3ec',
  teal: '#138a8a',
  green: '#2f9a3c',
  'dark green': '#1d4a2a',
  olive: '#6b6b2c',
  yellow: '#f1d21c',
  mustard: '#c69c22',
  orange: '#ee7a1b',
  red: '#cf2222',
  maroon: '#6a1b26',
  pink: '#f2a5c0',
  'hot pink': '#de3389',
  purple: '#6b3b99',
  lilac: '#c2a5dc',
  brown: '#6a4127',
  tan: '#c29a6a',
  beige: '#e0d0b0',
};
const LIGHT_NEUTRALS = new Set(['white', 'light grey', 'grey']);
const NEUTRALS = new Set([...LIGHT_NEUTRALS, 'black', 'dark grey']);
const SWATCHES = Object.entries(PALETTE).map(([name, hex]) => ({ name, colour: colord(hex) }));

/** Nearest names, remembered per 4-bit RGB bin: a photo has a few hundred distinct bins. */
const nearestOfBin = new Map<number, string>();

function nearestName(r: number, g: number, b: number): string {
  const bin = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
  let name = nearestOfBin.get(bin);
  if (name === undefined) {
    const c = colord({ r: (r & 0xf0) + 8, g: (g & 0xf0) + 8, b: (b & 0xf0) + 8 });
    let best = Infinity;
    for (const s of SWATCHES) {
      const d = c.delta(s.colour);
      if (d < best) [best, name] = [d, s.name];
    }
    nearestOfBin.set(bin, name!);
  }
  return name!;
}

/** The dominant colour names of an image (a sharp pipeline of the decoded photo). */
export async function photoColours(image: Sharp): Promise<string[]> {
  const { data, info } = await image
    .clone()
    .resize(SIDE, SIDE, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return coloursOfPixels(data, info.width, info.height, info.channels);
}

export function coloursOfPixels(
  data: Uint8Array,
  width: number,
  height: number,
  channels: number,
): string[] {
  const weights = new Map<string, number>();
  let total = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * channels;
      const middle =
        x >= width / 4 && x < (3 * width) / 4 && y >= height / 4 && y < (3 * height) / 4;
      const w = middle ? 2 : 1;
      const name = nearestName(data[i], data[i + 1], data[i + 2]);
      weights.set(name, (weights.get(name) ?? 0) + w);
      total += w;
    }
  }
  const shares = [...weights]
    .map(([name, w]) => ({ name, share: w / total }))
    .sort((a, b) => b.share - a.share || (a.name < b.name ? -1 : 1));
  const coloured = shares.some((s) => !NEUTRALS.has(s.name) && s.share >= MIN_SHARE);
  return shares
    .filter((s) => s.share >= MIN_SHARE && !(coloured && LIGHT_NEUTRALS.has(s.name)))
    .slice(0, MAX_COLOURS)
    .map((s) => s.name);
}
