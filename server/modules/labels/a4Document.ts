import PDFDocument from 'pdfkit';
import { clip, helveticaSafe } from './pdfText';

/** A4 in points, with 2 cm margins: the receipt's and the disposal record's page. */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56.7;
export const WIDTH = A4[0] - 2 * MARGIN;

/** Built-in Helvetica only: every text goes through helveticaSafe (pdfText.ts). */
export const safe = (text: string, max = 200) => helveticaSafe(clip(text, max));

/**
 * An A4 document headed with the campus's name and `heading`, and the bytes it will give once
 * ended: the start the hand-over receipt and the disposal record share.
 */
export function a4Document(title: string, heading: string, campusName: string) {
  const doc = new PDFDocument({
    size: A4,
    margin: MARGIN,
    info: { Title: title, Creator: 'Lost & Found' },
  });
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica').fontSize(11).fillColor('#555555');
  doc.text(safe(`${campusName} · Lost & Found`), { width: WIDTH });
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(22).fillColor('#000000');
  doc.text(heading, { width: WIDTH });
  doc.moveDown(1);
  return { doc, done };
}
