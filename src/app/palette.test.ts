import { getContrastRatio } from '@mui/material/styles';
import { createAppTheme } from './theme';
import { focusRing } from './palette';

// docs/accessibility.md#contrast: the palette itself meets WCAG AA, so every screen inherits it.
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;
const colours = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const { palette } = createAppTheme(mode);
  const backgrounds = [palette.background.paper, palette.background.default];

  it.each(colours)('%s: its text on its own colour (chips, buttons) reaches 4.5:1', (name) => {
    const { main, dark, contrastText } = palette[name];
    expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(AA_TEXT);
    // The hover shade and the filled toasts (dark mode) carry the same text.
    expect(getContrastRatio(contrastText, dark)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(colours)(
    '%s as text (error texts, outlined buttons) reaches 4.5:1 on every background',
    (name) => {
      for (const background of backgrounds) {
        expect(getContrastRatio(palette[name].main, background)).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );

  it('body and secondary text reach 4.5:1, the focus ring 3:1, on every background', () => {
    for (const background of backgrounds) {
      expect(getContrastRatio(palette.text.primary, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(palette.text.secondary, background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(getContrastRatio(focusRing[mode], background)).toBeGreaterThanOrEqual(AA_NON_TEXT);
    }
  });
});
