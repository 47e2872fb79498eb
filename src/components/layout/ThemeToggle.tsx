import { IconButton, Tooltip, useTheme } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useAppDispatch } from '../../app/hooks';
import { themeChosen } from '../../app/preferencesSlice';

/** SPEC §4: switches between dark and light; the choice is persisted (preferences slice). */
export function ThemeToggle() {
  const dispatch = useAppDispatch();
  const mode = useTheme().palette.mode;
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip title={`Switch to ${next} mode`}>
      <IconButton
        color="inherit"
        aria-label="Toggle theme"
        aria-pressed={mode === 'dark'}
        onClick={() => dispatch(themeChosen(next))}
      >
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
