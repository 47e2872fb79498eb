import type { SearchQueryKind } from './heldout/searchQueries';

/**
 * The search's own evaluation set (docs/search-evaluation.md): written by the engineers who tune
 * the search, before changing it, and the only set anything is tuned on. The held-out set
 * (heldout/searchQueries.ts) is only measured. Same format: one item per line,
 * `L|F | day | category | location | title | description`; `wants` holds 1-based numbers of the
 * non-blank lines; [] means nothing should be found.
 */
export const DEV_ITEMS_TEXT = `
F | 0.5 | Other | Main Library | Navy umbrella | Folding navy umbrella with a hooked handle
L | 1.2 | Electronics | Chemistry lab | Casio calculator | Scientific calculator fx-991EX, name on the back
F | 1.8 | Electronics | Gym | AirPods | White AirPods in the charging case, found by the lockers
L | 2.1 | Other | Lecture hall 3 | Reading glasses | Black frame glasses in a brown case
F | 2.6 | Other | Cafeteria | Brown leather wallet | Wallet with some coins and a bus ticket
L | 3.0 | Bags | Lecture hall 2 | Grey backpack | North Face backpack with a laptop inside
F | 3.3 | Water Bottles | Sports hall | Hydro Flask | Blue Hydro Flask with stickers on it
L | 3.9 | Keys | Car park B | Car keys | Toyota car key with a red keyring
F | 4.2 | Keys | Student Union | Bunch of keys | Three keys on a climbing carabiner
L | 4.8 | ID Cards | Library | Student ID card | Student card of Katherine O'Neill
F | 5.1 | ID Cards | Bus stop | Driving licence | UK driving licence, name José Martínez
L | 5.5 | Clothing | Gym | Black hoodie | Nike hoodie size M with a zip
F | 6.0 | Clothing | Sports field | Football boots | Adidas football boots, size 9
L | 6.4 | Clothing | Lecture theatre | Wool scarf | Long striped wool scarf, red and green
F | 6.9 | Electronics | Library | Laptop charger | Dell laptop charger with a long cable
L | 7.2 | Electronics | Engineering building | MacBook Pro | Space grey MacBook Pro 14 in a grey sleeve
F | 7.7 | Electronics | Cafe | Samsung phone | Samsung Galaxy S21 in a blue case
L | 8.0 | Electronics | Halls | iPhone 13 | Black iPhone 13 with a cracked screen protector
F | 8.4 | Books | Library | Organic chemistry textbook | Clayden Organic Chemistry, second edition, notes in pencil
L | 8.9 | Books | Seminar room | Notebook | A5 notebook with maths lecture notes
F | 9.3 | Other | Music building | Sunglasses | Ray-Ban sunglasses in a black case
L | 9.8 | Clothing | Cafeteria | Denim jacket | Blue denim jacket with a badge on the pocket
F | 10.2 | Water Bottles | Lecture hall 1 | Metal water bottle | Silver steel bottle with a dent
L | 10.6 | Other | Pool | Swimming goggles | Speedo goggles with a blue strap
F | 11.0 | Electronics | Library | USB stick | 32GB SanDisk USB flash drive
L | 11.5 | Bags | Shuttle | Tote bag | Canvas tote bag with two books inside
F | 11.9 | Clothing | Gym | Trainers | White Nike trainers, size 8
L | 12.3 | Electronics | Media studio | Headphones | Sony over-ear headphones, black
F | 12.8 | ID Cards | Sports centre | Bank card | Debit card, name William Thompson
L | 13.1 | Other | Library | Pencil case | Green pencil case with pens and a ruler
F | 13.6 | Electronics | Physics lab | Apple Watch | Apple Watch with a pink strap
L | 14.0 | Other | Cafeteria | Purse | Small red purse with a zip
F | 14.4 | Clothing | Main hall | Winter gloves | Pair of black leather gloves
L | 14.9 | Keys | Residence | Bike lock key | Small key for a Kryptonite bike lock
F | 15.3 | Other | Quad | Umbrella | Large golf umbrella, green and white
L | 15.8 | ID Cards | Bus | Passport | Passport, name Siobhan Nguyen
F | 16.2 | Electronics | Maths building | Graphing calculator | Texas Instruments TI-84 calculator
L | 16.7 | Other | Library | Glasses case | Empty blue glasses case
F | 17.1 | Water Bottles | Gym | Shaker bottle | Protein shaker bottle with a black lid
F | 17.6 | ID Cards | Student Union | Student card | Campus card of Jonathan Smith
`;

