/**
 * The words of a place's name as the directory compares them (docs/product.md#places): accents
 * folded away ("Café" is "cafe"), lower case, a possessive "'s" dropped ("St Mary's" is "st
 * mary"), and anything but letters and digits a separator, so "Eng. Building", "eng building"
 * and "ENG-BUILDING" are the same words.
 */
export function placeWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/['’]s\b/giu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The key a name or alias is stored and looked up under: its words, space-separated. */
export const placeKey = (text: string): string => placeWords(text).join(' ');
