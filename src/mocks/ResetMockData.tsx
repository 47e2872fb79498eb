import { Button } from '@mui/material';
import { MOCK_WORLD_KEY, resetMockWorld } from './world';

/**
 * dev:mock only (src/main.mock.tsx mounts it, production never imports src/mocks): puts the mock
 * world back to its seed (people, items, threads, notifications, admin data) and reloads.
 */
export function ResetMockData() {
  const reset = () => {
    resetMockWorld();
    window.localStorage.removeItem(MOCK_WORLD_KEY);
    window.location.reload();
  };
  return (
    <Button
      variant="contained"
      color="warning"
      size="small"
      onClick={reset}
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 2000 }}
    >
      Reset mock data
    </Button>
  );
}
