/**
 * The benchmark's lost-and-found pairs: a Lost report in the owner's words and the Found item in
 * a finder's, made distinct per pair by a name written on the object (names are strong evidence).
 */
const OBJECTS = [
  {
    category: 'Water Bottles',
    lost: ['navy Hydro Flask', 'Lost my navy Hydro Flask bottle with a mountain sticker'],
    found: ['dark blue insulated flask', 'Dark blue metal Hydro Flask with a sticker of mountains'],
    lostAt: 'Campus gym',
    foundAt: 'Gym changing rooms',
  },
  {
    category: 'Electronics',
    lost: ['white AirPods case', 'Lost my AirPods Pro in their white charging case'],
    found: ['Apple earbuds in a case', 'Found white Apple earbuds in a small charging case'],
    lostAt: 'Main library, 2nd floor',
    foundAt: 'Library reading room',
  },
  {
    category: 'ID Cards',
    lost: ['student ID card', 'Lost my student ID card in a green lanyard'],
    found: ['campus card on a lanyard', 'Found a campus card on a green lanyard'],
    lostAt: 'Cafeteria near the entrance',
    foundAt: 'Student union cafe',
  },
  {
    category: 'Bags',
    lost: ['black Jansport backpack', 'Black Jansport backpack with a laptop sleeve'],
    found: ['black rucksack', 'Black Jansport rucksack left under a desk'],
    lostAt: 'Engineering building lab 3',
    foundAt: 'Engineering building corridor',
  },
];

const FIRST =
  'Ada Ben Chloe Dev Emil Farah Gus Hana Ivan Jade Kofi Lena Milo Nia Omar Pia Raj Sara Theo Uma'.split(
    ' ',
  );
const LAST =
  'Okafor Lindqvist Moreau Tanaka Haddad Kowalski Ferreira Novak Brennan Duarte Ishikawa Mensah Rossi Varga Walsh Yilmaz Zhou Petrov Quinn Aziz'.split(
    ' ',
  );

/** Pair `i`: the fields of its Lost report and of its Found item (400 different names). */
export function pair(i: number) {
  const o = OBJECTS[i % OBJECTS.length];
  const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
  return {
    lost: {
      title: o.lost[0],
      description: `${o.lost[1]}. My name ${name} is written inside.`,
      category: o.category,
      status: 'Lost',
      location: o.lostAt,
    },
    found: {
      title: `Found ${o.found[0]}`,
      description: `${o.found[1]}, the name ${name} inside.`,
      category: o.category,
      status: 'Found',
      location: o.foundAt,
    },
  };
}
