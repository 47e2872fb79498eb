import { inflateSync } from 'node:zlib';

/**
 * The lines of text a pdfkit PDF draws, for tests: each content stream is inflated and every
 * text-showing operator (`[<hex> kern <hex>] TJ`, `<hex> Tj`) read back. pdfkit's built-in fonts
 * write WinAnsi bytes as hex, so Latin-1 decoding gives the text as drawn.
 */
export function pdfTextLines(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  const streamHead = /\/Length (\d+)[^]*?>>\s*stream\r?\n/g;
  for (let m = streamHead.exec(raw); m; m = streamHead.exec(raw)) {
    const start = m.index + m[0].length;
    const data = pdf.subarray(start, start + Number(m[1]));
    let text: string;
    try {
      text = inflateSync(data).toString('latin1');
    } catch {
      continue;
    }
    for (const op of text.matchAll(/\[([^\]]*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]!) : [op[2]!];
      lines.push(hexes.map((h) => Buffer.from(h, 'hex').toString('latin1')).join(''));
    }
    streamHead.lastIndex = start + Number(m[1]);
  }
  return lines;
}

/** All the PDF's text in one string, lines joined by a newline. */
export const pdfText = (pdf: Buffer): string => pdfTextLines(pdf).join('\n');
