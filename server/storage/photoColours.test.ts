import sharp from 'sharp';
import { decodePhoto } from './photoDecode';

/** A PNG of `size` px in one colour, with optional rectangles drawn over it. */
async function image(
  background: [number, number, number],
  shapes: { rgb: [number, number, number]; left: number; top: number; w: number; h: number }[] = [],
  size = 240,
): Promise<Buffer> {
  const [r, g, b] = background;
  const base = sharp({
    create: { width: size, height: size, channels: 3, background: { r, g, b } },
  });
  const layers = await Promise.all(
    shapes.map(async (s) => ({
      input: await sharp({
        create: {
          width: s.w,
          height: s.h,
          channels: 3,
          background: { r: s.rgb[0], g: s.rgb[1], b: s.rgb[2] },
        },
      })
        .png()
        .toBuffer(),
      left: s.left,
      top: s.top,
    })),
  );
  return base.composite(layers).png().toBuffer();
}

describe('photo colours (decodePhoto)', () => {
  it.each([
    ['navy', [28, 40, 78]],
    ['red', [205, 32, 30]],
    ['yellow', [240, 210, 30]],
    ['black', [18, 18, 18]],
    ['white', [246, 246, 246]],
    ['purple', [104, 58, 152]],
  ] as const)('names a solid %s photo', async (name, rgb) => {
    const { colours } = await decodePhoto(await image([...rgb]));
    expect(colours).toEqual([name]);
  });

  it('ignores a near-white background around a clearly coloured object', async () => {
    const photo = await image(
      [248, 248, 246],
      [{ rgb: [30, 140, 60], left: 50, top: 50, w: 140, h: 140 }],
    );
    expect((await decodePhoto(photo)).colours).toEqual(['green']);
  });

  it('keeps white when the object is white too', async () => {
    const photo = await image(
      [250, 250, 250],
      [{ rgb: [235, 235, 235], left: 60, top: 60, w: 120, h: 120 }],
    );
    expect((await decodePhoto(photo)).colours).toEqual(['white']);
  });

  it('names both colours of a striped object, largest first', async () => {
    const stripes = Array.from({ length: 6 }, (_, i) => ({
      rgb: [240, 210, 30] as [number, number, number],
      left: 0,
      top: i * 40,
      w: 240,
      h: 15,
    }));
    const { colours } = await decodePhoto(await image([20, 20, 20], stripes));
    expect(colours).toEqual(['black', 'yellow']);
  });

  it('returns plain data that crosses a process boundary', async () => {
    const result = await decodePhoto(await image([28, 40, 78]));
    expect(structuredClone(result.colours)).toEqual(result.colours);
    expect(result.colours.every((c) => typeof c === 'string')).toBe(true);
  });
});
