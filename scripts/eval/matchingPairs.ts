/**
 * The same object described twice, by its owner (L) and by its finder (F), in their own words.
 * One line per report: status | day | category | location | title | description. `day` counts
 * days from the set's first morning; a finder posting before the owner is on purpose (a few).
 */
export const PAIRS_TEXT = `
L | 0.4 | Water Bottles | Gym changing rooms | Navy Hydro Flask | Lost my navy Hydro Flask 32oz, has a climbing sticker and a dent near the bottom. Pls message me if you see it
F | 0.9 | Water Bottles | Sports field bleachers | Found water bottle | Dark blue metal water bottle with a couple of stickers, found on the bleachers after practice.

L | 1.2 | Electronics | Library reading room | Black iPhone 13 lost | Black iPhone 13 in a clear case, lock screen is a picture of a golden retriever. Cracked corner on the screen.
F | 1.5 | Electronics | Main library, 2nd floor | iPhone found in library | Found an iPhone with clear case on a desk upstairs in the library. Screen has a crack. Handed to library front desk.

L | 2.1 | Electronics | Student union cafe | AirPods Pro case missing | White AirPods Pro charging case, has a small engraving 'MK' on the back. Probably fell out of my pocket in the cafe.
F | 2.3 | Electronics | Student union cafe | Found earbuds in white case | White wireless earbuds case found under a seat at the student union cafe, engraved MK.

L | 3.0 | ID Cards | Cafeteria near the entrance | Student ID card - Priya Patel | Lost my campus card, name Priya Patel, photo with glasses. Need it for the exam hall!
F | 3.1 | ID Cards | Cafeteria near the entrance | Found student card | University ID card belonging to Priya P. found on a cafeteria table.

L | 4.0 | Keys | Bus stop outside the main gate | Keys on a red lanyard | Set of 3 keys (one is a Yale house key, one small mailbox key) on a red university lanyard.
F | 4.2 | Keys | Bus stop outside the main gate | Bunch of keys found at bus stop | Three keys on a red lanyard found on the bench at the bus stop by the main gate.

L | 5.0 | Electronics | Engineering building lab 3 | Grey Dell XPS 15 laptop | Silver/grey Dell XPS 15, stickers of NASA and a cat on the lid. In a black neoprene sleeve.
F | 5.1 | Electronics | Engineering building lab 3 | Laptop left in lab | Dell laptop in a black sleeve left at a workstation in engineering lab 3. Has a NASA sticker.

L | 6.0 | Bags | Parking lot C | Brown leather wallet | Brown leather bifold wallet with my driving licence and a few bank cards. Name on licence: Tomasz Nowak.
F | 6.2 | Other | Parking lot C | Wallet found in car park | Found a brown wallet on the ground in parking lot C. Contains cards, name Tomasz N.

L | 7.1 | Bags | Lecture theatre 1 | Black Jansport backpack | Black JanSport backpack with a keyring of a little Totoro on the zip. Has my calc notes and a pencil case.
F | 7.3 | Bags | Lecture theatre 1 | Rucksack left in lecture theatre | Black rucksack with a small Totoro keychain, left on a seat in LT1 after the 10am lecture.

L | 8.0 | Clothing | Student union cafe | Green North Face jacket | Lost my dark green North Face puffer jacket, size M, has lip balm in the pocket.
F | 8.4 | Clothing | Student union cafe | Found green puffer coat | Forest green puffer coat left on a chair in the union cafe, The North Face logo on the chest.

L | 9.1 | Other | Library reading room | Lost glasses in tortoiseshell frames | Prescription glasses, tortoiseshell frames, in a blue hard case from Specsavers.
F | 9.2 | Other | Library reading room | Spectacles found | Pair of spectacles in a navy blue case found in the reading room, second row of desks.

L | 10.0 | Electronics | Science block lecture hall B | TI-84 calculator lost | Texas Instruments TI-84 Plus graphing calculator, name written on the back in silver sharpie: Alex Chen.
F | 10.1 | Electronics | Science block lecture hall B | Graphing calculator found | Found a TI 84 Plus in lecture hall B. Back says A. Chen.

L | 11.0 | Other | Bus stop outside the main gate | Lost umbrella | Big golf umbrella, yellow and black stripes, wooden handle.
F | 11.5 | Other | Main library, 2nd floor | Yellow umbrella found | Yellow/black striped umbrella with wooden handle left in the umbrella stand by the library entrance.

L | 12.0 | Books | Chemistry lab | Organic Chemistry textbook | Clayden Organic Chemistry 2nd edition, lots of pencil notes and yellow tabs. Name inside cover: Fatima Rahman.
F | 12.2 | Books | Chemistry lab | Chemistry book found | Thick organic chemistry book (Clayden) found in the chem lab, sticky tabs on many pages, name F. Rahman inside.

L | 13.0 | Electronics | Computer lab 104 | Sony headphones | Black Sony WH-1000XM4 over-ear headphones in a grey carry case.
F | 13.1 | Electronics | Computer lab 104 | Headphones found in computer lab | Black noise cancelling headphones (Sony) in a case, left by PC 12 in lab 104.

L | 14.0 | Clothing | Gym changing rooms | Grey hoodie with university logo | Grey zip hoodie, uni crest on the front, 'ROWING' printed on the sleeve. Size L.
F | 14.3 | Clothing | Gym changing rooms | Sweatshirt found in changing room | Gray hooded sweatshirt with a rowing club print on the arm, hanging on a peg in the men's changing room.

L | 15.0 | Keys | Parking lot C | Bike lock key | Small silver key for my Kryptonite D-lock, on a blue carabiner.
F | 15.4 | Keys | Parking lot C | Key on carabiner | Single small key on a blue clip carabiner, found near the bike racks by parking lot C.

L | 16.0 | Water Bottles | Music building practice room | Pink Stanley cup | Pink Stanley Quencher 40oz with a handle and straw, 'Maddie' written in gold letters.
F | 16.1 | Water Bottles | Music building practice room | Found pink tumbler | Large pink tumbler with straw and handle, found in practice room 2. Says Maddie on the side.

L | 17.0 | Books | Science block lecture hall B | Blue spiral notebook, lab notes | A4 blue spiral notebook with all my physics lab notes, doodles on the cover.
F | 17.2 | Books | Science block lecture hall B | Notebook found | Blue A4 notebook (spiral bound), physics notes inside, found in lecture hall B.

L | 18.0 | Other | Gym changing rooms | Casio watch | Black Casio G-Shock digital watch, strap slightly torn.
F | 18.3 | Other | Gym changing rooms | Digital watch found at gym | Black G-Shock style watch left in a locker in the gym changing rooms.

L | 19.0 | ID Cards | Cafeteria near the entrance | Lost passport | Indian passport, navy cover, in a brown passport holder. Name: Rohan Mehta.
F | 19.05 | ID Cards | Cafeteria near the entrance | Passport found | Found a passport in a leather holder at the cafeteria, owner Rohan Mehta. Brought to security.

L | 20.0 | Electronics | Main library, 2nd floor | MacBook charger | White Apple USB-C charger (96W) with a long cable, left plugged in at a study desk.
F | 20.4 | Electronics | Main library, 2nd floor | Laptop charger found | White Apple laptop power adapter and cable, still plugged into the wall on the library 2nd floor.

L | 21.0 | Clothing | Lecture theatre 1 | Red tartan scarf | Red and green tartan wool scarf, very long, my gran knitted it. Sentimental!
F | 21.1 | Clothing | Lecture theatre 1 | Plaid scarf found | Red plaid scarf found hanging on the back of a seat in lecture theatre 1.

L | 22.0 | Electronics | Bus stop outside the main gate | Samsung Galaxy Buds | Lost my Samsung Galaxy Buds2 in a lavender case on the shuttle bus.
F | 22.6 | Electronics | Bus stop outside the main gate | Found purple earbuds case | Light purple earphone case with buds inside, Samsung. Found on the bench at the bus stop.

L | 23.0 | ID Cards | Dormitory laundry room | Lost ID | Lost my student ID card somewhere between the library and the dorms. Name is Samuel Okoro.
F | 23.5 | ID Cards | Dormitory laundry room | Campus card found in laundry room | Campus card found on top of dryer #4 in the laundry room. Card says S. Okoro.

L | 24.0 | Other | Sports field bleachers | Ray-Ban sunglasses | Black Ray-Ban Wayfarers in a brown case. Lost at the sports field during frisbee.
F | 24.2 | Other | Sports field bleachers | Sunglasses found | Pair of black sunglasses (Ray Ban) found on the grass near the bleachers.

L | 25.0 | Clothing | Music building practice room | Black leather gloves | Pair of black leather gloves with a fleece lining, left them somewhere on campus Tuesday.
F | 26.1 | Clothing | Art studio | Gloves found in art studio | Black gloves, leather, found on a stool in the art studio.

L | 26.0 | Electronics | Library reading room | Red Beats headphones | Red Beats Solo3 wireless headphones, left in the study area.
F | 26.5 | Electronics | Main library, 2nd floor | Red headphones found | Found red Beats on-ear headphones in the library.

L | 27.0 | Keys | Parking lot C | Toyota car key | Toyota car key with a black fob and a small Eiffel Tower keyring.
F | 27.1 | Keys | Parking lot C | Car key found | Found a Toyota key fob with an Eiffel tower charm in parking lot C, by the pay machine.

L | 30.0 | Water Bottles | Art studio | Green Nalgene bottle | Green Nalgene water bottle covered in national park stickers.
F | 27.5 | Water Bottles | Art studio | Found green water bottle | Green plastic bottle (Nalgene) with lots of stickers left in the art studio.

L | 31.0 | Electronics | Computer lab 104 | iPad lost in computer lab | Space grey iPad Air with Apple Pencil, in a black folio case. Wallpaper is a sunset.
F | 31.2 | Electronics | Computer lab 104 | Tablet found | Grey Apple tablet with a stylus attached, black cover, left in computer lab 104.

L | 32.0 | Clothing | Bus stop outside the main gate | Mustard beanie | Mustard yellow knitted beanie with a pom pom.
F | 32.3 | Clothing | Bus stop outside the main gate | Yellow woolly hat | Yellow bobble hat found on the floor of the shuttle bus.

L | 33.0 | Bags | Student union cafe | Pink purse with cards | Small pink purse with zip, has my bank card, bus pass and some coins. Initials on the tag: LW.
F | 33.1 | Other | Student union cafe | Found pink coin purse | Pink zip coin purse with bank cards inside, found in the union cafe. Initials L.W. on a tag.

L | 34.0 | Books | Library reading room | Lost calculus book | Stewart Calculus 8th edition textbook, yellow cover, has my name on the first page (Diego).
F | 34.3 | Books | Library reading room | Calculus textbook found | Stewart Calculus book left in the reading room. Name inside: Diego R.

L | 35.0 | Clothing | Music building practice room | Denim jacket with patches | Light blue denim jacket, band patches on the back (Nirvana, The Clash).
F | 35.1 | Clothing | Music building practice room | Jean jacket found | Light-wash jean jacket with patches sewn on, found in a practice room in the music building.

L | 36.0 | Electronics | Dormitory laundry room | Samsung phone lost | Samsung Galaxy S23 in a green silicone case, lock screen shows two cats.
F | 36.1 | Electronics | Dormitory laundry room | Phone found in laundry | Android phone (Samsung) in green case found on a washing machine in the dorm laundry room.

L | 37.0 | Keys | Dormitory laundry room | Dorm keys with fob | Room key and grey fob for Hall B on a keyring with a tiny rubber duck.
F | 37.2 | Keys | Dormitory laundry room | Keys with duck keyring | Keys with a small yellow rubber duck on the ring, plus a grey access fob. Found in the laundry room.

L | 38.0 | Other | Art studio | Lost pencil case | Clear pencil case with my drawing pens (Micron) and an eraser shaped like a cat.
F | 38.1 | Other | Art studio | Pencil case found in studio | Transparent pencil pouch with fine liners and a cat eraser.

L | 39.0 | Other | Cafeteria near the entrance | Blue lunch box | Blue Sistema lunch box with my name on the lid, Hannah.
F | 39.2 | Other | Cafeteria near the entrance | Lunch box found | Blue plastic food container, lid says HANNAH.

L | 40.0 | Electronics | Main library, 2nd floor | ThinkPad left in library | Black Lenovo ThinkPad X1 Carbon, has a university asset tag and a Linux penguin sticker.
F | 40.3 | Electronics | Main library, 2nd floor | Black laptop found | Black Lenovo laptop with a penguin sticker found in a study carrel on floor 2 of the library.

L | 41.0 | Other | Chemistry lab | Silver ring lost | Silver ring with a small blue stone, took it off to wash my hands in the chemistry lab.
F | 41.1 | Other | Chemistry lab | Ring found by sink | Found a silver ring with a blue gem near the sink in the chem lab.

L | 42.0 | Bags | Art studio | Canvas tote bag | Beige canvas tote bag from the campus bookshop with my sketchbook and charcoal inside.
F | 42.5 | Bags | Art studio | Tote found with sketchbook | Cream cloth bag with a sketchbook and drawing stuff inside, left on a bench outside the art studio.

L | 43.0 | Clothing | Sports field bleachers | Nike football boots | Black and pink Nike football boots size 9 in a drawstring bag.
F | 43.2 | Bags | Sports field bleachers | Boots in a bag | Drawstring bag with a pair of Nike boots found under the bleachers.

L | 44.0 | Other | Lecture theatre 1 | Lost earphones | White wired Apple earphones with a knot in the cable.
F | 44.2 | Electronics | Lecture theatre 1 | Apple EarPods found | White Apple EarPods (wired) found tangled under a seat in LT1.

L | 45.0 | Water Bottles | Engineering building lab 3 | Silver thermos flask | Silver stainless steel thermos, dented, with 'Ollie' scratched into the bottom.
F | 45.2 | Water Bottles | Engineering building lab 3 | Metal flask found | Silver metal flask found in engineering lab 3, the name Ollie is scratched on the bottom.

L | 46.0 | Keys | Gym changing rooms | Keys with climbing carabiner | House keys and a Honda car key on an orange carabiner.
F | 46.1 | Keys | Gym changing rooms | Keys on orange clip | Keyring on an orange carabiner with a Honda key and two house keys, found in the gym.

L | 47.0 | Electronics | Student union cafe | Lost my phone | Black phone, cracked screen, no case.
F | 47.1 | Electronics | Student union cafe | Mobile found | Found a mobile phone with broken screen at the union.

L | 48.0 | Clothing | Library reading room | Cream knit jumper | Cream cable-knit jumper, wool, a bit oversized.
F | 48.2 | Clothing | Library reading room | Sweater found in library | Off-white knitted sweater left on a chair in the reading room.

L | 49.0 | ID Cards | Bus stop outside the main gate | Driver's licence lost | UK driving licence, name James O'Connor.
F | 49.3 | ID Cards | Bus stop outside the main gate | Licence found | Found a driving license near the main gate bus stop, J O'Connor.

L | 50.0 | Electronics | Computer lab 104 | Logitech mouse | Grey Logitech MX Master mouse, left in the computer lab.
F | 50.05 | Electronics | Computer lab 104 | Wireless mouse found | Logitech wireless mouse (grey) found next to PC 7 in lab 104.

L | 54.0 | Other | Cafeteria near the entrance | Black umbrella with bamboo handle | Black umbrella with a curved bamboo handle, forgot it in the cafeteria last week.
F | 51.0 | Other | Cafeteria near the entrance | Umbrella found at cafeteria | Black umbrella, wooden crook handle, left by the cafeteria entrance.

L | 52.0 | Keys | Library reading room | Lost my keys!! | lost keys somewhere near the library, 2 keys and a little green bottle opener
F | 52.2 | Keys | Main library, 2nd floor | Keys | Found keys with a bottle opener keyring in the main library.

L | 53.0 | Clothing | Gym changing rooms | Grey Nike hoodie | Lost a grey nike hoodie at the gym, has a small bleach stain on the front
F | 53.1 | Clothing | Gym changing rooms | found sweatshirt | gray nike top left on the treadmill

L | 58.0 | Electronics | Library reading room | lost kindle!! | my kindle paperwhite, black, has a cover with sunflowers on it. last seen reading room
F | 58.3 | Electronics | Library reading room | e-reader found | Amazon e-reader in a yellow flower-print cover, found on a sofa in the reading room

L | 59.0 | Bags | Cafeteria near the entrance | Grey laptop bag | Grey Targus laptop bag, has my charger and a Calculus notebook in it.
F | 59.1 | Bags | Cafeteria near the entrance | Laptop case found | Found a grey laptop case with a charger inside under a table in the cafeteria.

L | 60.0 | Keys | Engineering building lab 3 | Locker key lost | small locker key number 217 on a green plastic tag
F | 60.2 | Keys | Engineering building lab 3 | Key with number tag | Found a small key with a green tag that says 217, in the engineering building.

L | 61.0 | Clothing | Sports field bleachers | Navy Adidas trackie top | Lost my navy blue adidas track top with white stripes on the arms, left it on the bleachers after football
F | 61.4 | Clothing | Sports field bleachers | Found dark blue jacket | Dark blue Adidas zip jacket, white stripes, found on the stands by the pitch.

L | 62.0 | ID Cards | Library reading room | Library card lost | Lost my library card, it's in a pink card holder with a cat on it. Name Mei Lin.
F | 62.1 | Other | Main library, 2nd floor | Pink card holder | Pink cardholder with a cat picture found in the library, has a student card (Mei L.) inside.

L | 63.0 | Water Bottles | Lecture theatre 1 | Owala bottle | Lost teal Owala FreeSip bottle, has a "Save the bees" sticker
F | 63.3 | Water Bottles | Lecture theatre 1 | Turquoise water bottle | Turquoise water bottle with straw lid and a bee sticker, found in LT1.

L | 64.0 | Other | Chemistry lab | Lost retainer | Clear retainer in a blue plastic case, took it out at lunch near the chem lab
F | 64.2 | Other | Chemistry lab | Found retainer case | Blue retainer case (with retainer inside) found on a bench in the chemistry lab.

L | 65.0 | Books | Art studio | Sketchbook lost | A3 black sketchbook, my whole portfolio for the term!! Name on the front: Jonah K.
F | 65.5 | Books | Art studio | Found black sketchbook | Large black sketch book with charcoal drawings, name Jonah on cover.

L | 66.0 | Electronics | Student union cafe | lost phone | green iphone 15 with a mint silicone case and a popsocket
F | 66.1 | Electronics | Student union cafe | Found iPhone | iPhone 15 in mint green case with a pop socket, left at the union cafe counter.

L | 67.0 | Keys | Bus stop outside the main gate | Lost car key | VW car key with a Liverpool FC keyring
F | 68.5 | Keys | Parking lot C | Volkswagen key found | Volkswagen key fob with a red LFC keyring found in parking lot C.

L | 69.0 | Water Bottles | Gym changing rooms | Navy Hydro Flask with my name | Lost my navy Hydro Flask bottle with a mountain sticker. My name Ada Okafor is written inside.
F | 69.2 | Water Bottles | Gym changing rooms | Found Hydro Flask | Dark blue metal Hydro Flask with a sticker of mountains, the name Ada Okafor inside.

L | 70.0 | Electronics | Library reading room | Grey HP laptop, initials JS | Grey HP laptop, initials JS scratched on the lid, blue keyboard cover.
F | 70.1 | Electronics | Main library, 2nd floor | Laptop found in library | Grey HP laptop with a blue keyboard cover, name sticker J. Smith on the bottom.
`;
