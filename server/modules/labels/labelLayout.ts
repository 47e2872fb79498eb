/** Millimetres to PDF points (1/72 inch). */
export const mm = (value: number) => (value * 72) / 25.4;

/**
 * The two label sizes (docs/product.md#labels). The QR image carries its own 4-module quiet
 * zone, so the code itself is about 4/5 of `qr`: over 2.5 cm on both, enough for a phone.
 */
export type LabelLayout = {
  width: number;
  height: number;
  pad: number;
  qr: number;
  fonts: { brand: number; title: number; reference: number; detail: number };
  titleLines: number;
};

/** One label on its own page, 100 × 60 mm. */
export const SINGLE: LabelLayout = {
  width: mm(100),
  height: mm(60),
  pad: mm(4),
  qr: mm(46),
  fonts: { brand: 7.5, title: 11, reference: 12, detail: 8.5 },
  titleLines: 3,
};

/** One cell of the A4 sheet: 3 × 8 labels of 70 × 37 mm (Avery-style). */
export const SHEET_CELL: LabelLayout = {
  width: mm(70),
  height: mm(37),
  pad: mm(2.5),
  qr: mm(33),
  fonts: { brand: 5.5, title: 8, reference: 8.5, detail: 6.5 },
  titleLines: 2,
};

export const SHEET = {
  width: mm(210),
  height: mm(297),
  columns: 3,
  rows: 8,
  /** 8 × 37 mm leaves 1 mm: half above, half below. */
  top: mm(0.5),
};

export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;
