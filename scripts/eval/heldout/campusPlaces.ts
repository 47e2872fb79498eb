// The campus's own list of places, with the other names people use for them, as a campus admin
// would enter it. Covers every location in the held-out matching and search sets. Never used for
// tuning; see README.md in this folder.

export const CAMPUS_PLACES: { name: string; aliases: string[] }[] = [
  {
    name: 'Main Library',
    aliases: ['library', 'the library', 'main lib', 'lib', 'library building', 'uni library'],
  },
  {
    name: 'Engineering Building',
    aliases: ['EB', 'eng bldg', 'eng building', 'engineering', 'engineering block', 'eng block'],
  },
  {
    name: 'Business School',
    aliases: ['B-school', 'bschool', 'business building', 'business school building'],
  },
  {
    name: 'Student Union',
    aliases: ['SU', 'union', 'students union', "students' union", 'union building', 'SUB'],
  },
  {
    name: 'Cafeteria',
    aliases: ['caf', 'the caf', 'canteen', 'dining hall', 'food court', 'refectory'],
  },
  {
    name: 'Sports Centre',
    aliases: [
      'gym',
      'sports center',
      'sports hall',
      'rec centre',
      'rec center',
      'fitness centre',
      'leisure centre',
    ],
  },
  {
    name: 'Swimming Pool',
    aliases: ['pool', 'swimming baths', 'aquatics centre', 'pool changing rooms'],
  },
  {
    name: 'Science Building',
    aliases: ['sci block', 'science block', 'sci bldg', 'science labs', 'SB', 'chem labs'],
  },
  {
    name: 'Humanities Block',
    aliases: [
      'Arts building',
      'arts block',
      'humanities',
      'humanities building',
      'arts & humanities',
    ],
  },
  {
    name: 'IT Suite',
    aliases: ['computer lab 2', 'comp lab', 'computer lab', 'IT lab', 'PC lab', 'IT room'],
  },
  {
    name: 'Lecture Theatre A',
    aliases: ['LT A', 'LTA', 'lecture hall A', 'LT1', 'big lecture theatre'],
  },
  {
    name: 'Main Gate Bus Stop',
    aliases: ['bus stop', 'bus shelter', 'main gate', 'front gate'],
  },
  {
    name: 'Car Park B',
    aliases: ['parking lot B', 'CPB', 'lot B', 'parking B', 'car park'],
  },
  {
    name: 'North Halls',
    aliases: [
      'halls',
      'dorms',
      'residence hall',
      'res hall',
      'student halls',
      'accommodation',
      'halls laundry',
    ],
  },
  {
    name: 'Medical Centre',
    aliases: ['health centre', 'health center', 'clinic', 'campus clinic', 'GP surgery'],
  },
  {
    name: 'Admin Building',
    aliases: ['admin block', 'registry', 'student services', 'admin'],
  },
  {
    name: 'Music Building',
    aliases: ['music dept', 'practice rooms', 'music block', 'music school'],
  },
  {
    name: 'Math Building',
    aliases: ['maths block', 'math dept', 'mathematics building', 'maths building', 'MB'],
  },
  {
    name: 'Law School',
    aliases: ['law building', 'law faculty', 'law library', 'law block'],
  },
  {
    name: 'Health Sciences Building',
    aliases: ['HSB', 'nursing building', 'nursing block', 'health sciences'],
  },
  {
    name: 'Main Quad',
    aliases: ['quad', 'the quad', 'quadrangle', 'the green', 'main lawn'],
  },
  {
    name: 'Campus Shuttle',
    aliases: ['shuttle', 'shuttle bus', 'campus bus', 'the shuttle', 'uni bus'],
  },
  {
    name: 'Coffee Kiosk',
    aliases: ['coffee cart', 'coffee stand', 'kiosk', 'coffee shop'],
  },
  {
    name: 'Campus Bookshop',
    aliases: ['bookshop', 'bookstore', 'uni shop', 'campus store', 'book shop'],
  },
  {
    name: 'Art Studios',
    aliases: ['art studio', 'design studios', 'studio block', 'art block'],
  },
  {
    name: 'Playing Fields',
    aliases: ['sports field', 'football pitch', 'pitches', 'athletics track', 'the fields'],
  },
  {
    name: 'Multifaith Centre',
    aliases: ['prayer room', 'chaplaincy', 'faith centre', 'quiet room'],
  },
  {
    name: 'Bike Shed',
    aliases: ['bike racks', 'cycle racks', 'bicycle parking', 'bike shelter'],
  },
];
