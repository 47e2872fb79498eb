import { NounLexicon } from './nounLexicon';
import { readWordNetFiles } from './wordnetFiles';

/**
 * WordNet's nouns for the matcher: kinds of thing, their families, parts and materials
 * (docs/lexicon.md). `lexicon()` reads the database on first use, once per process.
 */
export {
  NounLexicon,
  type Family,
  type FamilyOptions,
  type NounSense,
  type SenseOptions,
} from './nounLexicon';
export { WORDNET_VERSION } from './wordnetFiles';

let loaded: NounLexicon | undefined;

export function lexicon(): NounLexicon {
  loaded ??= new NounLexicon(readWordNetFiles());
  return loaded;
}
