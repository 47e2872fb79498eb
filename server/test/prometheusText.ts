/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for tests: every line
 * must be a HELP, TYPE or comment line, a sample, or blank; anything else throws with its line
 * number. It also checks what a scraper relies on: one TYPE per family, before its samples;
 * a family's samples together; no series twice; histogram buckets cumulative up to +Inf = count.
 */
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help?: string; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const LABEL_VALUE = '"(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
// Values are read as Go's strconv.ParseFloat reads them (Prometheus does): NaN and Inf in any case.
const VALUE =
  '(?:[+-]?[Ii][Nn][Ff](?:[Ii][Nn][Ii][Tt][Yy])?|[Nn][Aa][Nn]|[+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)';
const PAIR = `${LABEL}=${LABEL_VALUE}`;
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{((?:${PAIR}(?:,${PAIR})*,?)?)\\})? (${VALUE})(?: (-?\\d+))?$`,
);
const HELP = new RegExp(`^# HELP (${NAME})(?: (.*))?$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);
const PAIRS = new RegExp(`(${LABEL})=(${LABEL_VALUE})`, 'g');

const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['', '_sum', '_count'],
};

const unescape = (quoted: string) =>
  quoted.slice(1, -1).replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
function toNumber(text: string): number {
  const word = text.toLowerCase().replace(/^\+/, '');
  if (word === 'nan') return Number.NaN;
  if (/^-?inf(inity)?$/.test(word)) return word.startsWith('-') ? -Infinity : Infinity;
  return Number(text);
}

export function parsePrometheusText(text: string): Map<string, Family> {
  if (text && !text.endsWith('\n')) throw new Error('the exposition must end with a newline');
  const families = new Map<string, Family>();
  const series = new Set<string>();
  const finished = new Set<string>();
  const typed = new Set<string>();
  let current: Family | undefined;
  const lines = text.split('\n').slice(0, -1);

  lines.forEach((line, i) => {
    const fail = (why: string): never => {
      throw new Error(`line ${i + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line.trim() === '') return;
    const help = HELP.exec(line);
    const type = TYPE.exec(line);
    if (help || type) {
      const name = (help ?? type)![1];
      const family = families.get(name) ?? { name, type: 'untyped', samples: [] };
      if (family.samples.length) fail('HELP or TYPE after the family’s samples');
      if (help) {
        if (family.help !== undefined) fail('a second HELP');
        family.help = (help[2] ?? '').replace(/\\([\\n])/g, (_, c) => (c === 'n' ? '\n' : c));
      }
      if (type) {
        if (typed.has(name)) fail('a second TYPE');
        typed.add(name);
        family.type = type[2];
      }
      families.set(name, family);
      return;
    }
    if (line.startsWith('#')) return;
    const m = SAMPLE.exec(line) ?? fail('not a sample line');
    const [, name, labelText = '', value] = m;
    const labels: Record<string, string> = {};
    for (const [, label, quoted] of labelText.matchAll(PAIRS)) {
      if (label in labels) fail(`label ${label} twice`);
      labels[label] = unescape(quoted);
    }
    const family = familyOf(families, name) ?? fail('a sample without its TYPE');
    if (current !== family) {
      if (current) finished.add(current.name);
      if (finished.has(family.name)) fail('the family’s samples are not together');
      current = family;
    }
    const key = `${name}{${Object.keys(labels)
      .sort()
      .map((k) => `${k}=${labels[k]}`)
      .join(',')}}`;
    if (series.has(key)) fail('the same series twice');
    series.add(key);
    if (family.type === 'histogram' && name.endsWith('_bucket') && !('le' in labels)) {
      fail('a bucket without le');
    }
    family.samples.push({ name, labels, value: toNumber(value) });
  });
  for (const family of families.values()) {
    if (family.type === 'histogram') checkHistogram(family);
  }
  return families;
}

/** The family a sample belongs to: its own name, or a histogram's or summary's with a suffix. */
function familyOf(families: Map<string, Family>, sample: string): Family | undefined {
  const own = families.get(sample);
  // A histogram has no sample of its bare name; a summary's bare name carries its quantiles.
  if (own && own.type !== 'histogram') return own;
  for (const [type, suffixes] of Object.entries(SUFFIXES)) {
    for (const suffix of suffixes.filter(Boolean)) {
      if (!sample.endsWith(suffix)) continue;
      const family = families.get(sample.slice(0, -suffix.length));
      if (family?.type === type) return family;
    }
  }
  return undefined;
}

/** Per label set (le aside): buckets never decrease and the +Inf bucket equals _count. */
function checkHistogram(family: Family): void {
  const groups = new Map<string, { buckets: Sample[]; count?: number }>();
  const keyOf = (labels: Record<string, string>) =>
    JSON.stringify(
      Object.entries(labels)
        .filter(([k]) => k !== 'le')
        .sort(),
    );
  for (const s of family.samples) {
    const group = groups.get(keyOf(s.labels)) ?? { buckets: [] };
    groups.set(keyOf(s.labels), group);
    if (s.name.endsWith('_bucket')) group.buckets.push(s);
    if (s.name.endsWith('_count')) group.count = s.value;
  }
  for (const [key, group] of groups) {
    const les = group.buckets.map((b) => toNumber(b.labels.le));
    const values = group.buckets.map((b) => b.value);
    const sorted = les.every((le, i) => i === 0 || le > les[i - 1]);
    const cumulative = values.every((v, i) => i === 0 || v >= values[i - 1]);
    if (!sorted || !cumulative || les.at(-1) !== Infinity || values.at(-1) !== group.count) {
      throw new Error(`histogram ${family.name} ${key}: buckets are not cumulative up to +Inf`);
    }
  }
}

/** The value of one series, or undefined when the exposition does not have it. */
export function valueOf(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const family of families.values()) {
    const hit = family.samples.find(
      (s) =>
        s.name === name &&
        Object.keys(s.labels).length === Object.keys(labels).length &&
        Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
    if (hit) return hit.value;
  }
  return undefined;
}
