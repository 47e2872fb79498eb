import { describeA11y } from './support/a11yScans';

// The axe suite's admin scans (docs/accessibility.md#the-axe-suite).
describeA11y(['admin']);
