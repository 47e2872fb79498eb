import axe from 'axe-core';
import { getConfig } from '@testing-library/react';

/**
 * axe's WCAG A/AA violations inside `root`, one readable line each (docs/accessibility.md). Colour
 * contrast and label/name mismatches are left to the browser suite (e2e/a11y.*.e2e.ts): jsdom
 * computes no colours and draws no text.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  // A check takes a while, and the page goes on meanwhile (a toast or dialog finishing its
  // transition): the test waits on it the way it waits in findBy/waitFor, outside act(...).
  const results: axe.AxeResults = await getConfig().asyncWrapper(() =>
    axe.run(root, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      rules: {
        'color-contrast': { enabled: false },
        // It tells icon ligatures from words by drawing them on a canvas, which jsdom lacks
        // (getContext is "not implemented"); the browser suite runs it.
        'label-content-name-mismatch': { enabled: false },
      },
    }),
  );
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${v.help} (${n.target.join(' ')})`),
  );
}
