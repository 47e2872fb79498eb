// Dev set 2 — reports that must NOT be matched to any pair's object.
// Written blind (without seeing the matcher's code or word lists); see README.md.
// Format of each report line:  L|F | day | category | location | title | description
// No pairing here: one report per line. Lines starting with // are comments.

// Near misses: the same kind of object as some true pair, at a similar time/place,
// but a different object (other colour/model/brand, another person's card with a
// close name, the charger instead of the device, the case instead of the contents...).
export const DEV2_NEAR_MISSES_TEXT = `
F | 0.75 | ID Cards | Harrison Library, 2nd floor | student card | Student card found on a desk near the lifts, 2nd floor. IPEK SAHIN. Left at front desk.
L | 1.20 | ID Cards | Parking Lot C | lost driving licence | Lost my Austrian driving licence (pink card) in car park C, name Jürgen Mayer. Please contact me.
F | 2.50 | ID Cards | Dining Hall | bank card | Bank card found by the microwaves in the dining hall, name K STRAUB.
L | 3.20 | Books | Engineering Building room 210 | fluid mechanics notebook | Red spiral notebook with my fluid mechanics notes, "Lukas Walter" written on the inside. EB 210.
F | 3.70 | ID Cards | SU travel desk | passport found | Danish passport left at the travel desk in the union. OSTERGAARD METTE.
L | 4.70 | ID Cards | Rec Center | lost student card | Lost my student card at the rec, maybe in the sports hall. Åsa Lindberg.
F | 5.60 | ID Cards | LT2 | ID card | student ID found on the steps of LT2, NGUYEN VAN HAI
L | 6.30 | Electronics | Whitfield Science Centre | calculator lost | Lost my Sharp EL-W516 calculator (grey) in science centre lab 1. No name on it sadly.
F | 7.15 | ID Cards | main library printers | uni card | card left at the printers, PRECIOUS OKORO. at library desk
L | 7.60 | ID Cards | Stadium | lost my student card | lost my student card near the stadium car park on Tuesday, name Oluwaseun Adebayo
F | 8.60 | ID Cards | IT suite 3 | card in PC | Uni card left in the card reader of PC 2. LAKSHMI NARAYANAN.
L | 9.20 | ID Cards | Arts Building | lost my ID | Lost my Spanish ID card somewhere in the humanities block. María Jesús García Pérez.
F | 9.70 | ID Cards | Music Building practice rooms | debit card | Debit card found in the practice room corridor, S O'SHEA.
L | 10.90 | Books | Harrison Library | lost diary | Purple weekly planner with stickers on the cover, "Mary Delaney" inside. Library group study room 6.
F | 11.60 | ID Cards | LT1 | student card | student card on the floor by the door, JEAN-PAUL MOREL
L | 12.15 | ID Cards | Engineering Building | lost staff card | Roberta Harrington, admin office ground floor EB. Lost my staff card this morning, it's on a red lanyard.
F | 12.80 | Other | cafeteria | railcard | 26-30 railcard found on a table, ELIZABETH FAIRCLOUGH.
L | 13.20 | Books | Arts Building | sketchbook | A3 spiral sketchbook with watercolour landscapes, name Alexander Petrov inside the cover. Lost in the Arts Building.
F | 13.95 | Electronics | Computer lab 2 | calculator | Casio graphing calculator, white, no name, left by PC 3.
L | 14.30 | ID Cards | Student Union | lost passport | Lost my Turkish passport at the SU, name Çağla Öztürk, I think on the sofas upstairs.
F | 15.10 | ID Cards | Stadium | bank card | bank card under the seats in block A, B SCHNEIDER
L | 16.15 | Books | Business School | finance notebook | Red A5 notebook, corporate finance notes, name "Xiaoling Chen" on the front. B-school.
F | 17.40 | ID Cards | Dining Hall | student ID | Student ID on a chair near the drinks fridge. MOHAMMED IMRAN SHAIKH.
L | 18.40 | ID Cards | Rec Center | lost my ID | lost my student card by the basketball courts at the rec, José Luis Hernández
F | 19.60 | Books | LT3 | exercise book | squared exercise book with linear algebra notes, TRAN MINH TRI on the cover
F | 0.60 | Electronics | Student Union stairs | found iPhone | iPhone with no case and a cracked screen on the stairs in the union, it's at reception.
L | 1.40 | Books | Whitfield Science Centre | blue lab book | lost my blue lab notebook (chemistry), the spiral one with carbon copy pages. science centre lab 5
L | 2.70 | Other | Arts Building | pencil case | Black leather pencil case with a zip, has my good Faber-Castell pencils in it. Lost in the Arts Building.
F | 3.35 | Keys | Harrison Library | key on lanyard | single key on a green lanyard, found by the library entrance gates.
L | 4.00 | Electronics | Business School | HP laptop lost | Lost my HP laptop in its black sleeve in the B-school, room G.02.
F | 4.80 | Electronics | Rec Center | headphones | white Beats headphones on a treadmill.
L | 5.80 | Electronics | Stadium | Apple Watch charger | Lost the magnetic charging cable for my Apple Watch at the stadium, it was in my kit bag side pocket.
F | 6.40 | Bags | recreation centre | drawstring bag | drawstring bag with swimming goggles and a towel, poolside.
L | 7.35 | Water Bottles | Dining Hall | plastic KeepCup | Blue and grey plastic KeepCup, left at the caf.
F | 8.10 | Books | LT4 | economics textbook | Varian Intermediate Microeconomics textbook, no bag, left on a desk in LT4.
L | 8.65 | Clothing | Music Building | grey scarf | Plain grey wool scarf, lost in the conservatory.
F | 9.35 | Other | IT suite 1 | USB stick | blue Kingston USB stick left in a PC, handed to helpdesk.
L | 9.95 | Other | Student Union | black card holder | Black Ted Baker card holder with my travel card, lost in the SU.
F | 10.65 | Other | Stadium | sunglasses | brown aviator sunglasses with gold frames, found on the bleachers.
L | 11.25 | Electronics | Arts Building | Wacom pen | Lost the pen for my Wacom tablet (just the pen), Arts Building.
F | 11.95 | Clothing | car park C | glove | single black woolly glove, car park C.
L | 12.60 | Books | Music Building | choir folder | Red folder of choir sheet music (Fauré Requiem), lost in the Music Building.
F | 13.25 | Other | Engineering Building | motorbike helmet | black motorbike helmet with a tinted visor, left by the EB entrance.
L | 13.65 | Electronics | Dining Hall | power bank | White Xiaomi power bank, no cable, lost in the caf.
F | 14.40 | Water Bottles | gym weights room | shaker | shaker bottle with a pink lid, weights room.
L | 1.00 | Electronics | Harrison Library | Kobo e-reader | Lost my white Kobo Clara e-reader (no cover) on the library 1st floor.
F | 2.00 | Other | SU bar | earring | single gold hoop earring found near the bar
L | 2.65 | Water Bottles | Engineering Building | food flask | Red Thermos food jar with soup in it, left in the EB common room.
F | 3.40 | Electronics | LT5 | earbuds case | black earbuds charging case, empty, found in LT5.
L | 4.10 | Keys | Parking Lot C | Toyota key | Lost my Toyota key fob (grey, 3 buttons) in car park C.
F | 4.75 | Clothing | Whitfield Science Centre | grey fleece | grey Patagonia fleece, zip-up, on a chair in the science centre.
L | 5.25 | Bags | Business School | black leather backpack | Black leather backpack with silver zips, lost in the B-school.
F | 6.00 | Clothing | LT1 | black trench coat | black trench coat left on a seat in LT1.
L | 7.30 | Other | Student Union | red purse | Red purse with coins and my gym card, lost in the SU.
F | 8.50 | Bags | Harrison Library | tote bag | tote bag with gym clothes in it, near the self checkout.
L | 9.05 | Electronics | Stadium | lens hood | Lost the lens hood (black plastic petal shape) from my camera at the stadium.
F | 9.55 | Water Bottles | cafeteria | tumbler | navy Yeti tumbler with no lid on a table in the caf.
L | 10.15 | Electronics | Computer lab 4 | iPhone charger | Lost my iPhone charger (white plug and lightning cable) in IT suite 4.
F | 10.80 | Clothing | Arts Building | denim jacket | black denim jacket, no badges, left in the arts cafe.
L | 11.70 | Clothing | Music Building | navy jumper | Navy cable-knit jumper, lost in the conservatory.
F | 12.30 | Water Bottles | Business School | Chilly's bottle | white Chilly's bottle with a flower pattern, B-school.
L | 12.95 | Other | Dining Hall | retainer | Lost my retainer in a pink case at the caf.
F | 14.55 | Other | Harrison Library ground floor | reading glasses | black rectangular reading glasses, no case, library ground floor.
L | 15.10 | Other | Student Union | signet ring | Lost my silver signet ring with my initials engraved, in the SU.
F | 15.70 | Electronics | gym locker room | watch | Casio digital watch with a silver metal strap, locker room.
L | 17.10 | Keys | Student Union | keys with Pikachu keyring | House keys with a Pikachu keyring, lost in the SU.
F | 17.70 | Clothing | Engineering Building | black hoodie | black hoodie with "Engineering Society" on the back, left in EB.
L | 18.35 | Clothing | Rec Center | Stan Smith trainers | White Adidas Stan Smith trainers, size 6, lost in the changing rooms.
F | 22.15 | Other | Business School | black umbrella | plain black umbrella left in the B-school stand.
L | 23.25 | Electronics | Lecture Theatre 1 | Samsung phone | Samsung Galaxy A54 in a black case, lost in LT1.
`;

