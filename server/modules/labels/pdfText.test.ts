import { clip, helveticaSafe } from './pdfText';

describe('label text for Helvetica (docs/product.md#labels)', () => {
  it('keeps Latin-1 and the WinAnsi extras, folds accents, and marks the rest', () => {
    expect(helveticaSafe('Café “Müller” – 5 €')).toBe('Café “Müller” – 5 €');
    expect(helveticaSafe('Zażółć')).toBe('Zazó?c');
    expect(helveticaSafe('東京 😀')).toBe('?? ?');
    expect(helveticaSafe('  two\nlines\tand  tabs ')).toBe('two lines and tabs');
  });

  it('clips long text with an ellipsis', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a rather long title', 10)).toBe('a rather…');
  });
});
