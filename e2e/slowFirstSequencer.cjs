// Jest orders a clean checkout's test files by size (it has no timings cached yet), so the axe
// files, a few lines each but minutes long, ran last, one worker idle beside them. They go
// first; the journeys fill in around them. See docs/accessibility.md#the-axe-suite.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest loads this file as CommonJS
const Sequencer = require('@jest/test-sequencer').default;

const slowFirst = (path) => (/[\\/]a11y\.[^\\/]*\.e2e\.ts$/.test(path) ? 0 : 1);

class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    return [...sorted].sort((a, b) => slowFirst(a.path) - slowFirst(b.path));
  }
}

module.exports = SlowFirstSequencer;
