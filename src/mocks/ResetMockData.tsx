import { Box, Button, Typography } from '@mui/material';
import { MOCK_WORLD_KEY, resetMockWorld } from './world';

/**
 * dev:mock only (src/main.mock.tsx mounts it after the app, production never imports src/mocks):
 * a strip below the footer, in the page's flow so it never covers the footer or content, whose
 * button puts the mock world back to its seed (people, items, threads, notifications, admin data).
 */
export function ResetMockData() {
  const reset = () => {
    resetMockWorld();
    window.localStorage.removeItem(MOCK_WORLD_KEY);
    window.location.reload();
  };
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        alignItems: 'center',
        justifyContent: 'center',
        p: 1,
        // Phones: room below for the app's floating "Add new item" button at the page's end.
        pb: { xs: 10, sm: 1 },
      }}
      style={{ background: '#fff3e0', color: '#4e342e' }}
    >
      <Typography variant="body2">
        Mock API (npm run dev:mock): data kept in this browser.
      </Typography>
      <Button variant="contained" color="warning" size="small" onClick={reset}>
        Reset mock data
      </Button>
    </Box>
  );
}
