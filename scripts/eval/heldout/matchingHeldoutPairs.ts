// Held-out true pairs for the matcher: a Lost report and the Found item that is the same object,
// each written in its own person's words. Never used for tuning; see README.md in this folder.
//
// One report per line: `L|F | day | category | location | title | description`
// (day = decimal days from the set's first morning). A blank line separates pairs; the Lost line
// comes first, then its Found line. Some finders post before the owner (their day is earlier).

export const HELDOUT_PAIRS_TEXT = `
L | 0.35 | Electronics | library 2nd floor | Lost AirPods Pro | Left my AirPods Pro on a desk on the second floor, white case with a small scratch on the lid. Please message me!
F | 0.52 | Electronics | main lib | white earbuds in charging case | Found wireless earbuds in a white charging case on a study desk upstairs. Lid is scratched. Handed in at the front desk.

L | 1.10 | Electronics | Engineering Building | samsnug phone lost | Black Samsung Galaxy S21 in a clear case, lock screen is a photo of my dog. Lost it somewhere in the eng building on Monday
F | 0.90 | Electronics | EB room 204 | Samsung Galaxy phone | black samsung galaxy with a transparent cover, picture of a dog on the lockscreen. left on a desk in 204

L | 1.60 | Electronics | cafeteria | Lost iphone 13 blue | lost my blue iPhone 13 at lunch today, the screen protector is cracked and it has a pop socket on the back
F | 1.70 | Electronics | caf | phone found on table | Blue Apple iphone with a popsocket, screen protector cracked. Was on a table near the windows

L | 2.20 | Electronics | IT suite | calculater left behind | Casio fx-991EX scientific calculater, my initials JK are scratched on the back. Left it after the stats class
F | 2.30 | Electronics | computer lab 2 | Casio calculator | grey casio scientific calculator with JK scratched into the back, found by the printer

L | 2.80 | Electronics | Business School | Dell laptop charger | Black Dell laptop charger, big brick with a long cable. I left it plugged in during the 2pm lecture
F | 2.90 | Electronics | B-school room 1.12 | power adapter | black dell power adapter + cable, still plugged into the wall socket at the back of the room

L | 3.10 | Electronics | Student Union | headphnes lost | Sony WH-1000XM4 over ear headphnes, black, in a grey travel case. Really need them back
F | 3.30 | Electronics | SU | over-ear headphones | Black Sony noise cancelling headphones in a grey zip case, found on a sofa in the lounge

L | 3.50 | Electronics | sports centre | Fitbit Charge 5 | lost my fitbit charge 5 (black strap), took it off in the changing rooms before my swim
F | 3.40 | Electronics | gym changing room | fitness tracker watch | Black activity tracker left on the bench in the mens changing rooms

L | 4.00 | Electronics | Lecture Theatre A | USB stick pls help | 32GB red SanDisk usb stick with my whole dissertation on it!! I think I left it in the lectern PC
F | 4.10 | Electronics | LT A | flash drive | Small red sandisk memory stick, was still in the lectern computer after the 11am lecture

L | 4.60 | Electronics | Humanities block | kindel | Kindle Paperwhite in a brown leather cover, left in a seminar room on the first floor
F | 4.80 | Electronics | Arts building | e-reader | Amazon e reader in a brown leather-look case, found in seminar room 1.03

L | 5.20 | Electronics | halls | apple watch | Apple Watch series 7, silver with a white sport band. Took it off in the laundry room
F | 5.30 | Electronics | residence hall laundry | smart watch | grey aple watch with a white strap, was sitting on top of one of the dryers

L | 5.70 | Electronics | Science Building | iPad Air lost | Space grey iPad Air in a green folio case with my apple pencil clipped to it
F | 5.60 | Electronics | sci block | tablet with stylus | Grey apple tablet in a green case, pencil attached. Found in lab 3 after the practical

L | 6.10 | Electronics | library | powerbank | black Anker powerbank about the size of a phone, had a usb-c cable wrapped round it
F | 6.20 | Electronics | the library | portable charger | Black Anker portable battery charger with cable, found near the sockets by the windows

L | 6.50 | Electronics | shuttle bus | Galaxy Buds | Lost my samsung galaxy buds2 in a lavender case on the campus shuttle this morning
F | 6.60 | Electronics | campus shuttle | earphones | purple earbud case with samsung earphones inside, found on the back seat

L | 7.00 | Electronics | Math Building | graphing calculator | TI-84 Plus graphing calculator, there's a label with Priya on the back
F | 7.10 | Electronics | maths block | Texas Instruments calc | TI 84 calc with a name label (Priya), left in room M2

L | 7.40 | Electronics | cafeteria | google pixle | Google Pixel 7 in a pink case, lost at the canteen around 1pm
F | 7.50 | Electronics | food court | mobile phone | pink phone case with a google pixel inside, was on a chair at the food court

L | 8.60 | Electronics | IT suite | wireless mouse | grey logitech wireless mouse, the usb reciever is stored inside it
F | 8.50 | Electronics | comp lab | computer mouse | Grey Logitech cordless mouse found next to PC 14

L | 8.00 | Electronics | Music Building | Bose earbuds | Bose QuietComfort earbuds in a black case, I was in practice room 3
F | 8.10 | Electronics | practice rooms | earbuds | black bose buds in their charging case, left in one of the practice rooms

L | 9.00 | Electronics | Law School | macbook charger | White apple USB-C charger w/ braided cable, I think I left it in the law library
F | 9.20 | Electronics | law building | laptop charger white | white apple power adapter, usb c, braided cable. Found under a desk in the library section

L | 9.50 | Electronics | Student Union | nintendo swich | Nintendo Switch Lite, turquoise, in a black zip case. Left it in the games room
F | 9.60 | Electronics | union building | game console | small teal handheld nintendo in a black zip case, found on a sofa in the games room

L | 10.00 | Electronics | Quad | airpods | lost my airpods (2nd gen) near the benches, the case has a blue silicone cover on it
F | 10.10 | Electronics | main quad | earphones in blue case | Apple earbuds in a blue rubber cover, found on the bench by the fountain

L | 10.50 | Electronics | Engineering Building | laptop - HP | HP laptop, silver, 14 inch, NASA sticker on the lid. Left in lab E3 yesterday afternoon
F | 10.60 | Electronics | eng bldg | labtop found | Grey HP notebook computer with a nasa sticker, left in lab E3

L | 0.60 | ID Cards | library | student ID card | My student card, name María García López. I think I left it at the self-checkout machine
F | 0.70 | ID Cards | lib | campus card Maria Garcia | Found a student ID for Maria Garcia Lopez near the book return

L | 1.30 | ID Cards | cafeteria | ID card Seán O'Brien | student ID on a blue lanyard, name Seán O'Brien
F | 1.20 | ID Cards | the caf | student card OBrien | Campus id card with a blue lanyard, name reads Sean OBrien. At the till

L | 1.90 | ID Cards | Sports Centre | gym card | my student card, name Emily Smith-Jones, dropped it at the turnstiles
F | 2.00 | ID Cards | gym | student ID | ID card found at the gym turnstile, Emily Smith Jones

L | 2.50 | ID Cards | Business School | lost driving licence | Tom Wright, UK provisional driving licence (the pink card)
F | 2.60 | ID Cards | B-school | drivers license | Pink driving license, name Thomas J Wright, found in room 1.12

L | 3.00 | ID Cards | Student Union | debit card | Barclays debit card, name William Chen. Cancelled it but would like it back
F | 3.20 | ID Cards | SU | bank card found | Barclays visa debit card, name on card MR W CHEN, found at the bar

L | 3.80 | ID Cards | Humanities block | passport lost!! | German passport (burgundy), Kate Müller. Really need it for my visa appointment
F | 3.90 | ID Cards | arts block | passport found | EU passport, name Katherine Muller, left in seminar room 2.05

L | 4.30 | ID Cards | library | Alex Nguyen student ID | lost my student card, Alex Nguyen, maybe by the photocopiers
F | 4.20 | ID Cards | main library | ID card | student card for Alexander Nguyen found in the photocopier room

L | 4.90 | ID Cards | Health Sciences Building | nursing student card | Liz Okafor, nursing student card in a clip badge holder
F | 5.00 | ID Cards | HSB | ID badge | nursing student ID in a clip holder, Elizabeth Okafor

L | 5.40 | ID Cards | Engineering Building | staff ID | staff card for Dr Rajesh Kumar, on a purple lanyard
F | 5.50 | ID Cards | EB | staff card | purple lanyard with a staff ID, R. Kumar, engneering dept

L | 6.00 | ID Cards | North Halls | campus card | Student card of José Luis Hernández Ruiz, lost in the common room
F | 6.10 | ID Cards | dorms | student card | Jose Hernandez student card found in the common room

L | 6.70 | ID Cards | bus stop | student ID lost | Zoë van der Berg, I think it fell out of my pocket at the bus stop
F | 6.80 | ID Cards | main gate bus stop | id card | student ID, Zoe Vanderberg, found on the ground by the shelter

L | 7.20 | ID Cards | cafeteria | student card | Mary-Kate D'Souza, in a clear plastic card holder
F | 7.30 | ID Cards | canteen | ID card | Mary Kate DSouza id in a clear plastic holder

L | 7.80 | ID Cards | Science Building | ID card | Nguyễn Thị Lan, student card, left in the chem lab
F | 7.90 | ID Cards | science labs | student id | Nguyen Thi Lan, left in chemistry lab 2

L | 8.30 | ID Cards | Law School | student ID | Jon McDonald student card, probably in the law library
F | 8.20 | ID Cards | law library | campus card | student ID Jonathan Mcdonald, found on a reading desk

L | 8.90 | ID Cards | Sports Centre | stuent card | Bob Ellis, lost it after basketball on thursday
F | 9.00 | ID Cards | sports hall | student card | Robert Ellis ID card found in the sports hall

L | 9.30 | ID Cards | library | library card | Chloé Dubois-Martin, library/student card
F | 9.40 | ID Cards | uni library | student card | Chloe Dubois Martin, at the issue desk

L | 9.80 | ID Cards | Business School | bank card | Santander debit card, Mohammed Al-Farsi
F | 9.90 | ID Cards | business building | debit card | Santander card, MOHAMMED ALFARSI

L | 10.30 | ID Cards | IT suite | student ID | Dan Kowalski student card, left by PC 3
F | 10.40 | ID Cards | IT lab | ID card | Daniel Kowalski card next to PC 3

L | 10.80 | ID Cards | Student Union | driving lisence | Irish driving licence, Siobhán Kelly
F | 10.90 | ID Cards | SU | driving license | Siobhan Kelly licence found in the toilets

L | 11.20 | ID Cards | North Halls | passport | Chinese passport, my name is Wei Zhang
F | 11.30 | ID Cards | accommodation | passport found | passport, name ZHANG WEI, found in the kitchen

L | 11.70 | ID Cards | Music Building | student card | Nick Papadopoulos, lost near the practice rooms
F | 11.80 | ID Cards | music dept | ID | Nicholas Papadopoulos student card

L | 12.10 | ID Cards | Admin Building | ID card lost | Ana Sofía Pérez Gómez, student card
F | 12.00 | ID Cards | registry | student ID | Ana Perez student card left at the student services desk

L | 12.60 | ID Cards | Campus Shuttle | student card | Jen O'Neill, on a pink lanyard
F | 12.70 | ID Cards | shuttle | ID card on pink lanyard | Jennifer ONeill

L | 13.00 | ID Cards | Medical Centre | student ID | Bill Adeyemi card, left at the clinic reception
F | 13.10 | ID Cards | health centre | student card | William Adeyemi, handed in by reception

L | 13.40 | Keys | library | keys | Bunch of keys on a red lanyard, 3 house keys and a Toyota car key
F | 13.50 | Keys | the library | set of keys | keys on a red lanyerd incl. a toyota key, found under a table on the ground floor

L | 13.90 | Keys | Bike Shed | bike lock key | small silver key with a blue plastic top, dropped it by the bike racks outside EB
F | 14.00 | Keys | bike racks | small key | small key with a blue rubber cover found by the cycle racks

L | 14.30 | Keys | North Halls | room key | room key with a tag B214 on a keyring
F | 14.40 | Keys | halls laundry | key | key with a tag saying B214 found in the laundry room

L | 14.80 | Keys | Car Park B | car keys honda | Honda car key with a minion keyring
F | 14.90 | Keys | parking lot B | car key | honda key with a yellow minion keychain

L | 15.20 | Keys | Sports Centre | locker key | locker key no. 57 on an orange wrist band
F | 15.30 | Keys | gym | locker key | orange wristband key #57 left in the showers

L | 15.70 | Keys | Business School | hosue keys | 4 keys on a ring with a bottle opener
F | 15.60 | Keys | B-school | keys w/ bottle opener | set of four keys, bottle opener keyring

L | 16.10 | Keys | Main Quad | lost car keyz | VW key with an Eiffel Tower keyring
F | 16.20 | Keys | quad | car key | volkswagen key with a small eiffel tower charm, on the grass

L | 16.50 | Keys | cafeteria | keys pink pom pom | 2 keys with a fluffy pink pom pom keyring
F | 16.60 | Keys | caf | keyring | keyring with a fluffy pink ball and two keys

L | 17.00 | Keys | North Halls | keys + fob | mailbox key and a grey door fob on a black carabiner
F | 17.10 | Keys | res hall | carabiner with keys | black carabiner, small key and a grey fob

L | 17.40 | Keys | bus stop | keys | Ford car key and a house key on a Liverpool FC keyring
F | 17.50 | Keys | front gate | car keys | Ford key on an LFC keyring, found by the gate

L | 17.90 | Bags | library | black jansport backpak | black JanSport backpack, has my laptop and a pencil case, frog keychain on the zip
F | 18.00 | Bags | library building | rucksack | black rucksack with a frog keyring on the zip, laptop inside

L | 18.30 | Bags | Engineering Building | grey north face backpack | grey North Face Borealis with a water bottle side pocket
F | 18.40 | Bags | eng block | backpack | grey TNF rucksack, found under a desk

L | 18.80 | Bags | Main Library | tote bag | canvas tote with cats printed on it, had my notes in it
F | 18.90 | Bags | lib | cloth bag | cotton shoping bag with a cat print, some papers inside

L | 19.20 | Bags | Sports Centre | nike gym bag | black nike duffel with my trainers and towel inside
F | 19.30 | Bags | leisure centre | holdall | black nike holdall containing shoes and a towel

L | 19.60 | Bags | Law School | laptop bag | black Tagus laptop case with a shoulder strap
F | 19.70 | Bags | law faculty | laptop bag | black Targus laptop bag w/ strap

L | 20.00 | Bags | Student Union | Herschel backpack navy | navy Herschel backpack with a cat pin on the strap
F | 19.90 | Bags | union | dark blue backpack | dark blue herschel backpack, enamel pin on the strap

L | 20.40 | Bags | Humanities Block | handbag | brown Micheal Kors handbag
F | 20.50 | Bags | arts building | purse | brown leather MK bag left in a lecture room

L | 20.80 | Bags | Art Studios | yellow kanken | Fjallraven Kanken, yellow, with paint stains
F | 20.90 | Bags | art studio | backpack yellow | yellow square backpack with a fox logo, some paint on it, Fjalraven I think

L | 21.20 | Bags | Playing Fields | drawstring bag | blue drawstring bag with shin pads inside
F | 21.30 | Bags | pitches | sports sack | blue drawstring sack with shin guards

L | 21.60 | Bags | Business School | messenger bag | brown leather messenger bag, satchel style
F | 21.70 | Bags | bschool | satchel | brown leather satchel left by the lifts

L | 22.00 | Bags | shuttle | backpack | green Eastpak backpack
F | 22.10 | Bags | shuttle bus | rucksack | green eastpack rucksack

L | 0.40 | Clothing | Student Union | navy hoodie | navy university hoodie, size M, logo on the front
F | 0.50 | Clothing | SU | hoodie | dark blue hooded sweatshirt with the uni logo, size medium

L | 0.80 | Clothing | library | grey jumpr | grey knitted jumper, chunky
F | 0.90 | Clothing | lib | sweater | grey cable knit sweater left on a chair

L | 1.40 | Clothing | Lecture Theatre A | denim jacket | light blue denim jacket, pin badges on the collar
F | 1.50 | Clothing | LTA | jean jacket | jean jacket with badges, row F

L | 2.10 | Clothing | Main Quad | red tartan scarf | red tartan scarf, wool
F | 2.20 | Clothing | quad | scarf | red plaid scarf on a bench

L | 2.70 | Clothing | bus stop | black leather gloves | pair of black leather gloves
F | 2.80 | Clothing | bus shelter | pair of glvoes | black leather gloves

L | 3.30 | Clothing | Math Building | beanie | green beanie hat with a bobble
F | 3.40 | Clothing | maths block | woolly hat | green knitted bobble hat

L | 3.90 | Clothing | Science Building | yelow raincoat | yellow rain coat with a hood
F | 4.00 | Clothing | SB | rain jacket | yellow hooded rain jacket

L | 4.50 | Clothing | Swimming Pool | white nike trainners | white nike trainers size 9
F | 4.60 | Clothing | pool | sneakers | white nike sneakers, size 9

L | 5.10 | Clothing | cafeteria | north face puffer | black puffer jacket, north face
F | 5.20 | Clothing | dining hall | coat | black north face down coat

L | 5.80 | Clothing | Humanities Block | cardigan | cream cardigan with wooden buttons
F | 5.70 | Clothing | arts & humanities | cardigan | off-white / beige cardigan, wooden buttons

L | 6.30 | Clothing | Playing Fields | yankess cap | navy yankees cap
F | 6.40 | Clothing | pitches | baseball cap | dark blue NY cap

L | 6.90 | Clothing | Playing Fields | football boots | black adidas predator football boots size 8
F | 7.00 | Clothing | sports field | soccer cleats | black adidas cleats, size 8

L | 7.60 | Books | Science Building | Campbell biolgy textbook | Campbell Biology 11th edition, my name is written inside the cover
F | 7.70 | Books | science labs | biology text book | Campbell biology text book, name written inside

L | 8.10 | Books | library | green notebook | green Pukka Pad A4 notebook, all my lecture notes!
F | 8.20 | Books | lib | spiral notebook | green A4 spiral notepad full of notes

L | 8.70 | Books | Math Building | calculus book | Stewart Calculus, early transcendentals
F | 8.80 | Books | maths building | textbook | Stewart calculas textbook

L | 9.10 | Books | Science Building | lab notebook | black hardback lab book, CHEM 201
F | 9.20 | Books | SB | lab book | black hardback lab book, chem 201

L | 9.60 | Books | Art Studios | sketchbook | A5 black moleskine sketchbook
F | 9.70 | Books | design studios | sketch pad | small black moleskine drawing book

L | 10.20 | Books | Business School | planner | 2026 diary/planner, purple
F | 10.30 | Books | B-school | agenda | purple planer / agenda

L | 10.70 | Books | Humanities Block | Great Gatsby | my copy of The Great Gatsby with loads of annotations and sticky notes
F | 10.80 | Books | arts block | book | Great Gatsby paperback with post-its

L | 11.20 | Books | Law School | law textbook | Elliott & Quinn Contract Law
F | 11.30 | Books | law library | contract law book | contract law book, Elliott and Quinn

L | 11.60 | Books | library | library book | borrowed Sapiens by Yuval Harari
F | 11.50 | Books | library | book | Sapiens paperback with a library barcode

L | 12.00 | Water Bottles | Sports Centre | Hydro Flask | navy Hydro Flask 32oz with stickers
F | 12.10 | Water Bottles | gym | metal water bottle | dark blue stainles steel bottle with stickers

L | 12.50 | Water Bottles | library | Chilly's bottle | pink Chilly's 500ml
F | 12.60 | Water Bottles | the library | pink bottle | pink stainless steel water bottle

L | 13.00 | Water Bottles | Lecture Theatre A | nalgene | clear nalgene with a green lid
F | 13.10 | Water Bottles | LT A | plastic bottle | clear plastic water bottle, green lid

L | 13.50 | Water Bottles | Student Union | stanly cup | sage green Stanley 40oz tumbler
F | 13.60 | Water Bottles | SU | tumbler | big green tumbler with a handle and a straw

L | 14.00 | Water Bottles | Engineering Building | water botle | blue Camelbak with a bite valve
F | 14.10 | Water Bottles | EB | camelbak | blue camelbak bottle

L | 14.50 | Water Bottles | Coffee Kiosk | thermos | black thermos flask with coffee in it
F | 14.60 | Water Bottles | coffee cart | flask | black insulated flask

L | 15.00 | Water Bottles | Science Building | S'well bottle | marble pattern S'well
F | 15.10 | Water Bottles | sci block | swell bottle | white marble water bottle

L | 15.50 | Water Bottles | Main Quad | water bottel | purple Owala
F | 15.60 | Water Bottles | quad | owala bottle | lilac owala with a straw lid

L | 16.00 | Other | Business School | black umbrela | black umbrella with a wooden handle
F | 16.10 | Other | B-school | umbrella | black umbrella with a wooden crook handle

L | 16.50 | Other | cafeteria | brown walet | brown leather wallet, has my cards and some cash
F | 16.60 | Bags | canteen | wallet | brown leather wallet

L | 17.00 | Other | library | glasses | black framed glasses in a blue hard case
F | 17.10 | Other | main lib | specs | pair of specs in a blue case

L | 17.50 | Other | Main Quad | raybans sunglases | Ray-Ban wayfarers, black
F | 17.60 | Other | quad | sunnies | black ray bans

L | 18.00 | Other | Art Studios | pencil case | grey pencil case full of copic markers
F | 18.10 | Other | art studio | pencil case | grey pencil pouch with markers

L | 18.50 | Other | Sports Centre | ring | silver ring with a small blue stone, took it off for weights
F | 18.60 | Other | gym | ring | silver ring w/ blue gem

L | 19.00 | Other | Swimming Pool | necklace | gold chain with a small heart pendant
F | 19.10 | Other | pool changing rooms | neckalce | gold necklace, heart

L | 19.50 | Other | Bike Shed | bike helmut | white Giro bike helmet
F | 19.60 | Other | cycle racks | cycling helmet | white helmet, giro

L | 20.00 | Other | Coffee Kiosk | lunch box | blue tupperware lunchbox
F | 20.10 | Other | kiosk | food container | blue plastic lunch box

L | 20.50 | Other | Multifaith Centre | prayer beads | wooden prayer beads (tasbih), brown
F | 20.60 | Other | prayer room | beads | string of brown wooden beads

L | 21.00 | Other | Medical Centre | hearing aid | small beige hearing aid, left ear
F | 21.10 | Other | clinic | hearing aid | beige hearing aid

L | 21.40 | Electronics | Math Building | calculator | Casio fx-83GTX, blue, my name Ben on a sticker
F | 21.30 | Other | maths block | calc | blue casio calculator, sticker says Ben
`;
