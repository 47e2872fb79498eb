import type { PaletteOptions } from '@mui/material/styles';
import type { ThemeMode } from './preferencesSlice';

/**
 * docs/accessibility.md#contrast: every colour is chosen so that its text, or the text on it,
 * reaches WCAG AA 4.5:1 on the theme's backgrounds. Light mode uses deep colours under white text;
 * dark mode uses pale colours under dark text (MUI picks the text with `contrastThreshold`).
 * `dark` is the hover and filled-toast shade, so it must still carry the same text.
 */
const light = {
  primary: { main: '#1e4fa3' },
  secondary: { main: '#c2410c' },
  error: { main: '#c62828', dark: '#a11b1b' },
  warning: { main: '#b45309', dark: '#92400e' },
  info: { main: '#01579b', dark: '#013f73' },
  success: { main: '#2e7d32', dark: '#1b5e20' },
  background: { default: '#f5f7fb', paper: '#ffffff' },
} satisfies PaletteOptions;

const dark = {
  primary: { main: '#8ab4f8' },
  secondary: { main: '#fdba74' },
  error: { main: '#ff8a80', dark: '#f28b82' },
  warning: { main: '#ffb74d', dark: '#f5a742' },
  info: { main: '#81d4fa', dark: '#6cc4ee' },
  success: { main: '#81c784', dark: '#6fbf73' },
  background: { default: '#0f1419', paper: '#17202a' },
} satisfies PaletteOptions;

/** The ring drawn around whatever has keyboard focus (3:1 against every background it sits on). */
export const focusRing = { light: '#1e4fa3', dark: '#ffd54f' } as const;

export const paletteFor = (mode: ThemeMode): PaletteOptions => ({
  mode,
  contrastThreshold: 4.5,
  ...(mode === 'light' ? light : dark),
});
