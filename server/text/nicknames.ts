/**
 * Everyday short forms of English given names, and a few Spanish ones, to the names they are
 * short for: "Tom" on a library card is the "Thomas" of a passport. A short form may stand for
 * several names ("Alex": Alexander, Alexandra, Alexis); two formal names never meet here, so
 * "Alexander" and "Alexandra" stay two people. General knowledge, not tuned on any set.
 */
const SHORT_FORMS: Record<string, string> = {
  abby: 'abigail',
  abe: 'abraham',
  al: 'albert alan alfred alexander',
  alex: 'alexander alexandra alexis alexa',
  ali: 'alison alice alistair',
  andy: 'andrew',
  drew: 'andrew',
  annie: 'ann anne anna',
  ben: 'benjamin benedict',
  benny: 'benjamin',
  bert: 'albert herbert robert',
  beth: 'elizabeth bethany',
  betty: 'elizabeth',
  bill: 'william',
  billy: 'william',
  bob: 'robert',
  bobby: 'robert',
  cathy: 'catherine cathryn',
  kathy: 'katherine kathryn',
  kate: 'katherine catherine kathryn',
  katie: 'katherine catherine kathryn',
  kat: 'katherine catherine',
  charlie: 'charles charlotte',
  chuck: 'charles',
  chris: 'christopher christine christina christian',
  dan: 'daniel',
  danny: 'daniel',
  dave: 'david',
  davy: 'david',
  debbie: 'deborah',
  dick: 'richard',
  don: 'donald',
  ed: 'edward edmund edwin',
  eddie: 'edward edmund',
  ted: 'edward theodore',
  teddy: 'edward theodore',
  ellie: 'eleanor elizabeth ellen',
  fred: 'frederick alfred',
  freddie: 'frederick alfred',
  frank: 'francis franklin',
  gabe: 'gabriel',
  gabby: 'gabrielle gabriella',
  greg: 'gregory',
  harry: 'henry harold',
  hank: 'henry',
  jack: 'john jackson',
  jake: 'jacob',
  jamie: 'james',
  jim: 'james',
  jimmy: 'james',
  jen: 'jennifer',
  jenny: 'jennifer',
  jess: 'jessica',
  jessie: 'jessica',
  joe: 'joseph',
  joey: 'joseph',
  jon: 'jonathan',
  johnny: 'john jonathan',
  josh: 'joshua',
  kim: 'kimberly',
  larry: 'lawrence laurence',
  leo: 'leonard leonardo',
  liz: 'elizabeth',
  lizzie: 'elizabeth',
  libby: 'elizabeth',
  lou: 'louis louise',
  maddie: 'madeline madison madeleine',
  mags: 'margaret',
  maggie: 'margaret',
  meg: 'margaret megan',
  peggy: 'margaret',
  matt: 'matthew',
  max: 'maximilian maxwell',
  mike: 'michael',
  mikey: 'michael',
  mick: 'michael',
  mo: 'mohammed muhammad maurice',
  nat: 'nathan nathaniel natalie natasha',
  nate: 'nathan nathaniel',
  nick: 'nicholas nicolas',
  nicky: 'nicholas nicola nicole',
  nico: 'nicholas nicolas',
  ollie: 'oliver olivia',
  pam: 'pamela',
  pat: 'patrick patricia',
  patty: 'patricia',
  pete: 'peter',
  phil: 'philip phillip',
  rob: 'robert',
  robbie: 'robert',
  ron: 'ronald',
  sam: 'samuel samantha',
  sammy: 'samuel samantha',
  sandy: 'sandra alexander',
  steve: 'steven stephen',
  stevie: 'steven stephen',
  sue: 'susan suzanne',
  susie: 'susan',
  tim: 'timothy',
  timmy: 'timothy',
  tom: 'thomas',
  tommy: 'thomas',
  tony: 'anthony antony',
  val: 'valerie valentina',
  vicky: 'victoria',
  vic: 'victor victoria',
  will: 'william',
  willy: 'william',
  zach: 'zachary',
  zack: 'zachary',
  pepe: 'jose',
  paco: 'francisco',
  pancho: 'francisco',
  nacho: 'ignacio',
  lupe: 'guadalupe',
  manu: 'manuel',
  rafa: 'rafael',
  // Russian, German, Italian and others met on international students' cards.
  sasha: 'alexandra alexander aleksandr aleksandra',
  misha: 'mikhail michael',
  dima: 'dmitry dmitri',
  kolya: 'nikolai',
  vova: 'vladimir',
  katya: 'ekaterina yekaterina',
  natasha: 'natalia natalya',
  hansi: 'hans johannes',
  hannes: 'johannes',
  sepp: 'josef joseph',
  beppe: 'giuseppe',
  gianni: 'giovanni',
  lena: 'helena elena magdalena',
};

const FORMS = new Map<string, Set<string>>();
for (const [short, names] of Object.entries(SHORT_FORMS)) {
  for (const name of names.split(' ')) {
    FORMS.set(short, (FORMS.get(short) ?? new Set()).add(name));
    FORMS.set(name, (FORMS.get(name) ?? new Set([name])).add(short));
  }
}

/**
 * Whether two folded given names may be one person's: the same, or one a short form of the
 * other, or two short forms of one name ("Bill" and "Will"). Two formal names never meet here.
 */
export function sameGivenName(a: string, b: string): boolean {
  if (a === b) return true;
  const [fa, fb] = [FORMS.get(a), FORMS.get(b)];
  if (!fa || !fb) return false;
  if (SHORT_FORMS[a] !== undefined && fa.has(b)) return true;
  if (SHORT_FORMS[b] !== undefined && fb.has(a)) return true;
  if (SHORT_FORMS[a] !== undefined && SHORT_FORMS[b] !== undefined) {
    for (const name of SHORT_FORMS[a].split(' ')) if (fb.has(name)) return true;
  }
  return false;
}

/**
 * The given names one may be written as ("bill": william, will, billy…): what a search for a
 * name also looks for (docs/search-evaluation.md#synonyms). Empty for a name with no short form.
 */
export function givenNameForms(name: string): string[] {
  const near = new Set<string>();
  for (const form of FORMS.get(name) ?? []) {
    near.add(form);
    for (const further of FORMS.get(form) ?? []) near.add(further);
  }
  return [...near].filter((n) => n !== name && sameGivenName(name, n));
}
