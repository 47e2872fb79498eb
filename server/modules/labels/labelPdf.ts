import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { drawLabel } from './drawLabel';
import { LABELS_PER_SHEET, SHEET, SHEET_CELL, SINGLE } from './labelLayout';
import type { LabelContent } from './labelContent';

/**
 * The QR code as a greyscale PNG (no alpha, so pdfkit embeds it as is), error correction M
 * and a 4-module quiet zone (docs/product.md#labels). `colorType` is pngjs's own option,
 * which qrcode passes through and its types do not name.
 */
export function qrPng(url: string): Promise<Buffer> {
  const rendererOpts: Record<string, number> = { colorType: 0 };
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 8,
    rendererOpts,
  });
}

function newDocument(size: [number, number], title: string) {
  return new PDFDocument({
    size,
    margin: 0,
    info: { Title: title, Creator: 'Lost & Found' },
  });
}

/** The document's bytes once it is ended (listen first: pdfkit streams as it draws). */
function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** One label on a label-sized page. */
export async function labelPdf(content: LabelContent): Promise<Buffer> {
  const image = await qrPng(content.url);
  const doc = newDocument([SINGLE.width, SINGLE.height], `Label ${content.reference}`);
  const done = collect(doc);
  drawLabel(doc, { x: 0, y: 0 }, SINGLE, content, image);
  doc.end();
  return done;
}

/** Up to 24 labels on one A4 page, row by row, with thin dashed cut lines between them. */
export async function labelSheetPdf(contents: LabelContent[]): Promise<Buffer> {
  if (contents.length > LABELS_PER_SHEET) throw new Error('More labels than one sheet holds.');
  const images = await Promise.all(contents.map((c) => qrPng(c.url)));
  const doc = newDocument([SHEET.width, SHEET.height], 'Lost & Found labels');
  const done = collect(doc);
  contents.forEach((content, i) => {
    const x = (i % SHEET.columns) * SHEET_CELL.width;
    const y = SHEET.top + Math.floor(i / SHEET.columns) * SHEET_CELL.height;
    drawLabel(doc, { x, y }, SHEET_CELL, content, images[i]!);
  });
  drawCutLines(doc, Math.ceil(contents.length / SHEET.columns));
  doc.end();
  return done;
}

function drawCutLines(doc: PDFKit.PDFDocument, rows: number) {
  const bottom = SHEET.top + rows * SHEET_CELL.height;
  doc.save().lineWidth(0.25).strokeColor('#9e9e9e').dash(2, { space: 2 });
  for (let r = 0; r <= rows; r++) {
    const y = SHEET.top + r * SHEET_CELL.height;
    doc.moveTo(0, y).lineTo(SHEET.width, y).stroke();
  }
  for (let c = 1; c < SHEET.columns; c++) {
    const x = c * SHEET_CELL.width;
    doc.moveTo(x, SHEET.top).lineTo(x, bottom).stroke();
  }
  doc.restore();
}
