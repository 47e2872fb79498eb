/**
 * The rule for synsets too general to name a family of lost things
 * (docs/lexicon.md#over-general-synsets): within `nearRoot` steps of `entity` (whole, artifact,
 * instrumentality, covering...), or with at least `broad` synsets below it (device, container,
 * implement, clothing, tool...).
 */
export const OVER_GENERAL = {
  nearRoot: 5,
  broad: 300,
} as const;
