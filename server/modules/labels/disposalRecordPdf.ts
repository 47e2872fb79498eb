import { A4, MARGIN, WIDTH, a4Document, safe } from './a4Document';
import type { DisposalRecordContent, DisposalRecordRow } from './disposalRecordContent';

const BOTTOM = A4[1] - MARGIN;

/** The table's columns: reference, title, category, desk (the rest is the same for the batch). */
const COLUMNS: { header: string; width: number; cell: (row: DisposalRecordRow) => string }[] = [
  { header: 'Reference', width: 95, cell: (r) => r.reference },
  { header: 'Item', width: WIDTH - 95 - 95 - 100, cell: (r) => r.title },
  { header: 'Category', width: 95, cell: (r) => r.category },
  { header: 'Desk', width: 100, cell: (r) => r.desk },
];

/** The batch's method, note, who and when: one value when the items agree, else each, joined. */
const shared = (rows: DisposalRecordRow[], pick: (row: DisposalRecordRow) => string) =>
  [...new Set(rows.map(pick).filter(Boolean))].join('; ') || '-';

/**
 * The printable record of a disposal batch (docs/product.md#the-keepers-queue): one A4 record
 * (more pages when the batch is long) naming how, why, by whom and when the items left, then
 * each item, and a line to sign.
 */
export function disposalRecordPdf(content: DisposalRecordContent): Promise<Buffer> {
  const { doc, done } = a4Document(
    `Disposal record ${content.batchId}`,
    'Disposal record',
    content.campusName,
  );

  const items = content.items;
  const facts: [string, string][] = [
    ['Batch', content.batchId],
    ['Items', String(items.length)],
    ['Method', shared(items, (r) => r.method)],
    ['Note', shared(items, (r) => r.note)],
    ['Disposed of by', shared(items, (r) => r.by)],
    ['Disposed of on', shared(items, (r) => r.at)],
    ['Printed on', content.printedAt],
  ];
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(label, MARGIN, y, { width: 130 });
    doc.font('Helvetica-Bold').fillColor('#000000');
    doc.text(safe(value, 600) || '-', MARGIN + 140, y, { width: WIDTH - 140 });
    doc.moveDown(0.4);
  }
  doc.moveDown(1);
  table(doc, items);
  signatureLine(doc);
  doc.end();
  return done;
}

function headerRow(doc: PDFKit.PDFDocument) {
  const y = doc.y;
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
  for (const column of COLUMNS) {
    doc.text(column.header, x, y, { width: column.width - 6 });
    x += column.width;
  }
  const below = doc.y + 3;
  doc
    .moveTo(MARGIN, below)
    .lineTo(MARGIN + WIDTH, below)
    .lineWidth(0.75)
    .stroke('#000000');
  doc.y = below + 4;
}

/** One row per item; a row that would cross the bottom margin starts a new page and header. */
function table(doc: PDFKit.PDFDocument, rows: DisposalRecordRow[]) {
  headerRow(doc);
  doc.font('Helvetica').fontSize(10).fillColor('#000000');
  for (const row of rows) {
    const cells = COLUMNS.map((c) => safe(c.cell(row), 160) || '-');
    const height = Math.max(
      ...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]!.width - 6 })),
    );
    if (doc.y + height > BOTTOM - 10) {
      doc.addPage();
      headerRow(doc);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
    }
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((text, i) => {
      doc.text(text, x, y, { width: COLUMNS[i]!.width - 6 });
      x += COLUMNS[i]!.width;
    });
    doc.y = y + height + 4;
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + WIDTH, doc.y - 2)
      .lineWidth(0.25)
      .stroke('#999999');
  }
}

/** A line for whoever checks the record, on this page when it fits. */
function signatureLine(doc: PDFKit.PDFDocument) {
  if (doc.y + 90 > BOTTOM) doc.addPage();
  const y = doc.y + 60;
  const half = (WIDTH - 30) / 2;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + half, y)
    .lineWidth(0.75)
    .stroke('#000000');
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text('Signature, checked by', MARGIN, y + 4, { width: half });
}
