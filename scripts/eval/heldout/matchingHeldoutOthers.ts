// Held-out reports that are NOT the object of any pair in matchingHeldoutPairs.ts. Never used for
// tuning; see README.md in this folder. One report per line, same format as the pairs:
// `L|F | day | category | location | title | description`; no blank-line pairing here.

// Hard near-misses: each shares words, place or day with some true pair but is another object
// (another colour of the same model, another person's card, the charger not the phone, the case not
// the device, shoes rather than the bag with shoes in it, a door fob rather than a student ID).
export const HELDOUT_NEAR_MISSES_TEXT = `
F | 1.65 | Electronics | cafeteria | purple iPhone 13 | purple iphone 13, no case and no screen protector, found on a tray
F | 1.75 | Electronics | caf | blue phone case | just a blue silicone iPhone 13 case, no phone in it
F | 1.00 | Electronics | EB | Samsung charger | white samsung fast charger plug with a usb-c cable, left in a socket in room 204
F | 0.65 | ID Cards | library | student ID Maria Gonzalez | student card, Maria Gonzalez, found at the self checkout
F | 0.75 | ID Cards | main lib | access card | white door access card for the staff area, no name on it
L | 1.25 | ID Cards | cafeteria | ID card Sean O'Connor | my student ID, Sean O'Connor, plain black lanyard
F | 2.05 | ID Cards | gym | student card Emily Jones | student card, Emily Jones, found by the lockers
F | 0.45 | Electronics | library | AirPods Max | silver AirPods Max headphones left on the second floor
F | 19.25 | Clothing | sports centre | nike trainers | pair of black nike trainers left on the bench in the changing room
F | 16.05 | Other | Business School | black umbrella | black compact Totes umbrella, plastic handle, in its sleeve
L | 13.45 | Keys | library | Toyota key | Toyota car key on a blue lanyard, no other keys
F | 12.05 | Water Bottles | gym | white Hydro Flask | white hydro flask 21oz, no stickers at all
F | 2.25 | Electronics | IT suite | Sharp calculator | Sharp scientific calculator, black, found at a desk
F | 3.20 | Electronics | SU | Sony headphones | white sony WH-1000XM5 headphones, no case
F | 4.70 | Electronics | Humanities block | kindle | black kindle with no cover, left on a windowsill
L | 5.25 | Electronics | halls | apple watch charger | white apple watch charging puck and cable, left in the laundry room
F | 5.65 | Electronics | Science Building | apple pencil | white Apple Pencil on its own, no tablet
F | 6.15 | Electronics | library | charging cable | black anker usb-c cable, no battery pack
L | 6.55 | Electronics | shuttle bus | AirPods | white AirPods lost on the shuttle, plain white case
F | 7.05 | Electronics | maths block | graphing calculator | Casio fx-CG50 graphing calculator, no name on it
F | 7.45 | Electronics | canteen | Pixel 7 | black google pixel 7, no case
F | 8.05 | Electronics | practice rooms | Bose headphones | bose quietcomfort 45 over-ear headphones, black
F | 8.55 | Electronics | comp lab | keyboard | logitech wired keyboard, grey, left at PC 14
F | 9.05 | Electronics | law building | iPhone charger | white apple lightning cable and plug
F | 9.55 | Electronics | Student Union | joy-con | red nintendo joy-con controller, just the one
F | 10.55 | Electronics | EB | Dell laptop | silver Dell laptop with stickers, lab E3
F | 2.55 | ID Cards | B-school | driving licence | driving licence, name Tomasz Wrobel
F | 3.05 | ID Cards | SU | Barclays card | Barclays debit card, MS J CHEN
F | 3.85 | ID Cards | Arts building | passport | blue Indian passport, Priyanka Patel
F | 4.25 | ID Cards | library | student ID | student ID card, Alexandra Nguyen
F | 5.45 | ID Cards | EB | staff ID | staff card, Dr Rajesh Kapoor, red lanyard
F | 6.05 | ID Cards | dorms | student card | student card, Luis Hernandez Ortega
F | 6.75 | ID Cards | bus stop | student ID | Chloe van der Berg student card
F | 8.25 | ID Cards | law library | student ID | student card, Jon McDonagh
F | 8.95 | ID Cards | sports hall | student card | Robert Ellison, student card
L | 14.35 | Keys | halls | room key | room key with tag B241, lost near the kitchen
L | 14.85 | Keys | parking lot B | Honda key | Honda car key on a black leather fob, no keyring
F | 15.25 | Keys | gym | locker key | locker key #75, green wristband
F | 17.95 | Bags | library | black backpack | black Eastpak rucksack, no keyring, empty
F | 18.35 | Clothing | eng block | North Face jacket | grey north face fleece jacket
F | 0.45 | Clothing | SU | navy hoodie | navy hoodie, no logo, size XL
F | 0.85 | Clothing | library | grey cardigan | grey cardigan, thin cotton
F | 1.45 | Clothing | LT A | black denim jacket | black denim jacket, no badges
F | 2.15 | Clothing | quad | red scarf | red wool scarf, plain, no pattern
F | 4.55 | Clothing | pool | nike sliders | white nike sliders, size 9
F | 7.65 | Books | science labs | biology study guide | Campbell biology study guide, no name in it
F | 8.15 | Books | library | blue notebook | blue A4 pukka pad, blank
F | 12.15 | Water Bottles | gym | hydro flask lid | navy hydro flask lid only, no bottle
F | 15.55 | Water Bottles | quad | purple tumbler | purple stanley tumbler with handle
F | 16.15 | Other | B-school | red umbrella | red umbrella, plastic handle
F | 16.55 | Other | cafeteria | black wallet | black leather wallet, empty
F | 17.05 | Other | library | glasses case | blue hard glasses case, empty
F | 17.55 | Other | quad | sunglasses | oakley sunglasses, red lenses
F | 18.55 | Other | gym | earring | single silver earring with a blue stone
L | 19.45 | Other | bike racks | bike lock | kryptonite D-lock, yellow, with its key
F | 16.55 | Keys | caf | pink keyring | pink pom pom keyring, no keys on it
F | 22.05 | Bags | shuttle | green lunch bag | green insulated lunch bag left on a seat
F | 10.15 | Electronics | quad | airpods case | empty white airpods case, no cover and no earbuds
`;

