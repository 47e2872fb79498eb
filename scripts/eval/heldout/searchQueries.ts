// Held-out search evaluation: items that sit in the portal and what people type to find them.
// Never used for tuning; see README.md in this folder.
//
// SEARCH_ITEMS_TEXT: one item per line, `L|F | day | category | location | title | description`.
// SEARCH_QUERIES[].wants: 1-based numbers of the non-blank lines of SEARCH_ITEMS_TEXT the person
// means (every fitting item, in no particular order); [] means nothing should be found.

export const SEARCH_ITEMS_TEXT = `
F | 2.1 | Other | library | Black umbrella | Plain black umbrella left in the stand by the entrance
F | 3.4 | Other | EB | Compact umbrella | Small black Totes folding umbrella in its sleeve
L | 4.0 | Other | cafeteria | Red umbrella | Red umbrella with white polka dots, lost at lunch
F | 5.2 | Other | Sports Centre | Golf umbrella | Large blue and white golf umbrella with a club logo
L | 6.3 | Other | quad | Clear bubble umbrella | Transparent dome umbrella with a black handle
L | 7.1 | Other | Business School | Black umbrella with wooden handle | Long black umbrella, curved wooden handle
F | 1.2 | Electronics | library | iPhone 14 | Black iPhone 14 in a clear case, found on the 3rd floor
L | 2.5 | Electronics | Student Union | Purple iPhone 12 | Lost my purple iPhone 12, cracked back, no case
F | 3.0 | Electronics | EB | Samsung Galaxy S22 | Green Samsung Galaxy S22 in a black wallet case
L | 3.8 | Electronics | halls | Samsung Galaxy A52 | Blue Galaxy A52, lost in the common room
F | 4.4 | Electronics | cafeteria | Google Pixel 6 | White Google Pixel 6 found on a table
F | 5.9 | Electronics | shuttle | OnePlus phone | Black OnePlus Nord left on a seat
L | 6.6 | Electronics | bus stop | Motorola phone | Grey Motorola moto g with a cracked screen
F | 7.7 | Electronics | gym | iPhone SE | Red iPhone SE in a rubber case, left on a treadmill
F | 8.3 | Electronics | library | iPhone case | Clear iPhone 14 case with photos inside, no phone
F | 1.5 | Electronics | library | AirPods Pro | AirPods Pro in a white charging case
L | 2.9 | Electronics | LT A | AirPods 3rd generation | Lost my AirPods (3rd gen), the case has a green cover
F | 4.6 | Electronics | shuttle | Galaxy Buds | Samsung Galaxy Buds2 in a purple case
F | 5.5 | Electronics | Student Union | Beats headphones | Red Beats Studio3 over-ear headphones
L | 6.9 | Electronics | Humanities Block | Sony headphones | Black Sony WH-1000XM5 noise cancelling headphones in a case
F | 8.8 | Electronics | Sports Centre | JBL earbuds | Black JBL wireless earbuds in a charging case
L | 1.9 | Electronics | library | MacBook Air | Silver MacBook Air 13 inch with a cactus sticker
F | 3.3 | Electronics | IT suite | Dell XPS laptop | Black Dell XPS 13 laptop left on a desk
F | 4.2 | Electronics | Business School | Laptop charger | Lenovo laptop charger, black, round plug
F | 5.0 | Electronics | library | iPhone charger | White Apple lightning cable with plug
F | 6.1 | Electronics | EB | USB-C charger | White USB-C wall charger, 65W, with cable
F | 9.1 | Electronics | cafeteria | Samsung charger | Black Samsung fast charger plug and cable
F | 7.3 | Electronics | Science Building | iPad | Space grey iPad in a blue folio case
L | 8.0 | Electronics | halls | Kindle | Kindle Paperwhite with a red cover
F | 9.4 | Electronics | library | Power bank | Black Anker power bank
F | 2.2 | Electronics | IT suite | Casio calculator | Casio fx-991EX scientific calculator, grey
L | 3.6 | Electronics | Math Building | Graphing calculator | TI-84 Plus CE graphing calculator, blue
F | 6.8 | Electronics | Math Building | Scientific calculator | Casio fx-83GTX, black, no name on it
F | 4.9 | Electronics | gym | Apple Watch | Apple Watch with a pink sport band
L | 7.5 | Electronics | pool | Fitbit | Black Fitbit Charge 6 fitness tracker
F | 5.7 | Electronics | LT A | USB stick | Red SanDisk 64GB USB flash drive
F | 1.1 | ID Cards | library | Student ID card | Student card, name María José Fernández
F | 1.8 | ID Cards | cafeteria | Student card | Campus card for Liam O'Connor on a green lanyard
F | 2.4 | ID Cards | gym | Student ID | Student ID card, Hannah Schmidt-Weber
F | 3.1 | ID Cards | Student Union | Driving licence | UK driving licence, Katherine Lee
F | 3.7 | ID Cards | Business School | Bank card | Debit card, name MR W OKONKWO
F | 4.3 | ID Cards | Humanities Block | Student card | Student card for Elizabeth Taylor-Brown
F | 4.8 | ID Cards | EB | Student ID | Student ID card, Alexander Petrov
F | 5.3 | ID Cards | Law School | Campus card | Campus card, François Lefèvre
F | 5.8 | ID Cards | halls | Student ID | Student card, Søren Andersen
F | 6.2 | ID Cards | Science Building | Student card | Student ID, Nguyễn Văn An
F | 6.7 | ID Cards | library | Library card | Library card, Aoife Ní Bhriain
F | 7.2 | ID Cards | Admin Building | Student ID | Student ID card, Muhammad Ali Khan
F | 7.6 | ID Cards | Music Building | Student card | Student card, Zoë D'Angelo
F | 8.1 | ID Cards | IT suite | Staff card | Staff ID card, Dr Jürgen Bauer
F | 8.6 | ID Cards | Art Studios | Student ID | Student ID, Chiara Rossi
F | 9.0 | ID Cards | Sports Centre | Student card | Student card, Thomas MacLeod
F | 9.5 | ID Cards | HSB | ID badge | Nursing placement ID badge, Priya Sharma
F | 10.0 | ID Cards | North Halls | Passport | Mexican passport, José Martínez
F | 10.4 | ID Cards | library | Student ID | Student ID card, Robert Smith
F | 10.9 | ID Cards | cafeteria | Student ID | Student ID card, Sarah Smith
F | 11.3 | ID Cards | bus stop | Bus pass | Student bus pass, Margaret Chen
F | 11.8 | ID Cards | EB | Access card | Grey door access fob on a key ring, no name
L | 12.2 | ID Cards | quad | Lost student ID | Lost my student card, Daniel O'Sullivan-Reyes
F | 1.4 | Keys | library | Keys on red lanyard | Three keys and a Toyota car key on a red lanyard
L | 2.7 | Keys | Car Park B | Toyota car key | Toyota car key with a black remote, no keyring
F | 3.9 | Keys | bike racks | Bike lock key | Small key with a blue plastic cover
F | 5.1 | Keys | halls | Room key | Room key with a tag B12
L | 6.4 | Keys | Car Park B | Car keys | Honda car keys with a Minion keyring
F | 7.9 | Keys | gym | Locker key | Locker key number 57 on an orange wristband
F | 9.2 | Keys | Business School | House keys | Set of 4 house keys with a bottle opener keyring
L | 10.2 | Keys | quad | VW car key | Volkswagen key with an Eiffel Tower keyring
F | 1.6 | Bags | library | Black JanSport backpack | Black JanSport backpack with a laptop inside
F | 2.6 | Bags | EB | Black Eastpak backpack | Black Eastpak backpack, empty except a pencil case
L | 3.2 | Bags | EB | Grey North Face backpack | Grey North Face backpack with a water bottle pocket
F | 4.1 | Bags | Student Union | Navy Herschel backpack | Navy blue Herschel backpack with enamel pins
L | 4.7 | Bags | Art Studios | Yellow Kanken | Yellow Fjallraven Kanken backpack with paint stains
F | 5.6 | Bags | gym | Nike duffel bag | Black Nike duffel bag with trainers inside
F | 6.5 | Bags | library | Canvas tote bag | Canvas tote bag with a cat print
L | 7.4 | Bags | Law School | Laptop bag | Black Targus laptop bag with a shoulder strap
F | 8.2 | Bags | Humanities Block | Brown handbag | Brown leather Michael Kors handbag
F | 8.9 | Bags | Playing Fields | Drawstring bag | Blue drawstring gym bag with shin pads
L | 9.7 | Bags | Business School | Messenger bag | Brown leather messenger bag
F | 1.3 | Clothing | Student Union | Navy hoodie | Navy university hoodie, size M
F | 2.0 | Clothing | gym | Grey hoodie | Grey Nike hoodie, size L
L | 2.8 | Clothing | library | Grey sweater | Grey cable knit sweater
F | 3.5 | Clothing | cafeteria | Black puffer jacket | Black North Face puffer jacket
L | 4.5 | Clothing | LT A | Denim jacket | Light blue denim jacket with pin badges
F | 5.4 | Clothing | Science Building | Yellow raincoat | Yellow hooded raincoat
F | 6.0 | Clothing | quad | Red scarf | Red tartan wool scarf
L | 7.0 | Clothing | bus stop | Black gloves | Black leather gloves
F | 7.8 | Clothing | Math Building | Green beanie | Green knitted beanie with a bobble
F | 8.5 | Clothing | pool | White trainers | White Nike Air Force 1 trainers, size 9
L | 9.3 | Clothing | Playing Fields | Baseball cap | Navy New York Yankees baseball cap
F | 9.9 | Clothing | Humanities Block | Cream cardigan | Cream cardigan with wooden buttons
F | 10.6 | Clothing | Playing Fields | Football shirt | Red Liverpool football shirt, number 11
F | 1.7 | Books | Science Building | Campbell Biology textbook | Campbell Biology, 12th edition, name inside
L | 3.0 | Books | Math Building | Calculus textbook | Stewart Calculus: Early Transcendentals
F | 4.0 | Books | library | Green notebook | Green A4 spiral notebook full of lecture notes
L | 5.0 | Books | Science Building | Lab notebook | Black hardback lab notebook for CHEM 201
F | 6.0 | Books | Art Studios | Sketchbook | Black Moleskine sketchbook, A5
L | 7.0 | Books | Business School | Planner | Purple 2026 weekly planner
F | 8.0 | Books | Humanities Block | Novel 1984 | Paperback copy of 1984 by George Orwell, annotated
F | 9.0 | Books | library | Dictionary | Oxford English Dictionary, paperback
F | 1.0 | Water Bottles | gym | Blue Hydro Flask | Navy Hydro Flask 32 oz with stickers
L | 2.3 | Water Bottles | library | White Hydro Flask | White Hydro Flask 21 oz, no stickers
F | 3.4 | Water Bottles | LT A | Pink Chilly's bottle | Pink Chilly's 500ml stainless steel bottle
F | 4.5 | Water Bottles | EB | Nalgene bottle | Clear Nalgene bottle with a green lid
L | 5.5 | Water Bottles | Student Union | Stanley cup | Sage green Stanley 40 oz tumbler with handle
F | 6.5 | Water Bottles | Sports Centre | CamelBak bottle | Blue CamelBak water bottle with a bite valve
F | 7.5 | Water Bottles | coffee kiosk | Thermos flask | Black Thermos flask
F | 1.9 | Other | library | Glasses | Black framed glasses in a blue case
L | 3.3 | Other | Admin Building | Reading glasses | Tortoiseshell reading glasses, no case
F | 8.7 | Other | Art Studios | Glasses | Round gold wire-frame glasses
F | 4.9 | Other | quad | Sunglasses | Black Ray-Ban Wayfarer sunglasses
F | 6.3 | Other | cafeteria | Glasses case | Empty brown glasses case
L | 9.6 | Other | library | Glasses case | Red hard glasses case, empty
F | 2.2 | Other | cafeteria | Brown wallet | Brown leather wallet with cards
L | 5.2 | Other | gym | Black wallet | Black Fossil wallet, some cash inside
F | 7.1 | Other | Student Union | Pink purse | Small pink coin purse
F | 3.8 | Other | Art Studios | Pencil case | Grey pencil case with markers
L | 4.6 | Other | pool | Necklace | Gold necklace with a heart pendant
F | 6.4 | Other | gym | Ring | Silver ring with a blue stone
F | 7.3 | Other | bike racks | Bike helmet | White Giro bike helmet
L | 8.4 | Other | coffee kiosk | Lunch box | Blue plastic lunch box
F | 9.8 | Other | Music Building | Earrings | Pair of silver hoop earrings
`;