// Unrelated: everyday things that no true pair is about.
export const DEV2_UNRELATED_TEXT = `
L | 0.45 | Other | Lecture Theatre 2 | lost inhaler | Lost my blue Ventolin inhaler in LT2, probably fell out of my coat pocket. I need it!
F | 0.95 | Other | Rec Center | yoga mat | purple yoga mat rolled up in the studio corner
L | 1.60 | Other | Music Building | violin in case | My violin in a black hard case, left in the conservatory foyer. Please call me, it's my only instrument.
F | 2.15 | Other | Student Union post room | parcel | Amazon parcel addressed to Flat 3B, left on the SU post room counter.
L | 2.85 | Other | Student Union | bike lock | Kryptonite D-lock, yellow and black, left at the SU bike racks without the bike obviously.
F | 3.45 | Other | Stadium | skateboard | skateboard with a galaxy print deck, by the stadium entrance.
L | 4.25 | Other | Rec Center | tennis racket | Wilson tennis racket in a red cover, left on court 3.
F | 4.90 | Other | Arts Building | potted cactus | small cactus in a pink pot on the windowsill of room 105.
L | 5.65 | Electronics | Rec Center | hair straighteners | GHD hair straighteners, left plugged in in the changing rooms.
F | 6.15 | Other | Whitfield Science Centre | pipette tips | unopened box of pipette tips in the corridor.
L | 6.90 | Other | Student Union | chess set | Magnetic travel chess set, left in the SU games room.
F | 7.45 | Other | Harrison Library | crutch | single grey crutch by the library entrance
L | 8.05 | Other | Stadium | signed rugby ball | Signed rugby ball, left on the bench after the match.
F | 8.75 | Other | Dining Hall | baby dummy | baby's dummy (pacifier) found under a high chair in the caf.
L | 9.40 | Other | Arts Building | knitting | Half-finished sock on bamboo knitting needles in a cloth pouch, lost in the Arts Building.
F | 10.05 | Other | Arts Building | tarot cards | deck of tarot cards in a velvet pouch
L | 10.85 | Other | Music Building | guitar capo | Kyser guitar capo, black, lost in the conservatory.
F | 11.35 | Other | Business School | folder of CVs | plastic folder of printed CVs, B-school careers office.
L | 12.05 | Other | Rec Center | shuttlecocks | Tube of Yonex feather shuttlecocks, lost in the sports hall.
F | 12.70 | Other | Dining Hall | birthday cake | birthday cake in a box, untouched, on a caf table.
L | 13.35 | Clothing | Student Union | graduation gown | Rented graduation gown in a black garment bag, left in the SU.
F | 13.80 | Clothing | Parking Lot C | hi-vis vest | yellow hi-vis vest, car park C.
L | 14.45 | Electronics | Engineering Building | Arduino kit | Arduino starter kit in a clear plastic box, left in EB lab 2.
F | 14.85 | Other | Stadium | frisbee | white frisbee on the pitch
L | 15.55 | Other | Arts Building | wooden easel | Folding wooden easel, left in the Arts Building studio.
F | 16.05 | Other | Whitfield Science Centre | microscope slides | box of microscope slides in the lab corridor.
L | 16.70 | Other | Harrison Library | Rubik's cube | Rubik's cube (speed cube, stickerless), left in the library.
F | 17.15 | Other | Parking Lot C | dog lead | red dog lead with a poo bag holder, car park C.
L | 17.85 | Other | Stadium | cricket bat | Gray-Nicolls cricket bat, left in the pavilion at the stadium.
F | 18.25 | Other | LT3 | flashcards | Spanish vocab flashcards with a rubber band round them
L | 18.95 | Other | Student Union | board game | Catan board game box, left in the SU games room after games night.
F | 19.45 | Other | Music Building | metronome | wooden pyramid metronome in practice room 2
L | 20.05 | Other | Student Union | sleeping bag | Green sleeping bag in a stuff sack, left after the charity sleep-out at the SU.
F | 20.45 | Other | Rec Center | first aid kit | green first aid kit, left by the climbing wall.
L | 20.90 | Clothing | Student Union | Halloween costume | cat ears headband and a tail, Halloween costume, lost at the SU party.
F | 21.25 | Other | Engineering Building | toolbox | red metal toolbox, EB workshop corridor.
L | 21.70 | Other | Lecture Theatre 5 | tripod | Manfrotto tripod, left in LT5 after filming the lecture.
F | 22.10 | Other | Business School | box of chocolates | box of chocolates, unopened, on the reception desk.
L | 22.75 | Other | Arts Building | poster tube | Black poster tube with my architecture drawings, Arts Building.
F | 23.05 | Other | Stadium | hockey stick | hockey stick left by the dugout
L | 23.60 | Other | Dining Hall | pill organiser | weekly pill organiser (blue), lost in the dining hall.
F | 24.10 | Electronics | Computer lab 3 | extension lead | 4-way extension lead, IT suite 3.
L | 24.60 | Other | Rec Center | ice skates | My white figure skates, tied together by the laces, left by the lockers at the rec.
F | 25.00 | Other | Parking Lot C | bicycle pump | black bicycle pump on the ground, car park C
L | 25.40 | Other | Rec Center | basketball | Spalding basketball with my initials on it, left on the courts.
F | 25.85 | Other | Dining Hall | toy dinosaur | small green plastic toy dinosaur on a caf table.
L | 26.30 | Other | Student Union | sewing kit | Small sewing kit in a tin, left in the SU craft room.
F | 26.80 | Other | Whitfield Science Centre | binoculars | pair of binoculars, left on the roof terrace of the science centre.
L | 27.40 | Other | Student Union | neck pillow | Blue inflatable neck pillow, left in the SU after the coach trip.
F | 27.95 | Clothing | Harrison Library | slippers | pair of fluffy pink slippers under a desk, library 3rd floor.
`;
