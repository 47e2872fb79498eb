/** The evaluation sets' first morning: a line's `day` counts days from it. */
const FIRST_MORNING = Date.parse('2026-03-02T00:00:00Z');
const DAY = 86_400_000;

/** One report of an evaluation set's line: `L|F | day | category | location | title | description`. */
export type EvalLine = {
  status: 'Lost' | 'Found';
  createdAt: string;
  category: string;
  location: string;
  title: string;
  description: string;
};

/** Reads one line of the held-out and dev sets (scripts/eval/heldout/README.md); `set` names it in errors. */
export function parseEvalLine(text: string, set: string): EvalLine {
  const [status, day, category, location, title, description] = text
    .split('|')
    .map((f) => f.trim());
  if (description === undefined || !['L', 'F'].includes(status)) {
    throw new Error(`${set}: bad line "${text}"`);
  }
  return {
    status: status === 'L' ? 'Lost' : 'Found',
    createdAt: new Date(FIRST_MORNING + Number(day) * DAY).toISOString(),
    category,
    location,
    title,
    description,
  };
}