/** The non-blank lines of SEARCH_ITEMS_TEXT; `wants` numbers index this list from 1. */
export const SEARCH_ITEM_LINES: string[] = SEARCH_ITEMS_TEXT.split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length > 0);

export type SearchQueryKind = 'exact' | 'typo' | 'other-name' | 'plural' | 'extra-words' | 'name';

export const SEARCH_QUERIES: { query: string; kind: SearchQueryKind; wants: number[] }[] = [
  { query: 'black umbrella', kind: 'exact', wants: [1, 2, 6] },
  { query: 'iPhone 14', kind: 'exact', wants: [7] },
  { query: 'Samsung Galaxy S22', kind: 'exact', wants: [9] },
  { query: 'AirPods Pro', kind: 'exact', wants: [16] },
  { query: 'Casio calculator', kind: 'exact', wants: [31, 33] },
  { query: 'Galaxy Buds', kind: 'exact', wants: [18] },
  { query: 'MacBook Air', kind: 'exact', wants: [22] },
  { query: 'laptop charger', kind: 'exact', wants: [24] },
  { query: 'Hydro Flask', kind: 'exact', wants: [100, 101] },
  { query: 'Kindle', kind: 'exact', wants: [29] },
  { query: 'JanSport backpack', kind: 'exact', wants: [68] },
  { query: 'North Face', kind: 'exact', wants: [70, 82] },
  { query: 'Nike duffel bag', kind: 'exact', wants: [73] },
  { query: 'denim jacket', kind: 'exact', wants: [83] },
  { query: 'red scarf', kind: 'exact', wants: [85] },
  { query: 'Campbell Biology', kind: 'exact', wants: [92] },
  { query: 'Stanley cup', kind: 'exact', wants: [104] },
  { query: 'Ray-Ban sunglasses', kind: 'exact', wants: [110] },
  { query: 'brown wallet', kind: 'exact', wants: [113] },
  { query: 'bike helmet', kind: 'exact', wants: [119] },
  { query: 'TI-84', kind: 'exact', wants: [32] },
  { query: 'locker key', kind: 'exact', wants: [65] },
  { query: 'Toyota', kind: 'exact', wants: [60, 61] },
  { query: 'pencil case', kind: 'exact', wants: [116] },
  { query: 'Moleskine sketchbook', kind: 'exact', wants: [96] },
  { query: 'access card', kind: 'exact', wants: [58] },
  { query: 'Apple Watch', kind: 'exact', wants: [34] },
  { query: 'Fitbit', kind: 'exact', wants: [35] },
  { query: 'xqzv plorb', kind: 'exact', wants: [] },
  { query: 'zzkrrt wemblop', kind: 'exact', wants: [] },
  { query: 'qwxjv', kind: 'exact', wants: [] },
  { query: 'flurbendock snizzle', kind: 'exact', wants: [] },
  { query: 'umbrela', kind: 'typo', wants: [1, 2, 3, 4, 5, 6] },
  { query: 'calculater', kind: 'typo', wants: [31, 32, 33] },
  { query: 'walet', kind: 'typo', wants: [113, 114] },
  { query: 'jansprot', kind: 'typo', wants: [68] },
  { query: 'headphnes', kind: 'typo', wants: [19, 20] },
  { query: 'samsnug phone', kind: 'typo', wants: [9, 10] },
  { query: 'iphnoe', kind: 'typo', wants: [7, 8, 14] },
  { query: 'airpdos', kind: 'typo', wants: [16, 17] },
  { query: 'backpak', kind: 'typo', wants: [68, 69, 70, 71, 72] },
  { query: 'hydro flaks', kind: 'typo', wants: [100, 101] },
  { query: 'sunglases', kind: 'typo', wants: [110] },
  { query: 'glases', kind: 'typo', wants: [107, 108, 109] },
  { query: 'kindel', kind: 'typo', wants: [29] },
  { query: 'lanyrad', kind: 'typo', wants: [60, 38] },
  { query: 'notebok', kind: 'typo', wants: [94, 95] },
  { query: 'neckalce', kind: 'typo', wants: [117] },
  { query: 'helmt', kind: 'typo', wants: [119] },
  { query: 'chrager', kind: 'typo', wants: [24, 25, 26, 27] },
  { query: 'stanly cup', kind: 'typo', wants: [104] },
  { query: 'drivng licence', kind: 'typo', wants: [40] },
  { query: 'pasport', kind: 'typo', wants: [54] },
  { query: 'trainres', kind: 'typo', wants: [88] },
  { query: 'hoodei', kind: 'typo', wants: [79, 80] },
  { query: 'scraf', kind: 'typo', wants: [85] },
  { query: 'raincaot', kind: 'typo', wants: [84] },
  { query: 'beenie', kind: 'typo', wants: [87] },
  { query: 'calculus textbok', kind: 'typo', wants: [93] },
  { query: 'thermoss', kind: 'typo', wants: [106] },
  { query: 'macbok', kind: 'typo', wants: [22] },
  { query: 'power bnak', kind: 'typo', wants: [30] },
  { query: 'sketchbok', kind: 'typo', wants: [96] },
  { query: 'blakc umbrella', kind: 'typo', wants: [1, 2, 6] },
  { query: 'earbuds', kind: 'other-name', wants: [16, 17, 18, 21] },
  { query: 'specs', kind: 'other-name', wants: [107, 108, 109] },
  { query: 'flask', kind: 'other-name', wants: [100, 101, 106] },
  { query: 'water bottle', kind: 'other-name', wants: [100, 101, 102, 103, 104, 105, 106] },
  { query: 'phone', kind: 'other-name', wants: [7, 8, 9, 10, 11, 12, 13, 14] },
  { query: 'mobile', kind: 'other-name', wants: [7, 8, 9, 10, 11, 12, 13, 14] },
  { query: 'cell phone', kind: 'other-name', wants: [7, 8, 9, 10, 11, 12, 13, 14] },
  { query: 'rucksack', kind: 'other-name', wants: [68, 69, 70, 71, 72] },
  { query: 'jumper', kind: 'other-name', wants: [81] },
  { query: 'sneakers', kind: 'other-name', wants: [88] },
  { query: 'hooded sweatshirt', kind: 'other-name', wants: [79, 80] },
  { query: 'coat', kind: 'other-name', wants: [82, 84] },
  { query: 'rain jacket', kind: 'other-name', wants: [84] },
  { query: 'bobble hat', kind: 'other-name', wants: [87] },
  { query: 'sunnies', kind: 'other-name', wants: [110] },
  { query: 'shades', kind: 'other-name', wants: [110] },
  { query: 'flash drive', kind: 'other-name', wants: [36] },
  { query: 'memory stick', kind: 'other-name', wants: [36] },
  { query: 'thumb drive', kind: 'other-name', wants: [36] },
  { query: 'e-reader', kind: 'other-name', wants: [29] },
  { query: 'tablet', kind: 'other-name', wants: [28] },
  { query: 'laptop', kind: 'other-name', wants: [22, 23] },
  { query: 'smartwatch', kind: 'other-name', wants: [34, 35] },
  { query: 'holdall', kind: 'other-name', wants: [73] },
  { query: 'sports bag', kind: 'other-name', wants: [73, 77] },
  { query: 'satchel', kind: 'other-name', wants: [78] },
  { query: 'bio book', kind: 'other-name', wants: [92] },
  { query: 'maths book', kind: 'other-name', wants: [93] },
  { query: 'diary', kind: 'other-name', wants: [97] },
  { query: 'agenda', kind: 'other-name', wants: [97] },
  { query: 'door fob', kind: 'other-name', wants: [58] },
  { query: 'battery pack', kind: 'other-name', wants: [30] },
  { query: 'portable charger', kind: 'other-name', wants: [30] },
  { query: 'headset', kind: 'other-name', wants: [19, 20] },
  { query: 'soccer jersey', kind: 'other-name', wants: [91] },
  { query: 'graphics calculator', kind: 'other-name', wants: [32] },
  { query: 'credit card', kind: 'other-name', wants: [41] },
  { query: 'brolly', kind: 'other-name', wants: [1, 2, 3, 4, 5, 6] },
  { query: 'car remote', kind: 'other-name', wants: [61] },
  {
    query: 'uni card',
    kind: 'other-name',
    wants: [37, 38, 39, 42, 43, 44, 45, 46, 48, 49, 51, 52, 55, 56, 59],
  },
  { query: 'umbrellas', kind: 'plural', wants: [1, 2, 3, 4, 5, 6] },
  { query: 'keys', kind: 'plural', wants: [60, 61, 62, 63, 64, 65, 66, 67] },
  { query: 'glasses cases', kind: 'plural', wants: [111, 112] },
  { query: 'chargers', kind: 'plural', wants: [24, 25, 26, 27] },
  { query: 'phones', kind: 'plural', wants: [7, 8, 9, 10, 11, 12, 13, 14] },
  { query: 'backpacks', kind: 'plural', wants: [68, 69, 70, 71, 72] },
  { query: 'wallets', kind: 'plural', wants: [113, 114] },
  { query: 'calculators', kind: 'plural', wants: [31, 32, 33] },
  { query: 'water bottles', kind: 'plural', wants: [100, 101, 102, 103, 104, 105, 106] },
  { query: 'hoodies', kind: 'plural', wants: [79, 80] },
  { query: 'scarves', kind: 'plural', wants: [85] },
  { query: 'notebooks', kind: 'plural', wants: [94, 95] },
  { query: 'textbooks', kind: 'plural', wants: [92, 93] },
  { query: 'laptops', kind: 'plural', wants: [22, 23] },
  { query: 'iPhones', kind: 'plural', wants: [7, 8, 14] },
  { query: 'Hydro Flasks', kind: 'plural', wants: [100, 101] },
  { query: 'jackets', kind: 'plural', wants: [82, 83] },
  { query: 'necklaces', kind: 'plural', wants: [117] },
  { query: 'rings', kind: 'plural', wants: [118] },
  { query: 'car keys', kind: 'plural', wants: [60, 61, 64, 67] },
  { query: 'USB sticks', kind: 'plural', wants: [36] },
  { query: 'bike helmets', kind: 'plural', wants: [119] },
  { query: 'pencil cases', kind: 'plural', wants: [116] },
  { query: 'sketchbooks', kind: 'plural', wants: [96] },
  { query: 'lunch boxes', kind: 'plural', wants: [120] },
  { query: 'passports', kind: 'plural', wants: [54] },
  { query: 'driving licences', kind: 'plural', wants: [40] },
  {
    query: 'student IDs',
    kind: 'plural',
    wants: [37, 38, 39, 42, 43, 44, 45, 46, 48, 49, 51, 52, 55, 56, 59],
  },
  { query: 'bank cards', kind: 'plural', wants: [41] },
  { query: 'tote bags', kind: 'plural', wants: [74] },
  { query: 'caps', kind: 'plural', wants: [89] },
  { query: 'beanies', kind: 'plural', wants: [87] },
  { query: 'watches', kind: 'plural', wants: [34, 35] },
  { query: 'power banks', kind: 'plural', wants: [30] },
  { query: 'duffel bags', kind: 'plural', wants: [73] },
  { query: 'lost my black umbrella near library yesterday', kind: 'extra-words', wants: [1] },
  { query: 'I left my AirPods Pro in the library on tuesday', kind: 'extra-words', wants: [16] },
  { query: 'did anyone hand in a green samsung phone', kind: 'extra-words', wants: [9] },
  { query: 'looking for my navy blue hoodie, size medium', kind: 'extra-words', wants: [79] },
  {
    query: 'please help lost grey casio calculator in the computer lab',
    kind: 'extra-words',
    wants: [31],
  },
  { query: 'my black nike gym bag with shoes in it', kind: 'extra-words', wants: [73] },
  { query: 'lost keys with a red lanyard and a toyota key', kind: 'extra-words', wants: [60] },
  { query: 'anyone seen a canvas tote bag with cats on it', kind: 'extra-words', wants: [74] },
  { query: 'pink chillys bottle left in lecture theatre A', kind: 'extra-words', wants: [102] },
  {
    query: 'I think I dropped my brown leather wallet at the caf',
    kind: 'extra-words',
    wants: [113],
  },
  {
    query: 'lost black framed glasses in a blue case at the library',
    kind: 'extra-words',
    wants: [107],
  },
  {
    query: 'has a yellow rain coat been handed in at the science building',
    kind: 'extra-words',
    wants: [84],
  },
  {
    query: 'my red sandisk usb stick with my dissertation on it',
    kind: 'extra-words',
    wants: [36],
  },
  {
    query: 'did someone find a navy hydro flask with stickers at the gym',
    kind: 'extra-words',
    wants: [100],
  },
  {
    query: 'silver ring with a blue stone lost at the gym please',
    kind: 'extra-words',
    wants: [118],
  },
  {
    query: 'has anyone found my campbell biology textbook? name is inside',
    kind: 'extra-words',
    wants: [92],
  },
  {
    query: 'left my black jansport backpack with my laptop in the library',
    kind: 'extra-words',
    wants: [68],
  },
  { query: 'white giro helmet missing from the bike racks', kind: 'extra-words', wants: [119] },
  {
    query: 'lost a small key with a blue cover for my bike lock',
    kind: 'extra-words',
    wants: [62],
  },
  { query: 'room key B12 lost in halls last night', kind: 'extra-words', wants: [63] },
  { query: 'red tartan scarf lost on the quad this morning', kind: 'extra-words', wants: [85] },
  { query: 'black moleskine sketchbook lost in the art studio', kind: 'extra-words', wants: [96] },
  {
    query: 'anyone found samsung galaxy buds in a purple case on the shuttle bus',
    kind: 'extra-words',
    wants: [18],
  },
  {
    query: 'lost my Ray-Ban sunglasses on the quad on friday, black ones',
    kind: 'extra-words',
    wants: [110],
  },
  {
    query: 'looking for a laptop charger I left in the business school',
    kind: 'extra-words',
    wants: [24],
  },
  {
    query: 'i left a green beanie with a bobble in the maths building',
    kind: 'extra-words',
    wants: [87],
  },
  {
    query: 'the brown michael kors handbag from the arts building is mine',
    kind: 'extra-words',
    wants: [76],
  },
  { query: 'lost white nike trainers size 9 at the pool', kind: 'extra-words', wants: [88] },
  {
    query: 'grey cable knit sweater lost in the library, thanks',
    kind: 'extra-words',
    wants: [81],
  },
  {
    query: 'has anyone found a white pixel 6 phone in the cafeteria',
    kind: 'extra-words',
    wants: [11],
  },
  { query: 'Maria Jose Fernandez', kind: 'name', wants: [37] },
  { query: 'maria fernandez', kind: 'name', wants: [37] },
  { query: 'Liam OConnor', kind: 'name', wants: [38] },
  { query: 'liam o connor', kind: 'name', wants: [38] },
  { query: 'Hannah Schmidt Weber', kind: 'name', wants: [39] },
  { query: 'hannah schmidtweber', kind: 'name', wants: [39] },
  { query: 'Kate Lee', kind: 'name', wants: [40] },
  { query: 'Katie Lee licence', kind: 'name', wants: [40] },
  { query: 'William Okonkwo', kind: 'name', wants: [41] },
  { query: 'Bill Okonkwo', kind: 'name', wants: [41] },
  { query: 'Liz Taylor Brown', kind: 'name', wants: [42] },
  { query: 'Elizabeth Taylor', kind: 'name', wants: [42] },
  { query: 'Alex Petrov', kind: 'name', wants: [43] },
  { query: 'Francois Lefevre', kind: 'name', wants: [44] },
  { query: 'Soren Andersen', kind: 'name', wants: [45] },
  { query: 'Nguyen Van An', kind: 'name', wants: [46] },
  { query: 'Aoife Ni Bhriain', kind: 'name', wants: [47] },
  { query: 'Mohammed Khan', kind: 'name', wants: [48] },
  { query: 'Zoe DAngelo', kind: 'name', wants: [49] },
  { query: 'Zoe D Angelo', kind: 'name', wants: [49] },
  { query: 'Jurgen Bauer', kind: 'name', wants: [50] },
  { query: 'Juergen Bauer', kind: 'name', wants: [50] },
  { query: 'Tom MacLeod', kind: 'name', wants: [52] },
  { query: 'Thomas McLeod', kind: 'name', wants: [52] },
  { query: 'Jose Martinez passport', kind: 'name', wants: [54] },
  { query: 'Rob Smith', kind: 'name', wants: [55] },
  { query: 'Maggie Chen', kind: 'name', wants: [57] },
  { query: 'Daniel OSullivan Reyes', kind: 'name', wants: [59] },
  { query: "Dan O'Sullivan", kind: 'name', wants: [59] },
  { query: 'ROSSI Chiara', kind: 'name', wants: [51] },
  { query: 'P Sharma', kind: 'name', wants: [53] },
];
