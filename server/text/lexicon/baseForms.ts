/**
 * A noun's base forms, as WordNet's morphy finds them: the word itself when it is a lemma
 * ('glasses'), its singular(s) from the exception list ('mice' → 'mouse'), then the detachment
 * rules, each kept only when it gives a lemma ('watches' → 'watch', 'earrings' → 'earring').
 * Failing all that, British spellings WordNet lacks are tried in their American form
 * (docs/lexicon.md#base-forms).
 */
const DETACHMENT_RULES: [suffix: string, ending: string][] = [
  ['s', ''],
  ['ses', 's'],
  ['xes', 'x'],
  ['zes', 'z'],
  ['ches', 'ch'],
  ['shes', 'sh'],
  ['men', 'man'],
  ['ies', 'y'],
];

/**
 * British → American respellings, for the compounds WordNet has in American spelling only
 * ('licence_plate' → 'license_plate'); tried one by one, then all together, and only when the
 * British form is not a lemma itself.
 */
const RESPELLINGS: [british: RegExp, american: string][] = [
  [/our(?=$|_)/g, 'or'], // colour, harbour, armour
  [/([^aeiou])re(?=$|_)/g, '$1er'], // centre, theatre, fibre, metre
  [/ogue(?=$|_)/g, 'og'], // catalogue
  [/ence(?=$|_)/g, 'ense'], // licence, defence
  [/([aeiou])ll(?=er|ing)/g, '$1l'], // traveller, travelling
  [/jewellery/g, 'jewelry'],
  [/grey/g, 'gray'],
  [/aluminium/g, 'aluminum'],
  [/(^|_)(p|h)ae/g, '$1$2e'], // paediatric, haemoglobin
  [/(^|_)oe/g, '$1e'], // oesophagus, oestrogen
];

export type IsLemma = (lemma: string) => boolean;

/** The lemma forms of `word` (already folded to WordNet's form), best first, each once. */
export function baseForms(
  word: string,
  isLemma: IsLemma,
  irregularPlurals: ReadonlyMap<string, readonly string[]>,
): string[] {
  const found: string[] = [];
  const add = (lemma: string) => {
    if (lemma && !found.includes(lemma) && isLemma(lemma)) found.push(lemma);
  };
  const inflected = (form: string) => {
    add(form);
    for (const singular of irregularPlurals.get(form) ?? []) add(singular);
    for (const [suffix, ending] of DETACHMENT_RULES) {
      if (form.length > suffix.length + 1 && form.endsWith(suffix)) {
        add(form.slice(0, -suffix.length) + ending);
      }
    }
  };
  inflected(word);
  if (found.length === 0) {
    let american = word;
    for (const [british, replacement] of RESPELLINGS) {
      const respelt = word.replace(british, replacement);
      if (respelt !== word) inflected(respelt);
      american = american.replace(british, replacement);
    }
    if (found.length === 0 && american !== word) inflected(american);
  }
  return found;
}

/**
 * A word or phrase as WordNet spells its lemmas: lower case, words joined by '_' (hyphenated
 * ones are also tried joined by '_' and closed up: 'e-reader', 'e_reader', 'ereader').
 */
export function lemmaSpellings(text: string): string[] {
  const base = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .trim()
    .replace(/\s+/g, '_');
  if (!base) return [];
  const spellings = [base];
  if (base.includes('-')) spellings.push(base.replace(/-/g, '_'), base.replace(/-/g, ''));
  return spellings;
}
