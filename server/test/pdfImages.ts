import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Reads back the images a PDF embeds, for tests: pdfkit writes a PNG's IDAT data as the image
 * stream (FlateDecode with /DecodeParms Predictor 15, Colors, Columns, BitsPerComponent), so a
 * PNG file is rebuilt around it (IHDR + IDAT + IEND) and read with pngjs. A stream without a
 * predictor holds the raw samples once inflated.
 */
export type PdfImage = { width: number; height: number; rgba: Uint8ClampedArray };

type PdfObject = { dict: string; stream?: Buffer };

function objects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const found = new Map<number, PdfObject>();
  const head = /(\d+) 0 obj\s*/g;
  for (let m = head.exec(text); m; m = head.exec(text)) {
    const start = m.index + m[0].length;
    const streamAt = text.indexOf('stream', start);
    let end = text.indexOf('endobj', start);
    if (streamAt !== -1 && streamAt < end) {
      // The stream's bytes are binary: find its end by /Length, never by searching them.
      const dict = text.slice(start, streamAt);
      const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
      const dataStart = streamAt + 'stream'.length + (text[streamAt + 6] === '\r' ? 2 : 1);
      found.set(Number(m[1]), { dict, stream: pdf.subarray(dataStart, dataStart + length) });
      end = text.indexOf('endobj', dataStart + length);
    } else {
      found.set(Number(m[1]), { dict: text.slice(start, end) });
    }
    head.lastIndex = end;
  }
  return found;
}

const numberIn = (dict: string, key: string) => {
  const m = new RegExp(`/${key} (\\d+)`).exec(dict);
  return m ? Number(m[1]) : undefined;
};

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  // pngjs is told not to check CRCs below, so they stay zero.
  return Buffer.concat([length, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]);
}

function pngFrom(stream: Buffer, width: number, height: number, colors: number, bits: number) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bits;
  ihdr[9] = colors === 1 ? 0 : 2; // greyscale or RGB
  const file = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', stream),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return PNG.sync.read(file, { checkCRC: false }).data;
}

function rawToRgba(samples: Buffer, pixels: number, colors: number): Buffer {
  const rgba = Buffer.alloc(pixels * 4, 255);
  for (let p = 0; p < pixels; p++) {
    for (let c = 0; c < 3; c++) rgba[p * 4 + c] = samples[p * colors + (colors === 1 ? 0 : c)]!;
  }
  return rgba;
}

/** Every image XObject of the PDF, as RGBA pixels, in the order the file holds them. */
export function pdfImages(pdf: Buffer): PdfImage[] {
  const all = objects(pdf);
  const images: PdfImage[] = [];
  for (const { dict, stream } of all.values()) {
    if (!/\/Subtype \/Image/.test(dict) || !stream) continue;
    const width = numberIn(dict, 'Width')!;
    const height = numberIn(dict, 'Height')!;
    const bits = numberIn(dict, 'BitsPerComponent') ?? 8;
    const colors = /\/DeviceGray/.test(dict) ? 1 : 3;
    const parmsRef = /\/DecodeParms (\d+) 0 R/.exec(dict)?.[1];
    const parms = parmsRef ? (all.get(Number(parmsRef))?.dict ?? '') : dict;
    const predicted = (numberIn(parms, 'Predictor') ?? 1) >= 10;
    const data = predicted
      ? pngFrom(stream, width, height, colors, bits)
      : rawToRgba(inflateSync(stream), width * height, colors);
    images.push({ width, height, rgba: new Uint8ClampedArray(data) });
  }
  return images;
}

/** The text of each QR code among the PDF's images (images that are not one are left out). */
export function pdfQrCodes(pdf: Buffer): string[] {
  return pdfImages(pdf).flatMap((image) => {
    const code = jsQR(image.rgba, image.width, image.height);
    return code ? [code.data] : [];
  });
}

/** How many pages the PDF has, and the first page's size in points. */
export function pdfPages(pdf: Buffer): { count: number; size: [number, number] } {
  const text = pdf.toString('latin1');
  const count = text.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
  const box = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text);
  return { count, size: [Number(box?.[1]), Number(box?.[2])] };
}
