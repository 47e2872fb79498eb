import { describeA11y } from './support/a11yScans';

// The axe suite's visitor and claimant scans (docs/accessibility.md#the-axe-suite).
describeA11y(['visitor', 'user (claimant)']);
