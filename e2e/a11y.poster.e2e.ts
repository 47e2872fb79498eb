import { describeA11y } from './support/a11yScans';

// The axe suite's poster and keeper scans (docs/accessibility.md#the-axe-suite).
describeA11y(['user (poster)', 'keeper']);
