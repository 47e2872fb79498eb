/**
 * The cost of server/text/lexicon (docs/lexicon.md#load-cost): how long the first `lexicon()`
 * takes in a fresh process and how much memory it keeps, then the first (cold) and repeated
 * (warm) answers for a set of lost-item words. Prints; never fails.
 *
 *   npx tsx scripts/bench/lexiconLoad.ts
 */
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { lexicon } from '../../server/text/lexicon';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const WORDS = [
  'earrings',
  'thermos',
  'wallet',
  'purse',
  'backpack',
  'rucksack',
  'notebook',
  'lanyard',
  'cardigan',
  'jumper',
  'trainers',
  'spectacles',
  'umbrella',
  'keys',
  'charger',
  'idea',
  'kindle',
];
const WARM_ROUNDS = 200;

type Memory = { heap: number; external: number; rss: number };

function memory(): Memory {
  gc();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, external: usage.external, rss: usage.rss };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function ask(word: string) {
  const lx = lexicon();
  lx.isPhysicalObject(word);
  lx.synonymsOf(word);
  lx.familiesOf(word);
  lx.partsOf(word);
  lx.holonymsOf(word);
}

const before = memory();
let started = performance.now();
lexicon();
const loadMs = performance.now() - started;
const loaded = memory();

started = performance.now();
for (const word of WORDS) ask(word);
const coldMs = performance.now() - started;
const asked = memory();

started = performance.now();
for (let round = 0; round < WARM_ROUNDS; round += 1) for (const word of WORDS) ask(word);
const warmUs = ((performance.now() - started) * 1000) / (WARM_ROUNDS * WORDS.length);

const growth = (from: Memory, to: Memory) =>
  `heap +${mb(to.heap - from.heap)}, external +${mb(to.external - from.external)}, ` +
  `rss +${mb(to.rss - from.rss)}`;

console.log(`lexicon() cold load: ${loadMs.toFixed(1)} ms (${growth(before, loaded)})`);
console.log(
  `first answers for ${WORDS.length} words: ${coldMs.toFixed(1)} ms (${growth(loaded, asked)})`,
);
console.log(`warm answers: ${warmUs.toFixed(1)} µs a word (five questions each)`);
