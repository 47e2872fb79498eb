// Dev set 2 — true Lost/Found pairs for the Lost<->Found matcher.
// Written blind (without seeing the matcher's code or word lists); see README.md.
// Format of each report line:  L|F | day | category | location | title | description
// Pairs are separated by a blank line; the Lost line comes first, then its Found line.
// Lines starting with // are comments; "// tags:" names the kinds a pair exercises.

export const DEV2_PAIRS_TEXT = `
// ===== names written differently (30) =====

// tags: names, turkish-diacritics
L | 0.35 | ID Cards | Harrison Library, 2nd floor | Lost my student ID | Lost my student card somewhere on the second floor of the library, near the silent study desks by the windows. Name on it is Işıl Şahin, the photo has me with long dark hair. I really need it to get into the exam hall on Friday, please message me if you've seen it!!
F | 0.62 | ID Cards | main library front desk | Student card - ISIL SAHIN | Uni card left on a desk upstairs. Name reads ISIL SAHIN. Handed in at the front desk.

// tags: names, german-umlaut
L | 1.10 | ID Cards | Parking Lot C | German driving licence lost | I lost my driving licence (the pink EU card from Germany), probably when I got out of my car in car park C this morning, maybe near the ticket machine. Name is Jürgen Müller. Would be very thankful for any help.
F | 1.45 | ID Cards | car park C, by the pay machine | found a driving licence | Pink plastic licence on the ground next to the pay machine. Name JUERGEN MUELLER, looks German. Gave it to the security hut at the entrance.

// tags: names, german-eszett, category
L | 2.05 | Other | Dining Hall | lost debit card | Hi, I think I dropped my Sparkasse debit card at the cafeteria till during lunch today (around 1pm). Name on the card: Katharina Strauß. I've blocked it already but would still like it back.
F | 2.30 | ID Cards | caf tills | bank card | Bank card by the tills in the caf. K STRAUSS. Left with the cashier.

// tags: names, polish-diacritics
L | 2.80 | Books | Engineering Building room 204 | notebook with my thermodynamics notes | Black hardback Leuchtturm notebook, all my thermo notes for the whole semester are in it and the exam is in 2 weeks so I'm a bit desperate. Name on the inside of the front cover: Łukasz Wałęsa. Left it in EB 204 after the 2pm lecture I think.
F | 3.15 | Books | Eng bldg reception | notebook left in 204 | Black notebook full of equations and diagrams, left on a bench in room 204. Inside cover says Lukasz Walesa. It's at the Engineering reception now.

// tags: names, nordic, surname-first
L | 3.40 | ID Cards | Student Union | PASSPORT LOST - urgent | I lost my Danish passport today at the Student Union, maybe at the travel desk or in the cafe on the ground floor. Burgundy cover. Name: Søren Østergaard. I fly home in 10 days so this is really urgent, please contact me!
F | 3.52 | ID Cards | SU info point | passport | Red passport found on a sofa in the union lounge. Name: OSTERGAARD SOREN. Left at SU info point.

// tags: names, nordic, found-first
L | 4.60 | ID Cards | gym | Lost my uni card at the rec | I think my card fell out of my leggings pocket at the recreation centre this morning, either in the changing room or near the treadmills. Åsa Lindqvist, exchange student from Uppsala.
F | 4.05 | ID Cards | Rec Center, women's changing room | student card | found a student card on the bench in the womens changing room, name Asa Lindqvist. left it with gym reception

// tags: names, vietnamese, non-native, surname-first
L | 5.10 | ID Cards | Lecture Theatre 2 | lost student ID card | Hello, my name is Nguyễn Thị Thu Hà. I lose my student card in lecture theatre 2 this morning, maybe it fall under the seat. Please return to me, thank you so much.
F | 5.33 | ID Cards | LT2 | ID card found | Card under the seats in row F. Name on it NGUYEN THI THU HA. Handed to security.

// tags: names, chinese-surname-first
L | 5.90 | Electronics | Whitfield Science Centre | Casio calculator lost | Lost my Casio fx-991EX after the chemistry practical in the science center. There's a sticker on the back with my name, ZHANG Wei, and my student number.
F | 6.20 | Electronics | science center, lab 3 | calculator | Scientific calculator left on a bench in lab 3. Label on the back says Wei Zhang.

// tags: names, nigerian, initials
L | 6.45 | ID Cards | Business School | student ID lost | Please I have lost my student ID card somewhere around the B-school lecture rooms on Monday. Name on card is Chukwuemeka Nnamdi Obi. God bless whoever finds it.
F | 6.70 | ID Cards | B-school 1st floor corridor | id | found id card C N OBI, 1st floor corridor. have it with me

// tags: names, nigerian, initials, texting
L | 7.00 | ID Cards | Harrison Library | Lost my library card | hiya, Precious N. Okafor here, misplaced my uni card yday evening around the printers in the main library. pls if u see it lmk, cant print anything w/o it
F | 7.05 | ID Cards | library printers, ground floor | card left in printer | Uni card left in the print release station on the ground floor. P OKAFOR. Handed to the library desk.

// tags: names, nigerian, nickname, surname-first, found-first
L | 7.50 | ID Cards | Stadium | lost ID at football training | Lost my student ID at the football field during training on Tuesday night. Name on the card is Oluwaseun Adeyemi but everyone calls me Seun.
F | 7.30 | ID Cards | football field touchline | card on the pitch | Student card found on the touchline after Tuesday practice: ADEYEMI OLUWASEUN. I have it, message me.

// tags: names, indian, one-word-vs-two, initials
L | 8.10 | ID Cards | Computer lab 3 | student ID lost in IT lab | Hi all, I lost my student id card in computer lab 3 (the IT suite on the first floor). Name: Lakshmi Priya Venkataraman. It was not on a lanyard, just the card on its own.
F | 8.40 | ID Cards | IT suite 3 | card left in PC reader | Someone left their card in the card reader of PC 14. LAKSHMIPRIYA V. Handed to IT helpdesk.

// tags: names, spanish-double-surname, non-native, surname-first
L | 8.90 | ID Cards | Arts Building | Lost Spanish ID (DNI) | I have lost my Spanish national identity card (DNI) in the humanities block, probably in the room A105 or in the toilets of ground floor. Name María José García López. Is very important for me because I need it to travel.
F | 9.05 | ID Cards | Arts Building A-block corridor | foreign ID card | Found a foreign national ID on the floor in the corridor. Says GARCIA LOPEZ, MARIA JOSE.

// tags: names, irish-apostrophe
L | 9.50 | ID Cards | Music Building | lost bank card | lost my AIB debit card in the music building practice rooms. Siobhán O'Sullivan. Cancelled it already but I'd love it back since it's got my favourite design on it lol
F | 9.60 | ID Cards | conservatory, practice room 6 | debit card | Bank card left on the piano in practice room 6. MISS S OSULLIVAN.

// tags: names, irish-mc, uk
L | 10.20 | ID Cards | Rec Center | provisional licence lost | Lost my provisional driving licence at the rec centre, either in the lockers or on the squash courts. Name Ciarán Mc Donagh. It's the green one.
F | 10.35 | ID Cards | gym reception | licence handed in | UK provisional licence handed in to reception by a member. CIARAN MCDONAGH.

// tags: names, one-word-vs-two
L | 10.80 | Books | Harrison Library | lost my planner!! | Green spiral-bound planner with every single deadline I have this term :( "Maryann Delgado" is written on the first page with my number. I left it in library group study room 4 I think, Wednesday afternoon.
F | 11.05 | Books | library 1st floor, group room 4 | planner found | Diary/planner found in group room 4, belongs to Mary Ann Delgado according to the front page.

// tags: names, hyphen-vs-space, non-native
L | 11.30 | ID Cards | Lecture Theatre 1 | Lost student card | I have lost my student card in the LT1 this morning during the lecture of economics. My name is Jean-Luc Moreau. Thank you very much for your help.
F | 11.55 | ID Cards | LT1 row C | student card | card under desk row C, name JEAN LUC MOREAU

// tags: names, nickname
L | 12.00 | ID Cards | Eng bldg | lost my staff card | Bob Harrington (lab technician, 3rd floor of EB). I dropped my staff card somewhere between the workshop and the car park at lunchtime. It's the blue staff one with a photo that doesn't look like me any more.
F | 12.20 | ID Cards | Engineering Building, east stairwell | staff ID | Staff ID found in the east stairwell. Robert J Harrington, Technical Services.

// tags: names, nickname, category, uk
L | 12.60 | Other | Dining Hall | lost my railcard | Lost my 16-25 railcard in the dining hall, probably at breakfast. Name's Liz Fairweather. The photo on it is ancient ha.
F | 12.75 | ID Cards | cafeteria | railcard | Railcard found on a breakfast table, ELIZABETH FAIRWEATHER. Given to caf staff.

// tags: names, nickname
L | 13.10 | Books | Arts Building | Sketchbook lost!! | My A4 black sketchbook, lots of charcoal life drawings in it, I'm devastated. It's got "Sasha P." on the cover in silver pen. Left it in studio 2 of the humanities block on Thursday.
F | 13.40 | Books | Arts Building, studio 2 | sketchbook | A4 sketchbook found in studio 2. Name inside the cover: Alexandra Petrova, with a uni email.

// tags: names, nickname
L | 13.70 | Electronics | Computer lab 2 | TI-84 lost | Lost my TI-84 Plus CE (blue) in IT suite 2 on Monday. My name's Chris Dunne, it's engraved on the back from school.
F | 13.90 | Electronics | computer lab 2 | calculator | TI graphing calculator left beside PC 7. Engraving: CHRISTOPHER DUNNE.

// tags: names, turkish-diacritics, surname-first, found-first, non-native
L | 14.25 | ID Cards | SU | lost passport | I lost my passport, turkish, dark red colour. Maybe in student union yesterday night at the event. Name Çağrı Öztürk. Please help me.
F | 14.00 | ID Cards | Student Union toilets near the bar | passport found | Turkish passport found in the SU toilets near the bar. OZTURK CAGRI. Handed in at SU reception.

// tags: names, german-umlaut
L | 14.70 | ID Cards | Stadium | lost bank card at the match | Lost my N26 bank card at the stadium during Saturday's match, block C seats I think. Björn Schröder. The card is a sort of transparent grey.
F | 14.95 | ID Cards | football field stands | card | bank card found under the stands. B SCHRODER

// tags: names, polish-diacritics, nickname
L | 15.30 | ID Cards | Whitfield Science Centre | student card | Lost my student card, probably in the science centre lecture room or the lab corridor. Name Małgorzata Wiśniewska (Gosia).
F | 15.50 | ID Cards | science center foyer | card found | Card found in the Whitfield foyer. MALGORZATA WISNIEWSKA. Left with porters.

// tags: names, chinese-surname-first, one-word-vs-two
L | 16.00 | Books | Business School | lost accounting notebook | Lost blue A5 notebook with accounting notes, name on the front "Xiao Ming Chen". B-school room 1.12, Tuesday.
F | 16.10 | Books | B-school room 1.12 | notebook | Blue notebook on a desk, CHEN XIAOMING written on cover.

// tags: names, nigerian, surname-first, us
L | 16.60 | ID Cards | Parking Lot C | Lost Nigerian driver's license | Lost my driver's license (Nigerian) in or around Parking Lot C, I think it fell out when I was getting my parking ticket. Name Ngozi Chiamaka Eze. Thanks y'all.
F | 16.80 | ID Cards | Lot C exit barrier | license found | Found a drivers license near the exit barrier. EZE NGOZI C.

// tags: names, indian, spelling-variant
L | 17.20 | ID Cards | Dining Hall | student card missing | I have misplaced my student ID card in dining hall, kindly contact if found. Name: Mohammed Irfan Shaikh.
F | 17.30 | ID Cards | caf, by the salad bar | ID card | Student ID on the floor by the salad bar. MD IRFAN SHAIKH.

// tags: names, spanish-double-surname, initials, found-first
L | 18.20 | ID Cards | recreation centre | lost my card at the pool | lost my uni ID by the swimming pool, I think when I grabbed my towel. José Luis Fernández Ruiz.
F | 18.00 | ID Cards | Rec Center pool lockers | ID card | Found an ID card by the pool lockers, JOSE L FERNANDEZ. Given to lifeguard.

// tags: names, nordic
L | 18.70 | ID Cards | Music Building | lost ID card | Øystein Hægeland, Norwegian exchange student. I lost my card at the conservatory, maybe in the recital hall on Wednesday evening.
F | 18.90 | ID Cards | Music Building recital hall | card | Uni card found in the recital hall, row 3. OYSTEIN HAEGELAND.

// tags: names, vietnamese, surname-first
L | 19.40 | Books | Lecture Theatre 3 | calculus notebook | my notebook for Calculus 2, green cover, my name is on it Trần Minh Tuấn. I think i left it in LT3.
F | 19.50 | Books | LT3 | exercise book | Squared-paper exercise book with calculus in it. Name: TRAN MINH TUAN.

// ===== different categories (20) =====

// tags: category
L | 0.50 | Electronics | Student Union | lost phone case | Pink glitter phone case for an iPhone 13. It came off when I dropped my phone on the stairs in the union and I didn't notice till later. Silly but it was a present from my sister.
F | 0.70 | Other | SU main stairs | phone cover | Pink sparkly phone cover on the stairs in the union building. No phone.

// tags: category
L | 1.30 | Books | Whitfield Science Centre | lab book missing | Lab notebook, red hardback with "LABORATORY NOTEBOOK" printed on the front, lost in the science center on Monday. Contains two months of results for my project, really need it back.
F | 1.60 | Other | science centre, corridor outside lab 2 | red hardback | Red hardback left on a windowsill outside lab 2, full of handwritten tables and graphs.

// tags: category, uk
L | 2.10 | Other | Arts Building | pencil case | Grey felt pencil case with all my fineliners and a Staedtler rubber. Lost in the humanities block yesterday.
F | 2.40 | Bags | Arts Building room 110 | small grey zip bag | small grey felt zip bag with pens inside, on a chair in room 110.

// tags: category
L | 3.00 | Keys | Harrison Library | keys on lanyard | My keys are on a purple university lanyard: two door keys and a tiny postbox key. Lost them in the library today, maybe in the lift.
F | 3.25 | ID Cards | main library, near the lifts | lanyard | purple uni lanyard with keys on it, found on the floor near the lifts. No card attached.

// tags: category
L | 3.60 | Bags | Business School | laptop sleeve | Grey neoprene laptop sleeve, 13 inch, empty (luckily I had the laptop in my hand). I left it behind in B-school lecture room G.04 after the 10am.
F | 3.90 | Electronics | Business School G.04 | laptop case | Grey padded laptop case, nothing inside, left on a chair in G.04.

// tags: category, found-first
L | 4.50 | Electronics | Rec Center | Sony headphones | Lost my Sony WH-1000XM4 headphones (black) at the gym this morning, I think I hung them on one of the rowing machines. They were a birthday present so really hoping someone handed them in.
F | 4.30 | Other | gym, rowing machines | headphones | black over-ear headphones left on the rowers.

// tags: category
L | 5.40 | Electronics | Stadium | Apple Watch lost | Lost my Apple Watch SE (silver with a white sport band) while running laps around the football field. Find My says it's offline.
F | 5.55 | Other | Stadium running track | watch | Found a watch with a white rubber strap on the track, lane 2.

// tags: category, uk
L | 6.00 | Clothing | Rec Center | football kit | My football kit in a drawstring bag – boots, shin pads and the blue home shirt with number 7 on the back. Left in the changing rooms at the recreation centre after 5-a-side.
F | 6.30 | Bags | recreation centre changing rooms | drawstring bag | Drawstring bag found in the changing rooms, has football boots and a shirt in it.

// tags: category
L | 7.10 | Other | Dining Hall | KeepCup | Lost my reusable coffee cup, the glass KeepCup with the cork band. Left it in the caf by the coffee machine I think.
F | 7.20 | Water Bottles | Dining Hall | glass cup | glass travel cup with a cork sleeve and black lid, by the coffee machine.

// tags: category
L | 7.80 | Books | Lecture Theatre 4 | Economics textbook | Mankiw, Principles of Economics (8th edition), in a canvas tote bag. Left in LT4 after the Thursday lecture. My name is NOT in it unfortunately.
F | 8.00 | Bags | LT4 | tote bag | canvas tote bag left behind in LT4, has a big textbook inside.

// tags: category, uk
L | 8.50 | Clothing | Music Building | knitted scarf | Long hand-knitted scarf, mustard yellow, made by my gran. Left it on the coat hooks outside the orchestra room. Would mean the world to get it back.
F | 8.70 | Other | conservatory coat hooks | scarf | yellow knitted scarf on the coat hooks, been there since Tuesday.

// tags: category
L | 9.10 | Electronics | Computer lab 1 | USB stick with my dissertation | SanDisk 64GB USB drive, red and black, I left it plugged into a PC in IT suite 1. Has my whole dissertation on it (yes I know, backups...).
F | 9.20 | Other | IT suite 1 | memory stick | USB memory stick left in a PC, red. Handed to the IT helpdesk.

// tags: category
L | 9.70 | Other | Student Union | card holder | Small brown leather card holder with my student card, bank card and a coffee loyalty card. Lost in the SU around lunchtime.
F | 9.85 | ID Cards | SU | student card in holder | found a student card in a brown leather cardholder, also a bank card. gave to SU reception.

// tags: category, found-first
L | 10.60 | Other | Stadium | Ray-Ban sunglasses | Black Ray-Ban Wayfarers with prescription lenses. Left on the bleachers at the stadium after the athletics meet.
F | 10.40 | Clothing | football field bleachers | sunglasses | black sunglasses on the bleachers.

// tags: category
L | 11.00 | Electronics | Arts Building | Wacom tablet | Wacom Intuos drawing tablet (small, black) with its pen. Left in the digital art room in the Arts Building.
F | 11.20 | Other | humanities block, digital art room | drawing pad | black drawing pad with a pen, usb lead still plugged in, left in digital art room.

// tags: category
L | 11.70 | Clothing | Parking Lot C | leather gloves | Brown leather gloves, fleece lined, think I dropped them in car park C getting my keys out.
F | 11.90 | Other | car park C | pair of gloves | Pair of brown gloves on top of the pay machine.

// tags: category
L | 12.30 | Books | Music Building | folder of sheet music | Black ring binder full of piano sheet music (Chopin nocturnes, Debussy, some of my own arrangements with pencil markings). Left in a practice room in the conservatory.
F | 12.50 | Other | Music Building practice room 3 | binder | black binder of music scores left on the piano stand.

// tags: category
L | 13.00 | Other | Engineering Building | bike helmet | White Giro bike helmet, left it in the EB foyer near the bike racks.
F | 13.20 | Clothing | EB foyer | helmet | white cycling helmet on a bench in the foyer.

// tags: category
L | 13.50 | Electronics | Dining Hall | Anker power bank | Black Anker power bank (10000mAh) with a short USB-C cable still attached. Lost at the dining hall.
F | 13.60 | Other | cafeteria | battery pack | black portable charger/battery pack with a cable, on a table by the window.

// tags: category
L | 14.10 | Water Bottles | Rec Center | protein shaker | Black shaker bottle with a metal whisk ball inside and an orange lid. Left in the weights room.
F | 14.30 | Other | gym weights room | shaker cup | shaker cup with orange lid, still has some protein in it (gross).

// ===== few shared words: finder describes, owner names (40) =====

// tags: fewwords
L | 0.80 | Electronics | Harrison Library | Kindle Oasis lost | I left my Kindle Oasis on a desk in the library quiet zone on the 3rd floor. It's in a black leather-look cover with an elastic hand strap on the back. Please hand it in to the desk if you find it, all my reading for the module is on there.
F | 1.05 | Electronics | library 3rd floor | black rectangle with a strap | Thin black rectangle with a strap across the back, there's a screen inside when you open the flap. Left at the library desk.

// tags: fewwords
L | 1.70 | Other | Student Union | diamond earrings | Lost my diamond stud earrings, they were in a small velvet jewellery box in my coat pocket. Must have fallen out at the SU bar on Friday night. Huge sentimental value, they were my 21st birthday present from my parents.
F | 1.95 | Other | union building bar | shiny studs in a little box | Little blue box with two shiny studs in it, under a table near the bar.

// tags: fewwords, found-first
L | 2.60 | Water Bottles | Engineering Building | Thermos flask | Lost my Thermos, the tall one with a cup that screws on top. Left it in the EB common room I think, had tea in it.
F | 2.45 | Water Bottles | Eng bldg common room | metal cylinder | Metal cylinder thing with a screw cap, still warm inside, on the windowsill.

// tags: fewwords
L | 3.10 | Electronics | Lecture Theatre 5 | AirPods lost | Lost my AirPods (2nd gen) in LT5, I think they slipped out of my pocket between the seats during the 9am.
F | 3.30 | Electronics | LT5 | little white box | Little white box with a flip lid, something inside, found between seats.

// tags: fewwords, part
L | 3.80 | Keys | Parking Lot C | car key - Ford | Lost my Ford car key, the black remote with lock/unlock and a flip-out blade. Can't get into my car!! Somewhere in car park C or the path to the B-school.
F | 4.00 | Keys | car park C | clicky thing with buttons | found a black clicky thing with buttons near bay 40, looks like it opens a car

// tags: fewwords, colour-family, brand
L | 4.40 | Clothing | Whitfield Science Centre | Patagonia fleece | Navy Patagonia Better Sweater, men's M, left on a chair in the science centre lecture room after the 11am.
F | 4.70 | Clothing | science center lecture room | dark blue zip top | dark blue zip-up fleecy jacket left on chair.

// tags: fewwords, colour-family, material
L | 5.00 | Bags | Business School | burgundy backpack | Burgundy leather backpack with gold zips, has my laptop charger and a diary inside. Left it in the B-school cafe area.
F | 5.20 | Bags | B-school cafe | dark red rucksack | Maroon rucksack on a seat in the cafe, some stuff inside.

// tags: fewwords, colour-family, uk
L | 5.70 | Clothing | Lecture Theatre 1 | beige trench coat | Beige trench coat (belted, knee length, from Zara) left on the back of my seat in LT1 this morning.
F | 5.95 | Clothing | LT1 | light brown mac | Tan raincoat with a belt hanging on a seat at the back.

// tags: fewwords, container
L | 6.50 | Other | Whitfield Science Centre | maths set | Lost my Helix maths set - the tin with the compass, protractor and set squares. Need it for my drawing class tomorrow!
F | 6.75 | Other | science center | small tin | Small metal tin with a protractor, ruler and the pointy drawing thing in it.

// tags: fewwords, container, found-first
L | 7.40 | Other | Student Union | wallet lost | Lost my wallet somewhere in the SU. It's a brown bifold, has my bank cards and about £20.
F | 7.25 | Other | SU | folded leather thing | brown leather folding thing with cards and some cash in it. Handed in at reception.

// tags: fewwords, container, category, us
L | 8.20 | Books | Harrison Library | library books in a tote | Three library books in a Strand bookstore tote - two on the Cold War and one on Soviet film. Left by the self-checkout machines. They're due next week and I really don't want the fine.
F | 8.45 | Bags | main library self checkout | cloth bag with books | cloth shopping bag with 3 hardbacks inside, near self checkout.

// tags: fewwords, part, category
L | 8.80 | Electronics | Stadium | Canon lens cap | Lost the lens cap for my Canon 50mm while photographing the match from the stands. Black, 49mm.
F | 9.00 | Other | Stadium stands | small round black cap | small round black plastic disc with pinch clips on the sides, found under a seat.

// tags: fewwords, part, category
L | 9.30 | Water Bottles | Dining Hall | Yeti lid | Lost the lid of my Yeti tumbler (the MagSlider one). Left it in the dining hall, the cup is still with me.
F | 9.45 | Other | caf | steel lid | stainless steel lid with a magnetic slider. no cup.

// tags: fewwords, part
L | 9.90 | Electronics | Computer lab 4 | MacBook charger | My MacBook Pro charger (96W USB-C) left in the wall socket in IT suite 4.
F | 10.10 | Electronics | computer lab 4 | power brick | white power brick with a long cable, plugged into the wall by the back row.

// tags: fewwords, material, brand
L | 10.50 | Clothing | Arts Building | Levi's jacket | Levi's trucker jacket, light wash, a few enamel pins on the collar. Left in the Arts Building cafe.
F | 10.75 | Clothing | humanities block cafe | blue jean jacket | light blue jean jacket with badges on it.

// tags: fewwords, material, uk, found-first
L | 11.10 | Clothing | Music Building | Aran jumper | Cream Aran jumper, chunky wool, my mum knitted it. Left in the conservatory rehearsal room.
F | 10.95 | Clothing | Music Building rehearsal room | cable knit sweater | cream cable-knit sweater, heavy, left on a chair.

// tags: fewwords, material, brand
L | 11.60 | Bags | Lecture Theatre 2 | Herschel backpack | Grey Herschel Little America backpack, has my notes, a pencil case and a lunchbox in it. Left in LT2.
F | 11.80 | Bags | LT2 | grey canvas rucksack | grey canvas rucksack with brown leather bottom and straps, drawstring top under the flap.

// tags: fewwords, material, brand, uk
L | 12.10 | Water Bottles | Business School | Chilly's bottle | My matte black Chilly's bottle, 500ml, with a sticker of a cat on it. Left in B-school room 2.05.
F | 12.25 | Water Bottles | Business School 2.05 | steel flask | matte black steel drinks flask with a cat sticker.

// tags: fewwords, container
L | 12.80 | Other | Dining Hall | Invisalign aligners | Lost my Invisalign aligners in their blue case. I took them out to eat at the caf and must've left the case on the tray. Gross, I know, but they're expensive.
F | 13.00 | Other | cafeteria tray return | small plastic clamshell | small plastic clamshell with clear teeth things inside, on the tray return.

// tags: fewwords, category
L | 13.30 | Electronics | Lecture Theatre 3 | hearing aid | Lost my hearing aid, behind-the-ear type, beige. Possibly in LT3 or the corridor outside.
F | 13.45 | Other | LT3 corridor | small plastic earpiece | little skin coloured plastic piece with a clear tube, on the floor.

// tags: fewwords
L | 14.00 | Other | Rec Center | insulin pen | Lost my NovoRapid insulin pen at the rec centre. I really need it back or replaced asap.
F | 14.15 | Other | gym locker room | blue injector | blue plastic injector pen thing with a cap, found in locker room.

// tags: fewwords, uk
L | 14.50 | Other | Harrison Library | prescription glasses | My prescription glasses, tortoiseshell frames, in a black hard case. Lost on the ground floor of the library.
F | 14.60 | Other | library ground floor | specs | brown patterned specs in a hard case, left next to PC 12.

// tags: fewwords, colour-family
L | 15.00 | Other | Student Union | engagement ring!! | PLEASE HELP. I lost my engagement ring, white gold with a small sapphire, in the SU ladies toilets. I took it off to wash my hands and I think I left it on the sink.
F | 15.05 | Other | union building toilets | ring | Silver band with a blue stone, left by the sink.

// tags: fewwords, brand, category, found-first
L | 15.60 | Electronics | Rec Center | G-Shock watch | Casio G-Shock, black, left in the gym locker room.
F | 15.40 | Other | recreation centre locker room | chunky watch | chunky black rubber digital watch in the locker room.

// tags: fewwords
L | 16.20 | Other | Arts Building | grandmother's locket | I lost my grandmother's locket somewhere in the humanities block. Gold, with a photo of my grandparents inside. Irreplaceable.
F | 16.40 | Other | Arts Building 2nd floor | pendant on a chain | gold oval pendant on a thin chain, opens up, has a tiny photo.

// tags: fewwords
L | 16.90 | Keys | Student Union | keys with Totoro keyring | House keys (3 of them) with a Totoro keyring, the grey plush one. Lost in the SU.
F | 17.05 | Keys | SU cafe | keys | keys with a little grey furry cartoon animal keychain.

// tags: fewwords
L | 17.50 | Clothing | Engineering Building | Robotics Society hoodie | My Robotics Society 2023 hoodie, black, size L. Left in the EB lab.
F | 17.65 | Clothing | Eng bldg lab 1.14 | black sweatshirt | Black sweatshirt with a robot logo on the back, size large.

// tags: fewwords, brand, uk-us
L | 18.00 | Clothing | Rec Center | Air Force 1 trainers | My white Nike Air Force 1 trainers, UK size 9, in a plastic bag. Left them in the changing rooms after swapping to gym shoes.
F | 18.30 | Clothing | gym changing rooms | white sneakers | pair of white sneakers in a Tesco bag.

// tags: fewwords
L | 18.50 | Books | Harrison Library | Crime and Punishment | Library copy of Crime and Punishment (Penguin Classics). Left it in study room 2.
F | 18.65 | Books | library study room 2 | paperback novel | paperback Russian novel with a library barcode sticker.

// tags: fewwords, brand
L | 19.00 | Electronics | Computer lab 2 | Logitech MX Master mouse | My Logitech MX Master 3, graphite, left in IT suite 2.
F | 19.10 | Electronics | IT suite 2 | grey mouse | grey computer mouse with a thumb wheel on the side, left by the printer.

// tags: fewwords, category
L | 19.60 | Electronics | Stadium | SD card | My camera's SD card (SanDisk Extreme 128GB) in a little plastic case, all the photos from the match are on it.
F | 19.80 | Other | football field | tiny card in case | tiny card in a plastic case, found on the pitch edge.

// tags: fewwords, material, category
L | 20.00 | Other | Rec Center | lifting belt | My weightlifting belt, 10mm leather, black, left in the squat rack area.
F | 20.20 | Clothing | gym | wide belt | thick black leather belt with a big buckle, wide at the back.

// tags: fewwords, brand, found-first
L | 20.70 | Other | Music Building | Vic Firth drumsticks | Pair of Vic Firth 5A drumsticks, tips quite chewed up. Left in the percussion room at the conservatory.
F | 20.50 | Other | conservatory percussion room | wooden sticks | pair of wooden sticks, worn tips, on the floor by the kit.

// tags: fewwords, material
L | 21.00 | Clothing | Dining Hall | silk hijab | Emerald green silk hijab, I took it off in the prayer room and then went to the dining hall, maybe left it on a chair.
F | 21.10 | Clothing | caf | green scarf | green silky headscarf on a chair.

// tags: fewwords
L | 21.40 | Other | Lecture Theatre 4 | bento box | Blue two-tier bento box with an elastic band around it. Left in LT4.
F | 21.55 | Other | LT4 | food container | two-layer plastic container with a strap, leftover rice. Been here a day now, smells.

// tags: fewwords, uk
L | 22.00 | Other | Business School | tartan umbrella | Fulton umbrella, red tartan, left in the stand at the B-school entrance.
F | 22.20 | Other | B-school entrance | checked brolly | red checked brolly left in the stand.

// tags: fewwords
L | 22.40 | Keys | Rec Center | locker key | Locker key number 42 on an orange plastic tag. I accidentally took it home and then lost it on the way back to the rec, oops.
F | 22.60 | Keys | gym entrance | small key | small key, orange fob with 42 on it, by the turnstiles.

// tags: fewwords, colour-family
L | 23.00 | Electronics | Lecture Theatre 1 | Samsung Galaxy S22 | Lost my Samsung Galaxy S22 in a navy silicone case. Last seen in LT1.
F | 23.15 | Electronics | LT1 | phone | Android phone in a dark blue cover, left on a desk.

// tags: fewwords, brand, material
L | 23.50 | Bags | Harrison Library | Longchamp bag | Black Longchamp Le Pliage, medium, has my makeup bag and a scarf inside. Left at the library cafe.
F | 23.70 | Bags | library cafe | black handbag | black nylon foldable handbag with a leather flap.

// tags: fewwords, colour-family
L | 24.00 | Clothing | Parking Lot C | khaki parka | Khaki parka with a fur-lined hood. I put it on the roof of my car in car park C and drove off, duh.
F | 24.20 | Clothing | car park C | coat | olive green coat with a furry hood, on the ground by row D.

// ===== ordinary pairs: shared words, brand vs generic, typos (40) =====

// tags: ordinary, brand
L | 0.20 | Water Bottles | Engineering Building | Hydro Flask lost | Lost my Hydro Flask 32oz, the sage green one, covered in stickers (NASA, a frog, national parks). Left in EB 101 I think.
F | 0.40 | Water Bottles | EB 101 | metal water bottle | green metal water bottle covered in stickers, left in 101.

// tags: ordinary, brand
L | 0.90 | Electronics | Rec Center | Galaxy Buds lost | My Samsung Galaxy Buds2 Pro, graphite case, lost at the rec centre, probably in the spin studio.
F | 1.15 | Electronics | gym spin studio | earbuds | wireless earbuds in a dark grey case, found on the spin bikes.

// tags: ordinary, brand
L | 1.50 | Clothing | Student Union | North Face jacket | Black North Face Nuptse puffer jacket, women's S, left at the SU club night on Saturday. Lip balm in the pocket.
F | 1.80 | Clothing | SU cloakroom | puffer jacket | black puffer jacket left in the cloakroom after Saturday, North Face logo.

// tags: ordinary, found-first, terse
L | 2.30 | Electronics | Dining Hall | lost iPhone!! | I lost my iPhone 14 at the dining hall at lunch, black, in a clear case with a photo of my dog behind it. PLEASE if anyone has it, I've been looking everywhere.
F | 2.20 | Electronics | caf | found iphone | iphone, clear case, dog pic. at caf till

// tags: ordinary, brand
L | 2.90 | Electronics | Harrison Library | MacBook Air lost | Silver MacBook Air M2 with a "Bookworm" sticker, left on a desk on the library 2nd floor when I went to the loo and it was gone when I came back. Hoping someone handed it in.
F | 3.05 | Electronics | library 2nd floor | laptop | silver laptop with a sticker, unattended for an hour on 2nd floor, handed to library security.

// tags: ordinary, typos, texting
L | 3.50 | Keys | Student Union | lost my keys | lost my keys somwhere in the SU, theres 2 keys and a bottle opner on the ring n a red tag. pls msg me if u find them thx
F | 3.70 | Keys | Student Union | keys | Keys on the floor by the pool table: two keys, a bottle opener and a red tag.

// tags: ordinary, brand
L | 4.20 | Bags | Lecture Theatre 3 | black JanSport backpack | Black JanSport backpack, has a pizza slice pin on the front pocket. My notebook and calculator are inside. LT3.
F | 4.45 | Bags | LT3 | black backpack | black JanSport bag left under a seat, pizza pin on it.

// tags: ordinary, brand, us
L | 4.80 | Water Bottles | Whitfield Science Centre | blue Nalgene | Blue 32oz Nalgene with a bunch of stickers, left in the science center atrium.
F | 5.05 | Water Bottles | science center atrium | water bottle | blue plastic water bottle with stickers, Nalgene.

// tags: ordinary, uk, typos
L | 5.30 | Clothing | Lecture Theatre 2 | grey hoody | Lost my grey Champion hoody, size medium, i think i left it on the seat in LT2 after the stats lecture. Its got a small hole on the left cuff.
F | 5.50 | Clothing | LT2 | grey hoodie | grey Champion hoodie on a seat, hole in the cuff.

// tags: ordinary, found-first
L | 6.10 | Books | Whitfield Science Centre | Campbell Biology textbook | My Campbell Biology (12th ed) with tons of highlighting and post-its. Left in the science centre lecture room.
F | 5.90 | Books | science center lecture room | biology textbook | Big biology textbook (Campbell) full of post-its, left on a desk.

// tags: ordinary, brand, uk
L | 6.60 | Clothing | Stadium | Adidas track jacket | Navy Adidas track jacket with three white stripes on the sleeves, left on the bench at the football field.
F | 6.80 | Clothing | Stadium bench | tracksuit top | Adidas tracksuit top, navy, on the subs bench.

// tags: ordinary, brand, diacritics
L | 7.70 | Bags | Arts Building | yellow Kånken | Yellow Fjällräven Kånken backpack, a bit grubby, has my sketching stuff in it. Humanities block, room 204.
F | 7.90 | Bags | Arts Building 204 | yellow backpack | yellow Fjallraven bag, fox logo, left in 204.

// tags: ordinary, brand
L | 8.30 | Electronics | Student Union | JBL speaker | JBL Flip 5 speaker, teal, left on the SU terrace after the barbecue.
F | 8.55 | Electronics | union building terrace | bluetooth speaker | teal JBL speaker on the terrace.

// tags: ordinary, brand
L | 9.00 | Electronics | Business School | Apple Pencil | Apple Pencil (2nd gen), white, fell out of my iPad case in a B-school seminar room.
F | 9.25 | Electronics | B-school seminar room 3 | stylus | white stylus pen on the floor, apple pencil I think.

// tags: ordinary, brand, non-native
L | 9.60 | Bags | Rec Center | lululemon belt bag | I lose my lululemon belt bag, black, at the rec center. Inside is my locker key and a lip balm. Please contact me.
F | 9.80 | Bags | gym | bum bag | black lululemon bum bag found by the treadmills, lip balm inside.

// tags: ordinary, brand, us
L | 10.00 | Clothing | Stadium | Yankees cap | Navy New York Yankees baseball cap, left in the stands at the stadium.
F | 10.25 | Clothing | football field stands | baseball cap | navy NY cap found in row 12.

// tags: ordinary, brand, found-first
L | 10.70 | Keys | Parking Lot C | VW car keys | Lost my Volkswagen car key with a small house key and a Tesco Clubcard fob, in car park C.
F | 10.55 | Keys | Parking Lot C | car keys found | VW key with a house key and a supermarket loyalty tag, on the tarmac near the exit.

// tags: ordinary
L | 11.40 | ID Cards | Lecture Theatre 5 | student card | Dropped my student card in LT5 this morning, name Thomas Ellis, it's in a clear plastic sleeve.
F | 11.50 | ID Cards | LT5 | student card | Student card in a plastic sleeve, Thomas Ellis.

// tags: ordinary, brand, uk
L | 12.40 | Clothing | Harrison Library | Burberry scarf | Classic Burberry check scarf (cashmere), left on the back of my chair in the library.
F | 12.55 | Clothing | main library 1st floor | check scarf | Burberry-style check scarf on a chair.

// tags: ordinary, uk-us
L | 12.90 | Clothing | Lecture Theatre 4 | bobble hat | Red knitted bobble hat with a white pom-pom. Left in LT4.
F | 13.05 | Clothing | LT4 | beanie | red beanie with a pom pom, back row.

// tags: ordinary, brand
L | 13.40 | Water Bottles | Business School | Stanley cup | Pink Stanley Quencher 40oz tumbler with a straw, left in the B-school atrium.
F | 13.55 | Water Bottles | Business School atrium | pink tumbler | big pink Stanley cup with straw.

// tags: ordinary, brand, typos
L | 14.20 | Water Bottles | Lecture Theatre 1 | contigo bottle | lost my contigo bottle, purple, autoseal lid, left in LT1 i think on tusday.
F | 14.40 | Water Bottles | LT1 | purple water bottle | purple Contigo bottle left under a seat.

// tags: ordinary
L | 14.80 | Books | Business School | marketing notes folder | Blue A4 ring binder with all my marketing lecture notes and printed slides, left in B-school room 1.04.
F | 15.00 | Books | B-school room 1.04 | blue folder | Blue ring binder with marketing lecture slides.

// tags: ordinary, typos
L | 15.20 | Books | Harrison Library | pyschology textbook | lost my pyschology textbook (Myers, Psychology 13th edition) in the libary on the ground floor, has my initials in pencil at the front.
F | 15.45 | Books | library ground floor | Psychology textbook | Myers Psychology textbook, pencil initials inside.

// tags: ordinary, typos, texting, found-first
L | 16.00 | Other | Lecture Theatre 2 | walet lost | lost my walet in LT2!! its black leather with a zip, has my bank card + some cash. plz help
F | 15.80 | Other | LT2 | black wallet | Black zip wallet under a seat, has a bank card.

// tags: ordinary, brand
L | 16.30 | Electronics | Student Union | Nintendo Switch | Nintendo Switch OLED (white joycons) in a grey carry case, left in the SU games room.
F | 16.50 | Electronics | SU games room | Switch console | Nintendo Switch in grey case.

// tags: ordinary, brand
L | 17.00 | Electronics | Arts Building courtyard | Instax camera | Mint green Fujifilm Instax Mini 11, left on a bench in the Arts Building courtyard.
F | 17.20 | Electronics | humanities block courtyard | instant camera | mint green instax camera on a bench.

// tags: ordinary, brand, us
L | 17.60 | Clothing | Whitfield Science Centre | Columbia rain jacket | Red Columbia rain jacket, women's M, left on a hook outside lab 4 at the science center.
F | 17.80 | Clothing | science center lab 4 hooks | red rain jacket | red Columbia raincoat on a hook.

// tags: ordinary, brand, uk
L | 18.10 | Clothing | Rec Center | Ugg boots | Chestnut Ugg boots, size 5, left in the changing rooms.
F | 18.35 | Clothing | gym changing rooms | boots | tan sheepskin boots, Ugg, size 5.

// tags: ordinary, brand
L | 18.80 | Water Bottles | Stadium | CamelBak bottle | Black CamelBak Podium bottle (the squeezy cycling kind), left at the stadium.
F | 19.00 | Water Bottles | football field | sports bottle | black CamelBak squeeze bottle by the goal.

// tags: ordinary, brand
L | 19.20 | Electronics | Harrison Library | Bose headphones | Bose QuietComfort 45, white smoke colour, in their case. Library 4th floor.
F | 19.35 | Electronics | library 4th floor | headphones | white Bose headphones in a case.

// tags: ordinary, found-first, uk, terse
L | 19.90 | Keys | Dining Hall | keys with Man Utd keyring | House keys with a Manchester United keyring and a Yale key. Lost at the dining hall.
F | 19.70 | Keys | caf | found keys, caf | keys w/ man utd keyring, by the drinks fridge

// tags: ordinary, brand
L | 20.40 | Electronics | Lecture Theatre 3 | iPad lost | Space grey iPad 9th gen in a purple folio case, left in LT3.
F | 20.60 | Electronics | LT3 | tablet | iPad in a purple case left on a desk.

// tags: ordinary, brand
L | 21.20 | Electronics | Rec Center | Garmin watch | Garmin Forerunner 255, black strap, took it off for the pool and forgot it on the bench.
F | 21.35 | Electronics | recreation centre pool | sports watch | Garmin watch, black, on the bench by the pool.

// tags: ordinary
L | 21.80 | Clothing | Whitfield Science Centre | lab coat | White lab coat, blue biro stain on the pocket and "BIOCHEM" written inside the collar.
F | 22.00 | Clothing | science center lab 2 | lab coat | white lab coat on a peg, biro stain on pocket.

// tags: ordinary, brand
L | 22.50 | Electronics | Dining Hall | Fitbit | Fitbit Charge 5, black band, think it came off in the caf.
F | 22.65 | Electronics | caf | fitness tracker | black Fitbit tracker on the floor by table 8.

// tags: ordinary, non-native
L | 23.20 | Books | Harrison Library | English-Arabic dictionary | My dictionary English Arabic, Oxford, green cover. I forget it in library near the computers.
F | 23.40 | Books | main library computers | dictionary | Oxford English-Arabic dictionary next to the computers.

// tags: ordinary, brand
L | 23.80 | Bags | Engineering Building | Eastpak backpack | Red Eastpak backpack, the zip on the front pocket is broken. Left in the EB 3rd floor study area.
F | 24.00 | Bags | EB 3rd floor | red backpack | red Eastpak rucksack, front pocket zip broken.

// tags: ordinary, brand, us
L | 24.30 | Bags | Rec Center | Nike duffel | Black Nike gym duffel bag, has my towel and a change of clothes. Left it by the basketball courts.
F | 24.50 | Bags | recreation centre basketball courts | gym bag | black Nike duffle bag with towel and clothes in it.

// tags: ordinary, texting, terse
L | 24.90 | Electronics | Music Building | lost airpods max | Lost my AirPods Max (sky blue) in the conservatory foyer, pls pls pls
F | 25.10 | Electronics | Music Building foyer | headphones found | blue AirPods Max on a bench.
`;
