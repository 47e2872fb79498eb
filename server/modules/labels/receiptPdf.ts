import { MARGIN, WIDTH, safe, a4Document } from './a4Document';
import type { ReceiptContent } from './receiptContent';

/**
 * The hand-over receipt (docs/product.md#counter-hand-over): one A4 page with the item, the
 * moment, both people and a signature line for each.
 */
export function receiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { doc, done } = a4Document(
    `Hand-over receipt ${content.number}`,
    'Hand-over receipt',
    content.campusName,
  );

  const rows: [string, string][] = [
    ['Receipt number', content.number],
    ['Item', content.title],
    ['Reference', content.reference],
    ['Category', content.category],
    ...(content.desk ? ([['Desk', content.desk]] as [string, string][]) : []),
    ['Handed over on', content.handedOverAt],
    ['Handed over by', content.handedOverBy],
    ['Received by', content.claimant],
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('Helvetica').fontSize(11).fillColor('#555555').text(label, MARGIN, y, { width: 130 });
    doc.font('Helvetica-Bold').fillColor('#000000');
    doc.text(safe(value) || '-', MARGIN + 140, y, { width: WIDTH - 140 });
    doc.moveDown(0.6);
  }

  doc.moveDown(1).font('Helvetica').fontSize(10).fillColor('#333333');
  doc.text(
    'The person receiving the item confirms they got it back, and the person handing it over ' +
      'confirms they gave it to them.',
    MARGIN,
    doc.y,
    { width: WIDTH },
  );
  signatureLines(doc, content);
  doc.end();
  return done;
}

/** Two signature lines side by side, each named. */
function signatureLines(doc: PDFKit.PDFDocument, content: ReceiptContent) {
  const y = doc.y + 70;
  const half = (WIDTH - 30) / 2;
  const sides: [string, string][] = [
    ['Handed over by', content.handedOverBy],
    ['Received by', content.claimant],
  ];
  sides.forEach(([role, name], i) => {
    const x = MARGIN + i * (half + 30);
    doc
      .moveTo(x, y)
      .lineTo(x + half, y)
      .lineWidth(0.75)
      .strokeColor('#000000')
      .stroke();
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    doc.text(`Signature, ${role.toLowerCase()}`, x, y + 4, { width: half });
    doc.font('Helvetica-Bold').fontSize(10).fillColor('#000000');
    doc.text(safe(name, 80) || '-', x, y + 16, { width: half });
  });
}
