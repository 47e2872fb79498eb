import { colour, word, type SynonymEntry } from './synonymEntry';

/**
 * Colours as people name them: a shade and the plain hue someone else would call it, so "navy"
 * and "dark blue" are the same colour and "navy" and "blue" the same hue. Patterns that describe
 * the look are here too.
 */
export const COLOUR_SYNONYMS: SynonymEntry[] = [
  colour('black', ['jet black', 'matte black', 'matt black', 'onyx', 'ebony', 'all black']),
  colour('white', ['snow white', 'pearl', 'pearl white', 'all white', 'bright white']),
  colour('off white', ['ivory', 'eggshell', 'cream white', 'natural white'], 'white', 'beige'),
  colour('grey', ['gray', 'ash grey', 'ash gray', 'heather grey', 'heather gray']),
  colour(
    'dark grey',
    ['dark gray', 'charcoal', 'charcoal grey', 'gunmetal', 'graphite', 'space grey', 'space gray'],
    'grey',
    'black',
  ),
  colour(
    'light grey',
    ['light gray', 'pale grey', 'pale gray', 'silver grey', 'dove grey'],
    'grey',
  ),
  colour('silver', ['silvery', 'chrome', 'metallic silver', 'brushed metal'], 'grey'),
  colour('gold', ['golden', 'gold coloured', 'gold colored', 'champagne', 'brass'], 'yellow'),
  colour('rose gold', ['rosegold', 'rose golden'], 'pink', 'gold'),
  colour('red', ['bright red', 'scarlet', 'crimson', 'cherry', 'cherry red', 'fire engine red']),
  colour(
    'maroon',
    ['burgundy', 'wine', 'wine red', 'dark red', 'bordeaux', 'oxblood', 'claret'],
    'red',
  ),
  colour('blue', ['bright blue', 'blueish', 'bluish', 'mid blue', 'denim blue']),
  // Navy and charcoal pass for black in a dim room: a finder may well write "black".
  colour(
    'navy',
    ['navy blue', 'dark blue', 'midnight blue', 'deep blue', 'ink blue'],
    'blue',
    'black',
  ),
  colour(
    'light blue',
    ['sky blue', 'baby blue', 'pale blue', 'powder blue', 'ice blue', 'periwinkle'],
    'blue',
  ),
  colour('royal blue', ['cobalt', 'cobalt blue', 'electric blue', 'sapphire'], 'blue'),
  colour(
    'teal',
    ['turquoise', 'aqua', 'cyan', 'petrol', 'petrol blue', 'duck egg'],
    'blue',
    'green',
  ),
  colour('green', ['bright green', 'greenish', 'emerald', 'kelly green']),
  colour('dark green', ['forest green', 'bottle green', 'hunter green', 'racing green'], 'green'),
  colour('olive', ['olive green', 'army green', 'khaki green', 'moss', 'moss green'], 'green'),
  colour('mint', ['mint green', 'sage', 'sage green', 'pistachio', 'seafoam'], 'green'),
  colour('lime', ['lime green', 'neon green', 'fluorescent green', 'chartreuse'], 'green'),
  colour('yellow', ['bright yellow', 'lemon', 'lemon yellow', 'neon yellow', 'canary']),
  colour('mustard', ['mustard yellow', 'ochre', 'dark yellow'], 'yellow'),
  colour('orange', ['bright orange', 'neon orange', 'tangerine', 'burnt orange', 'rust']),
  colour('coral', ['peach', 'salmon', 'apricot'], 'orange', 'pink'),
  colour('purple', ['violet', 'plum', 'aubergine', 'eggplant', 'dark purple', 'indigo']),
  colour('lilac', ['lavender', 'light purple', 'pale purple', 'mauve'], 'purple'),
  colour('pink', ['light pink', 'pale pink', 'baby pink', 'blush', 'blush pink', 'rose pink']),
  colour('hot pink', ['magenta', 'fuchsia', 'neon pink', 'bright pink', 'cerise'], 'pink'),
  colour('brown', ['chocolate', 'chocolate brown', 'dark brown', 'mocha', 'cognac']),
  colour('tan', ['light brown', 'camel', 'caramel', 'tawny', 'cinnamon'], 'brown', 'beige'),
  colour('cream', ['creamy', 'vanilla'], 'beige', 'white'),
  colour('beige', ['sand', 'nude', 'oatmeal', 'ecru', 'taupe']),
  colour('khaki', ['khaki beige'], 'beige', 'green'),
  colour('clear', ['transparent', 'see through', 'translucent', 'frosted']),
  colour('multicoloured', [
    'multicolour',
    'multicolor',
    'multicolored',
    'rainbow',
    'colourful',
    'colorful',
    'tie dye',
  ]),
  // Patterns are plain words: a striped red scarf and a striped blue one do not share a colour.
  word('striped', ['stripy', 'stripey', 'stripes', 'pinstripe', 'pinstriped']),
  word('floral', ['flowery', 'flowered', 'flower print', 'flower pattern']),
  word('plaid', ['tartan', 'checked', 'checkered', 'chequered', 'gingham', 'flannel']),
  word('camo', ['camouflage', 'camo print']),
  word('polka dot', ['polka dots', 'polka dotted', 'spotted', 'spotty']),
  word('leopard print', ['leopard', 'animal print', 'cheetah print']),
  colour('tortoiseshell', ['tortoise shell'], 'brown'),
];