// Everyday reports that have nothing to do with any pair.
export const HELDOUT_UNRELATED_TEXT = `
L | 0.30 | Other | Medical Centre | blue inhaler | blue salbutamol inhaler, need it back
F | 0.55 | Other | cafeteria | retainer | clear dental retainer in a pink case
F | 1.05 | Other | Sports Centre | yoga mat | purple yoga mat, rolled up
L | 1.35 | Other | Playing Fields | tennis racket | Wilson tennis racket in a black cover
F | 1.85 | Other | quad | skateboard | skateboard with a green deck
L | 2.35 | Other | Music Building | acoustic guitar | Yamaha acoustic guitar in a soft case
F | 2.65 | Other | Music Building | violin | violin in a black hard case
F | 3.15 | Clothing | Science Building | lab coat | white lab coat, name tag cut off
F | 3.45 | Other | sci block | safety goggles | clear safety goggles
L | 3.75 | Other | Health Sciences Building | stethoscope | black Littmann stethoscope
F | 4.15 | Other | Student Union | chess set | wooden chess set in a box
F | 4.45 | Other | SU | board game | Catan board game, box a bit worn
F | 4.85 | Other | pitches | football | size 5 football, white and orange
L | 5.15 | Other | Sports Centre | basketball | Spalding basketball with my initials on it
F | 5.55 | Other | quad | frisbee | orange frisbee
F | 5.85 | Other | Main Quad | picnic blanket | tartan picnic blanket, folded
L | 6.25 | Other | Art Studios | paint brushes | set of paint brushes in a roll-up case
F | 6.45 | Other | art studio | easel | small folding table easel
L | 6.85 | Electronics | Humanities Block | camera | Canon DSLR camera with a 50mm lens
F | 7.15 | Electronics | LT A | tripod | black camera tripod
F | 7.55 | Electronics | halls | hair straighteners | GHD hair straighteners
F | 7.95 | Bags | cafeteria | makeup bag | floral makeup bag with lipsticks
F | 8.35 | Other | library | rubiks cube | rubik's cube, mostly solved
F | 8.75 | Other | Student Union | teddy bear | small brown teddy bear
L | 9.15 | Other | Admin Building | plant | small cactus in a white pot, from my desk
F | 9.45 | Other | registry | envelope | sealed envelope with a birthday card
L | 9.85 | Clothing | Admin Building | graduation gown | black graduation gown, hired
F | 10.25 | Other | Swimming Pool | goggles | blue swimming goggles
F | 10.65 | Other | pool | towel | large striped beach towel
F | 11.05 | Other | quad | dog lead | red dog lead
L | 11.45 | Other | Bike Shed | bike lights | front and back bike lights, USB rechargeable
F | 11.85 | Other | Music Building | ukulele | soprano ukulele, no case
F | 12.25 | Other | Humanities Block | knitting | knitting needles with half a scarf on them
L | 12.65 | Other | Playing Fields | cricket bat | Gray-Nicolls cricket bat
F | 13.05 | Other | shuttle | travel pillow | grey travel neck pillow
F | 13.45 | Other | halls | blanket | fleece blanket, pink
F | 13.85 | Clothing | North Halls | slippers | fluffy slippers, white
F | 14.25 | Other | cafeteria | mug | ceramic mug with a cartoon fox on it
L | 14.65 | Other | cafeteria | cutlery | reusable bamboo cutlery set in a pouch
F | 15.05 | Other | gym | jump rope | black skipping rope
F | 15.45 | Other | Art Studios | sewing kit | small sewing kit in a tin
F | 15.85 | Electronics | IT suite | extension lead | 4 way extension lead
F | 16.25 | Other | Student Union | vape | blue vape pen
F | 16.65 | Other | Admin Building | parcel | amazon parcel addressed to someone in halls
F | 17.05 | Other | Multifaith Centre | prayer mat | green prayer mat
F | 17.45 | Other | Coffee Kiosk | flowers | bunch of flowers wrapped in paper
L | 17.85 | Other | Playing Fields | tennis balls | tube of tennis balls
F | 18.25 | Other | Campus Bookshop | shopping | bag of shopping from the uni shop, crisps and a sandwich
L | 18.65 | Other | Campus Bookshop | receipt | receipt for a graduation photo order
F | 19.05 | Other | Health Sciences Building | anatomy model | small plastic skeleton model
F | 19.45 | Other | Medical Centre | crutch | single metal crutch
`;
