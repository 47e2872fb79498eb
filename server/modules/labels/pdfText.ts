/**
 * pdfkit's built-in Helvetica draws WinAnsi (Windows-1252) only, and the portal downloads no
 * font (docs/product.md#labels): anything else is folded to its unaccented letter when there is
 * one, or shown as `?`, so a title in any script prints instead of failing.
 */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const drawable = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(ch)
  );
};

/** The text as Helvetica can draw it: one character out for each character in. */
export function helveticaSafe(text: string): string {
  let out = '';
  for (const ch of text.replace(/\s+/g, ' ')) {
    if (drawable(ch)) {
      out += ch;
      continue;
    }
    // "ł" and "東" have no decomposition; "é" written as e + accent, or "ﬁ", do.
    const folded = ch.normalize('NFKD').replace(/\p{M}/gu, '');
    out += folded && [...folded].every(drawable) ? folded : '?';
  }
  return out.trim();
}

/** Long text is cut before layout: a label shows two or three lines of it at most. */
export const clip = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
