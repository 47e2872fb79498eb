import sharp, { type Metadata } from 'sharp';
import { ApiError, payloadTooLarge, unsupportedMediaType } from '../errors';
import { photoColours } from './photoColours';

/**
 * Decompression-bomb fence: a small file may still declare a huge canvas. 24 megapixels covers
 * what phones save (12-24 MP; 48-200 MP sensors save binned photos unless told otherwise).
 */
export const MAX_INPUT_PIXELS = 24_000_000;

// One libvips thread per image and no operation cache: photos are decoded one at a time (see
// imageQueue), so CPU and memory stay bounded and the cache would only hold decoded inputs.
sharp.concurrency(1);
sharp.cache(false);
const DISPLAY_PX = 1600;
const THUMB_PX = 400;

const ONLY_IMAGES = 'Only JPEG, PNG, WebP, GIF, HEIC or AVIF images are allowed.';
const HEIC_UNSUPPORTED =
  'HEIC photos cannot be processed here yet. Please upload a JPEG, PNG, WebP, GIF or AVIF image.';

/**
 * The renditions, and the names of the photo's dominant colours (photoColours.ts), largest
 * first: plain data, as it crosses a process boundary (photoRunner.ts).
 */
export type ProcessedImage = { display: Buffer; thumb: Buffer; colours: string[] };

/**
 * Decodes an upload into its two WebP renditions and its colours (where it runs: itemImages.ts).
 * The type is decided by the file's bytes, never by its name or the client's content type.
 * Output is re-encoded WebP, auto-oriented, with every metadata block (EXIF, GPS, XMP) dropped:
 * sharp writes none unless asked to with withMetadata/keepMetadata, which we never do.
 */
export async function decodePhoto(input: Buffer): Promise<ProcessedImage> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  let meta: Metadata;
  try {
    // Reading the header decodes no pixels; the pixel limit is checked just below.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupportedMediaType(ONLY_IMAGES);
  }
  const format = meta.format as string | undefined;
  if (!format || !['jpeg', 'png', 'webp', 'gif', 'heif'].includes(format)) {
    throw unsupportedMediaType(ONLY_IMAGES);
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw payloadTooLarge(
      `The image has too many pixels (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
    );
  }
  try {
    // One decode of the original; the thumbnail is made from the (small) display rendition.
    const display = await sharp(input, options)
      .rotate()
      .resize(DISPLAY_PX, DISPLAY_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
    const thumb = await sharp(display)
      .resize(THUMB_PX, THUMB_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    // The colours are read from the thumbnail: 400 px say as much as 24 MP about colour.
    const colours = await photoColours(sharp(thumb));
    return { display, thumb, colours };
  } catch (err) {
    if (err instanceof ApiError) throw err;
    // The prebuilt libvips reads HEIF containers but has no HEVC decoder (AVIF works).
    if (format === 'heif' && meta.compression !== 'av1') {
      throw unsupportedMediaType(HEIC_UNSUPPORTED);
    }
    throw unsupportedMediaType(ONLY_IMAGES);
  }
}
