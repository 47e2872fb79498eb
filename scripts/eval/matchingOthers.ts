/**
 * Reports that belong to no pair (same line format as matchingPairs.ts). Near misses share words
 * with a pair's report but are another object: a Samsung phone case beside a Samsung phone, a
 * navy umbrella beside a navy bottle, AirPods that are not the pair's AirPods. The last of them
 * are the pairs' look-alikes with another owner's name or initials written on them: the same
 * Hydro Flask with Emil Okafor inside, the same TI-84 signed Alex Kim.
 */
export const NEAR_MISSES_TEXT = `
F | 1.6 | Electronics | Library reading room | Found black Samsung phone case | Black phone case (for a Samsung), empty, found in the library reading room.
F | 0.7 | Other | Gym changing rooms | Blue umbrella found near gym | Navy blue compact umbrella left by the gym entrance.
F | 2.4 | Electronics | Engineering building lab 3 | Found AirPods | Apple AirPods 2nd gen in a case with a dinosaur sticker, found in the engineering building.
L | 1.3 | Electronics | Main library, 2nd floor | Lost iPhone 11 | White iPhone 11, pink case with glitter, lost in the library.
F | 14.5 | Clothing | Lecture theatre 1 | Found grey hoodie | Plain grey hoodie, no logo, size S, found in the lecture theatre.
L | 0.5 | Water Bottles | Library reading room | Lost Hydro Flask (white) | White Hydro Flask with a bamboo lid, no stickers.
F | 4.3 | Keys | Parking lot C | Keys found on red keyring | Single car key (Ford) on a red plastic keyring found in parking lot C.
F | 5.3 | Electronics | Engineering building lab 3 | Found Dell charger | Black Dell laptop charger found in engineering lab 3.
L | 17.1 | Books | Art studio | Lost blue notebook | Blue Moleskine notebook, dotted pages, my sketches.
F | 10.2 | Electronics | Science block lecture hall B | Calculator found (Casio) | Casio fx-991EX scientific calculator found in science block lecture hall B.
L | 8.2 | Clothing | Student union cafe | Lost green jacket | Green Patagonia fleece, half zip, lost around the union.
F | 9.3 | Other | Cafeteria near the entrance | Reading glasses found | Pair of reading glasses with thin gold metal frames, no case, found in the cafeteria.
F | 3.2 | ID Cards | Library reading room | Student card found - M. Garcia | Student ID card, name Maria Garcia, found in the library reading room.
L | 6.1 | Bags | Bus stop outside the main gate | Lost brown wallet | Brown wallet, Fossil, with my bus pass. Name inside: Kevin Liu.
F | 7.2 | Bags | Gym changing rooms | Black backpack found | Black Nike backpack with a gym towel inside, found in the gym changing rooms.
L | 16.3 | Water Bottles | Gym changing rooms | Pink water bottle | Pink Owala water bottle, lost at the gym.
F | 13.2 | Electronics | Computer lab 104 | Headphones found (white) | White Sony earphones, wired, found in the computer lab.
F | 41.3 | Other | Chemistry lab | Silver necklace found | Thin silver chain necklace with a small heart, found by the sink in the chemistry lab.
L | 11.2 | Clothing | Bus stop outside the main gate | Lost yellow raincoat | Bright yellow raincoat with a hood, left it at the bus stop.
F | 27.4 | Keys | Sports field bleachers | Found car keys (Toyota) | Toyota car key, no keyring, found at the sports field.
L | 31.1 | Electronics | Computer lab 104 | Lost tablet | Samsung Galaxy Tab in a blue case.
F | 6.4 | Bags | Parking lot C | Found black leather wallet | Black leather wallet, empty apart from a gym card, found in parking lot C.
L | 32.1 | Clothing | Bus stop outside the main gate | Lost grey beanie | Grey beanie hat with a pom pom.
F | 20.6 | Electronics | Main library, 2nd floor | Found phone charger | White Samsung fast charger plug with a USB-C cable, found on the library 2nd floor.
F | 58.5 | Electronics | Library reading room | Found black Kindle | Black Kindle, no cover, found in the library reading room.
L | 59.3 | Bags | Cafeteria near the entrance | Lost grey backpack | Grey backpack with laptop compartment, left in the cafeteria.
F | 60.4 | Keys | Gym changing rooms | Locker key found | Gym locker key number 112 on a yellow band, found in the changing rooms.
F | 61.6 | Clothing | Sports field bleachers | Found navy Nike jacket | Navy Nike windbreaker found on the bleachers.
L | 63.1 | Water Bottles | Lecture theatre 1 | Lost teal Hydro Flask | Teal Hydro Flask, no stickers, lost after the morning lecture in LT1.
F | 66.3 | Electronics | Student union cafe | Found iPhone 14 | Black iPhone 14 with a cracked screen and no case, found in the union.
L | 65.2 | Books | Art studio | Lost sketchbook | Small red sketchbook with watercolours, name Priya on the inside cover.
F | 62.3 | ID Cards | Library reading room | Found library card | Library card for Tom Baker found in the reading room.
F | 69.3 | Water Bottles | Gym changing rooms | Found navy Hydro Flask | Navy Hydro Flask with a mountain sticker, the name Emil Okafor is written inside.
F | 69.1 | Water Bottles | Sports field bleachers | Hydro Flask found | Dark blue Hydro Flask covered in mountain stickers, name Ada Lindqvist on the bottom.
F | 70.3 | Electronics | Library reading room | Grey laptop found | Grey HP laptop with a blue keyboard cover, initials KM on the lid.
F | 3.3 | ID Cards | Cafeteria near the entrance | Found campus card | Student ID card, name Priya Shah, found on a cafeteria table.
F | 10.3 | Electronics | Science block lecture hall B | Found TI-84 calculator | TI-84 Plus graphing calculator found in lecture hall B, name on the back: Alex Kim.
F | 2.5 | Electronics | Student union cafe | White AirPods Pro case found | White AirPods Pro charging case engraved 'JK', found in the union cafe.
F | 12.4 | Books | Chemistry lab | Found Clayden textbook | Clayden Organic Chemistry textbook with sticky tabs, name inside cover: Omar Rahman.
F | 16.2 | Water Bottles | Music building practice room | Pink Stanley cup found | Pink Stanley tumbler with a handle and straw, 'Millie' written on the side.
F | 33.2 | Bags | Student union cafe | Pink purse found | Small pink zip purse with bank cards, initials on the tag: KB.
F | 45.3 | Water Bottles | Engineering building lab 3 | Silver flask found | Silver stainless steel thermos, dented, the name Sam scratched into the bottom.
L | 23.2 | ID Cards | Dormitory laundry room | Lost campus card | Lost my campus card in the laundry room. Name: Samuel Adeyemi.
L | 39.1 | Other | Cafeteria near the entrance | Lost blue lunch box | Blue plastic lunch box, my name Harriet is on the lid.
`;