export const DEV_ITEM_LINES: string[] = DEV_ITEMS_TEXT.split('\n')
  .map((l) => l.trim())
  .filter((l) => l !== '');

export const DEV_QUERIES: { query: string; kind: SearchQueryKind; wants: number[] }[] = [
  { query: 'umbrella', kind: 'exact', wants: [1, 35] },
  { query: 'calculator', kind: 'exact', wants: [2, 37] },
  { query: 'hoodie', kind: 'exact', wants: [12] },
  { query: 'passport', kind: 'exact', wants: [36] },
  { query: 'hydro flask', kind: 'exact', wants: [7] },
  { query: 'pencil case', kind: 'exact', wants: [30] },
  { query: 'zzkvx qwplm', kind: 'exact', wants: [] },
  { query: 'blorft', kind: 'exact', wants: [] },
  { query: 'umbrela', kind: 'typo', wants: [1, 35] },
  { query: 'calculater', kind: 'typo', wants: [2, 37] },
  { query: 'walet', kind: 'typo', wants: [5] },
  { query: 'backpak', kind: 'typo', wants: [6] },
  { query: 'headphnes', kind: 'typo', wants: [28] },
  { query: 'sunglases', kind: 'typo', wants: [21] },
  { query: 'notebok', kind: 'typo', wants: [20] },
  { query: 'textbok', kind: 'typo', wants: [19] },
  { query: 'samsnug phone', kind: 'typo', wants: [17] },
  { query: 'macbok', kind: 'typo', wants: [16] },
  { query: 'earbuds', kind: 'other-name', wants: [3] },
  { query: 'specs', kind: 'other-name', wants: [4] },
  { query: 'rucksack', kind: 'other-name', wants: [6] },
  { query: 'memory stick', kind: 'other-name', wants: [25] },
  { query: 'sneakers', kind: 'other-name', wants: [27] },
  { query: 'sweatshirt', kind: 'other-name', wants: [12] },
  { query: 'soccer cleats', kind: 'other-name', wants: [13] },
  { query: 'laptop', kind: 'other-name', wants: [16] },
  { query: 'mobile', kind: 'other-name', wants: [17, 18] },
  { query: "driver's license", kind: 'other-name', wants: [11] },
  { query: 'umbrellas', kind: 'plural', wants: [1, 35] },
  { query: 'keys', kind: 'plural', wants: [8, 9, 34] },
  { query: 'calculators', kind: 'plural', wants: [2, 37] },
  { query: 'scarves', kind: 'plural', wants: [14] },
  { query: 'wallets', kind: 'plural', wants: [5] },
  { query: 'phones', kind: 'plural', wants: [17, 18] },
  { query: 'notebooks', kind: 'plural', wants: [20] },
  { query: 'bottles', kind: 'plural', wants: [7, 23, 39] },
  { query: 'lost my navy umbrella in the library', kind: 'extra-words', wants: [1] },
  { query: 'has anyone found a casio calculator', kind: 'extra-words', wants: [2] },
  { query: 'black iphone with cracked screen', kind: 'extra-words', wants: [18] },
  { query: 'grey backpack with a laptop inside', kind: 'extra-words', wants: [6] },
  { query: 'white airpods case near the gym lockers', kind: 'extra-words', wants: [3] },
  { query: 'Katherine ONeill', kind: 'name', wants: [10] },
  { query: "Kate O'Neill", kind: 'name', wants: [10] },
  { query: 'Jose Martinez', kind: 'name', wants: [11] },
  { query: 'Bill Thompson', kind: 'name', wants: [29] },
  { query: 'Jon Smith', kind: 'name', wants: [40] },
  { query: 'NGUYEN Siobhan', kind: 'name', wants: [36] },
];
