import axe from 'axe-core';

/**
 * axe's WCAG A/AA violations inside `root`, one readable line each (docs/accessibility.md). Colour
 * contrast is left to the browser suite (e2e/a11y.e2e.ts): jsdom computes no colours.
 */
export async function axeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${v.help} (${n.target.join(' ')})`),
  );
}
