import { plainLetters } from './personName';

/**
 * The words of a text as matching compares them: accents folded away ("café" is "cafe"), lower
 * case, a possessive "'s" dropped ("Levi's" is "levi"), every other apostrophe a break ("I'd" is
 * not the word "id"), and anything but letters and digits a separator, so "TI-84" is "ti", "84"
 * (and so is "ti84").
 */
export function foldWords(text: string): string[] {
  return splitFolded(foldCase(text));
}

/** Accents folded away and lower-cased, nothing split yet. */
export function foldCase(text: string): string {
  return foldAccents(text).toLowerCase();
}

/**
 * The same folding without lower-casing: names are found by their capital letters. Letters that
 * do not decompose are written plain first ("ı" is "i", "ß" is "ss": personName.ts).
 */
export function foldAccents(text: string): string {
  return plainLetters(text)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]s\b/giu, '')
    .replace(/['’]/gu, ' ');
}

function splitFolded(folded: string): string[] {
  return folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .flatMap((w) => {
      // "Buds2", "ti84", "xps15" are a name and a number, as "Buds 2" and "TI-84" are written;
      // one letter before the digits ("S23", "X1") is the model's own name and stays whole.
      const m = /^(\p{L}{2,})(\d+\p{L}{0,3})$/u.exec(w);
      return m ? [m[1], m[2]] : [w];
    });
}

/**
 * A person's name as written, accents folded away and the apostrophe inside a surname closed up,
 * so "O'Brien", "O’Brien" and "OBrien" are one name ("D'Angelo", "N'Diaye" too); a possessive
 * "'s" is dropped. Hyphens and spaces stay breaks: "Smith-Jones" is "Smith Jones". Case is kept,
 * as names are found by their capitals.
 */
export function foldName(text: string): string {
  return foldAccents(text.replace(/(?<![\p{L}\p{N}])(\p{Lu}\p{L}?)['’](\p{Lu})/gu, '$1$2'));
}