export const UNRELATED_TEXT = `
L | 0.2 | Other | Gym changing rooms | Lost silver bracelet | Charm bracelet with a tiny horse charm, silver.
F | 1.1 | Other | Chemistry lab | Found chemistry lab goggles | Safety goggles with a green strap left on the bench in the chemistry lab.
L | 2.2 | Clothing | Gym changing rooms | Lost grey Nike trainers | Grey Nike running shoes size 10 in a plastic bag, left in the changing rooms.
F | 3.4 | Electronics | Library reading room | Found Kindle | Kindle Paperwhite in a red cover found in the library reading room.
L | 4.1 | Electronics | Computer lab 104 | Lost USB stick | Small black SanDisk USB stick with my dissertation on it!!
F | 5.5 | Books | Lecture theatre 1 | Found blue folder | Blue plastic folder with printed lecture slides on economics.
L | 6.3 | Other | Music building practice room | Lost violin | Violin in a black hard case with a sticker of a treble clef.
F | 7.7 | Clothing | Sports field bleachers | Found a white cap | White baseball cap, Yankees logo, found on the bleachers.
L | 8.6 | ID Cards | Bus stop outside the main gate | Lost bus pass | Monthly bus pass in a clear plastic sleeve.
F | 9.8 | Keys | Dormitory laundry room | Found set of house keys | Two silver keys on a plain ring, found in the laundry room.
L | 10.4 | Clothing | Lecture theatre 1 | Lost black scarf | Black cashmere scarf.
F | 11.9 | Books | Student union cafe | Found a novel | Paperback copy of Norwegian Wood by Murakami, bookmark at page 120.
L | 12.5 | Other | Parking lot C | Lost bike helmet | White Giro bike helmet with a red stripe.
F | 13.6 | Electronics | Sports field bleachers | Found Apple Watch | Apple Watch with a white sport band, found on the running track.
L | 14.8 | Bags | Engineering building lab 3 | Lost black laptop bag | Black Targus laptop bag with a shoulder strap; laptop was NOT in it, just notes.
F | 15.2 | Water Bottles | Gym changing rooms | Found a purple water bottle | Purple CamelBak bottle with a bite valve, found in the gym.
L | 16.7 | ID Cards | Art studio | Lost student card | Student card for Emily Watson, lost somewhere near the art studio.
F | 17.5 | Books | Art studio | Found sketchbook | A5 sketchbook full of figure drawings, found in the art studio.
L | 18.4 | Other | Dormitory laundry room | Lost gold earrings | Pair of small gold hoop earrings in a little velvet pouch.
F | 19.3 | Electronics | Lecture theatre 1 | Found black Casio calculator | Casio fx-83GTX calculator, scratched, in lecture theatre 1.
L | 20.2 | Clothing | Sports field bleachers | Lost red Adidas jacket | Red Adidas track jacket with white stripes on the sleeves.
F | 21.4 | Electronics | Student union cafe | Found power bank | Black Anker power bank with a short USB cable.
L | 22.3 | Books | Computer lab 104 | Lost library book | Library copy of 'Introduction to Algorithms' (CLRS), barcode sticker on the spine.
F | 23.1 | Other | Science block lecture hall B | Found a black umbrella | Plain black folding umbrella left in lecture hall B.
L | 24.5 | Other | Gym changing rooms | Lost yoga mat | Purple yoga mat in a carry strap.
F | 25.3 | Clothing | Cafeteria near the entrance | Found navy gilet | Navy padded gilet, size M, found on a chair in the cafeteria.
L | 26.2 | Other | Music building practice room | Lost guitar capo | Black Kyser capo, probably left in a practice room.
F | 27.8 | Bags | Gym changing rooms | Found gym bag | Grey Adidas duffel bag with trainers and a towel inside.
L | 28.1 | Water Bottles | Student union cafe | Lost white mug | White ceramic mug with 'World's Best Sister' on it.
F | 29.0 | Keys | Bus stop outside the main gate | Found keys with a Tottenham keyring | Car key and two door keys on a Tottenham Hotspur keyring.
L | 29.6 | Bags | Library reading room | Lost green backpack | Olive green Fjallraven Kanken with pins on the front.
F | 30.4 | Clothing | Gym changing rooms | Found brown leather belt | Brown leather belt found in the men's changing room.
L | 31.5 | Electronics | Dormitory laundry room | Lost iPhone charger cable | White lightning cable, about 2m long.
F | 32.6 | ID Cards | Bus stop outside the main gate | Found a passport holder | Empty blue passport holder found at the bus stop.
L | 33.4 | Books | Science block lecture hall B | Lost maths lecture notes | Ring binder with linear algebra notes, red cover.
F | 34.2 | Other | Lecture theatre 1 | Found a glasses case | Empty black glasses case (no glasses) found in lecture theatre 1.
L | 35.3 | Clothing | Library reading room | Lost Hogwarts scarf | Gryffindor scarf, red and gold stripes.
F | 36.4 | Other | Parking lot C | Found bike lights | Front and rear bike lights (Lezyne) found near the parking lot.
L | 37.6 | ID Cards | Gym changing rooms | Lost student card of Ben Carter | Campus card, name Ben Carter, photo with beard.
F | 38.5 | Other | Dormitory laundry room | Found a watch | Gold-coloured women's watch with a thin strap, found in the laundry room.
L | 39.4 | Other | Lecture theatre 1 | Lost earrings | One pearl stud earring, lost in the lecture theatre.
F | 40.6 | Other | Sports field bleachers | Found tennis racket | Wilson tennis racket in a black cover, found by the sports field.
L | 41.7 | Water Bottles | Chemistry lab | Lost clear water bottle | Clear plastic BPA-free bottle with time markings.
F | 42.2 | Clothing | Gym changing rooms | Found grey sweatpants | Grey joggers folded on a bench in the gym.
L | 43.5 | Electronics | Cafeteria near the entrance | Lost pink phone | Pink iPhone 12 mini with a daisy case.
F | 44.6 | Clothing | Chemistry lab | Found a lab coat | White lab coat with 'Dr. Evans' embroidered on the pocket.
L | 45.4 | Other | Lecture theatre 1 | Lost hearing aid | Beige behind-the-ear hearing aid, right ear.
F | 46.3 | Other | Parking lot C | Found a stuffed toy | Small plush penguin keyring found in parking lot C.
L | 47.5 | Other | Student union cafe | Lost skateboard | Black skateboard with orange wheels, left outside the union.
F | 48.4 | Clothing | Bus stop outside the main gate | Found black gloves | Black knitted gloves, one has a hole in the thumb.
L | 49.6 | Other | Engineering building lab 3 | Lost drawing tube | Grey plastic drawing tube with A1 plans inside.
F | 50.3 | Other | Music building practice room | Found a flute | Silver flute in a small black case, found in a practice room.
L | 51.2 | Other | Gym changing rooms | Lost swimming goggles | Blue Speedo goggles, left at the pool or changing rooms.
F | 52.5 | Electronics | Cafeteria near the entrance | Found iPad | White iPad (older model) with a cracked corner, no case, found in the cafeteria.
L | 53.3 | Keys | Library reading room | Lost house keys | Two keys on a keyring with a small wooden heart.
F | 54.1 | Other | Bus stop outside the main gate | Found brown teddy bear | Brown teddy bear found on the bus.
L | 54.6 | Clothing | Student union cafe | Lost black leather jacket | Black leather biker jacket, silver zips.
F | 55.2 | Books | Library reading room | Found history textbook | Textbook 'A History of Modern Europe', has highlighting.
L | 55.7 | Electronics | Library reading room | Lost silver laptop | Silver HP laptop with a Spotify sticker.
F | 56.1 | Other | Computer lab 104 | Found red pencil case | Red fabric pencil case with pens and a USB stick.
L | 56.4 | Electronics | Science block lecture hall B | Lost scientific calculator | Sharp scientific calculator, grey, initials DK scratched on back.
F | 56.8 | Clothing | Lecture theatre 1 | Found pair of trainers | White Adidas trainers size 7 found in the lecture theatre.
L | 57.2 | ID Cards | Main library, 2nd floor | Lost ID lanyard | Green university lanyard with staff badge, Dr. Helen Ward.
F | 57.9 | Clothing | Music building practice room | Found dark blue jacket | Navy rain jacket found hanging in the music building.
L | 58.7 | Other | Gym changing rooms | Lost gold chain | Thin gold chain necklace, took it off before training
F | 60.9 | Books | Computer lab 104 | Found lecture notes | Printed statistics lecture notes in a clear plastic wallet.
L | 62.8 | Electronics | Music building practice room | Lost guitar tuner | Clip-on Snark tuner, black.
F | 64.6 | Clothing | Dormitory laundry room | Found socks | Bag of socks left in a dryer.
L | 66.6 | Other | Parking lot C | Lost bike lock | Kryptonite cable lock, combination 4 digits, black.
F | 67.4 | Other | Student union cafe | Found a vape | Blue vape pen left on a table in the union.
`;
