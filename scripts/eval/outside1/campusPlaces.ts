// The campus places and aliases that outside set 1 uses, as its own note lists them
// (matching-outside-set-1.json, "Campus place aliases used"): an admin would enter these.

export const OUTSIDE1_PLACES: { name: string; aliases: string[] }[] = [
  { name: 'Harrison Library', aliases: ['main library', 'library'] },
  { name: 'Student Union', aliases: ['SU', 'union building'] },
  { name: 'Engineering Building', aliases: ['Eng bldg', 'EB'] },
  { name: 'Rec Center', aliases: ['gym', 'recreation centre'] },
  { name: 'Dining Hall', aliases: ['cafeteria', 'caf'] },
  { name: 'Lecture Theatre', aliases: ['LT'] },
  { name: 'Computer lab', aliases: ['IT suite'] },
  { name: 'Business School', aliases: ['B-school'] },
  { name: 'Arts Building', aliases: ['humanities block'] },
  { name: 'Stadium', aliases: ['football field'] },
  { name: 'Whitfield Science Centre', aliases: ['science center'] },
  { name: 'Music Building', aliases: ['conservatory'] },
  { name: 'Parking Lot C', aliases: ['car park C'] },
];
