import { foldWords } from '../../text/foldWords';

/**
 * The words of a place's name as the directory compares them (docs/product.md#places): the
 * shared analyser's folding (server/text/foldWords.ts), the same matching reads locations with,
 * so "Eng. Building", "eng building" and "ENG-BUILDING" are the same words, and a name an admin
 * enters is found in a report exactly as the matcher sees it.
 */
export const placeWords = (text: string): string[] => foldWords(text);

/** The key a name or alias is stored and looked up under: its words, space-separated. */
export const placeKey = (text: string): string => placeWords(text).join(' ');
