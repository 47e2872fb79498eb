/**
 * Words that tell nothing about which object it is. Three groups: English glue words; the words
 * every report uses ("lost", "found", "please contact"); and where in a room or when it happened
 * ("on a table after the lecture"), which say nothing about the object and would otherwise make
 * every pair of reports from the same kind of day look alike. Checked on the folded word before
 * stemming, so inflections are listed.
 */
const GLUE = `a an the and or but nor so yet if then than that this these those there here
  of to in on at by for from with without within into onto upon off out over under up down
  about above below behind beside besides between near nearby next around across along through
  inside outside towards toward via per
  i me my mine myself we us our ours you your yours he him his she her hers it its they them
  their theirs who whom whose what which where when why how whoever whatever
  is am are was were be been being have has had having do does did done doing
  will would shall should can could may might must ought
  not no yes very really quite just also too only still even maybe perhaps probably
  all any some each every both either neither few more most much many lot lots other another
  one ones something anything everything nothing someone somebody anyone anybody everyone
  get got gets getting go went gone goes going come came comes put puts let lets
  like likes thing things stuff item items object belongings
  etc ie eg hi hello hey thanks thank thx cheers pls plz please sorry`;

const REPORT_WORDS = `lost lose loses losing found find finds finding missing misplaced
  left leave leaving forgot forget forgotten forgetting dropped drop dropping
  picked pick handed hand turned brought bring took take taken kept keep keeping
  reward contact contacted call text email message dm reach owner claim collect return returned
  help anyone seen saw see noticed notice think thought believe remember guess sure
  please urgent urgently asap desperately important sentimental value valuable
  today yesterday tonight morning afternoon evening night noon midday am pm
  monday tuesday wednesday thursday friday saturday sunday weekend week weeks day days
  ago last since before after during while earlier later recently around approx approximately
  time times hour hours minute minutes o clock
  name named names initial initials initialled engraved embroidered written writing wrote
  say says said read reads labelled labeled belongs belonging property signed marked`;

const SPOTS = `table tables desk desks chair chairs seat seats bench benches sofa couch floor floors
  ground shelf shelves counter corner window windows door doors entrance exit hallway corridor
  stairs staircase stairwell lift elevator toilet toilets bathroom restroom bin bins sink
  room rooms area spot place building block level wing side row front back top bottom middle
  lecture lectures class classes lesson lessons seminar tutorial exam exams session lab labs
  lunch break meeting practice training size sized`;

const wordSet = (text: string) => new Set(text.split(/\s+/).filter((w) => w.length > 0));

export const STOP_WORDS = wordSet(`${GLUE} ${REPORT_WORDS} ${SPOTS}`);

/** The where-in-the-room words: no building, but "lab 3" is not "lab 5" (a same-place check). */
export const SPOT_WORDS = wordSet(SPOTS);

/**
 * Words of a location that name no building: "Main library, 2nd floor" and "Library reading
 * room" are in the same building because of "library", not because of "main" or "floor".
 */
export const GENERIC_PLACE_WORDS = wordSet(
  `main north south east west upper lower ground first second third 1st 2nd 3rd 4th
  old new campus university uni college hall centre center outside inside`,
);

/**
 * Words that do describe an object but fit half of all objects (materials, sizes, wear, parts):
 * shared, they count far less than an unusual word such as "Totoro" or "NASA".
 */
export const COMMON_WORDS = wordSet(
  `small smaller big bigger large larger little tiny huge long short thick thin tall heavy light
  old new newer older used worn brand branded plain simple basic normal standard regular
  metal metallic steel stainless aluminium aluminum plastic leather faux wood wooden fabric cloth
  canvas cotton wool woolen woollen knitted rubber silicone glass ceramic nylon polyester suede
  velvet paper cardboard
  scratch scratched scratches scuff scuffed dent dented crack cracked broken torn ripped stain
  stained dirty damaged tatty marks
  sticker stickers logo logos print printed pattern design picture photo image writing text
  pocket pockets zip zipper strap straps handle lid cap cover pouch tag label clip button buttons
  chain string cord hood sleeve sleeves front side inside outside bottom corner edge
  pair set bunch couple few several lots full empty contains containing inside
  university uni college campus student students school
  work works working wireless wired bluetooth digital electric charging
  oz ml litre liter litres liters inch inches gb tb cm mm base`,
);
