import { IconButton, useTheme } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useAppDispatch } from '../../app/hooks';
import { themeChosen } from '../../app/preferencesSlice';

/** docs/product.md#client-behaviour: switches between dark and light; the choice is persisted (preferences slice). */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const mode = useTheme().palette.mode;
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    // A native tooltip: MUI's Tooltip would put Popper in every visitor's first download.
    <IconButton
      color="inherit"
      aria-label="Toggle theme"
      title={`Switch to ${next} mode`}
      aria-pressed={mode === 'dark'}
      onClick={() => dispatch(themeChosen(next))}
    >
      {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
