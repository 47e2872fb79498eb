import type { LabelLayout } from './labelLayout';
import type { LabelContent } from './labelContent';

const BRAND = 'Lost & Found';
const GREY = '#555555';

/**
 * Draws one label with its top-left corner at (x, y): the QR code on the left, centred in the
 * height; the words on the right. Every text has a height, so pdfkit never adds a page for it.
 */
export function drawLabel(
  doc: PDFKit.PDFDocument,
  at: { x: number; y: number },
  layout: LabelLayout,
  content: LabelContent,
  qrPng: Buffer,
) {
  const { pad, qr, fonts } = layout;
  const qrX = at.x + pad * 0.6;
  const qrY = at.y + (layout.height - qr) / 2;
  doc.image(qrPng, qrX, qrY, { width: qr, height: qr });

  const x = qrX + qr + pad * 0.5;
  const width = at.x + layout.width - pad - x;
  let y = at.y + pad;
  const line = (
    text: string,
    font: string,
    size: number,
    opts: { lines?: number; color?: string; gap?: number } = {},
  ) => {
    const lines = opts.lines ?? 1;
    const height = size * 1.2 * lines;
    doc
      .font(font)
      .fontSize(size)
      .fillColor(opts.color ?? 'black')
      .text(text, x, y, { width, height, ellipsis: true, lineGap: 0 });
    y += Math.min(doc.heightOfString(text, { width, lineGap: 0 }), height) + (opts.gap ?? 0);
  };

  line(BRAND, 'Helvetica-Bold', fonts.brand, { color: GREY, gap: fonts.brand * 0.5 });
  line(content.title, 'Helvetica-Bold', fonts.title, {
    lines: layout.titleLines,
    gap: fonts.title * 0.4,
  });
  line(content.reference, 'Helvetica-Bold', fonts.reference, { gap: fonts.detail * 0.3 });
  line(content.kind, 'Helvetica', fonts.detail);
  line(content.posted, 'Helvetica', fonts.detail);
  // Where it goes back to: the desk and the shelf, bold, as the keeper looks for them.
  if (content.where) line(content.where, 'Helvetica-Bold', fonts.detail);

  const hint = 'Scan to open the item';
  doc
    .font('Helvetica')
    .fontSize(fonts.detail * 0.85)
    .fillColor(GREY)
    .text(hint, x, at.y + layout.height - pad - fonts.detail * 1.1, {
      width,
      height: fonts.detail * 1.2,
      ellipsis: true,
    });
}
