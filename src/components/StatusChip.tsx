import { Chip, type ChipProps } from '@mui/material';
import type { ItemStatus } from '../api/enhancedApi';

const colors: Record<ItemStatus, ChipProps['color']> = {
  Lost: 'error',
  Found: 'success',
  Claimed: 'warning',
  Returned: 'info',
};

export function StatusChip({
  status,
  size = 'small',
}: {
  status: ItemStatus;
  size?: 'small' | 'medium';
}) {
  return <Chip label={status} color={colors[status]} size={size} />;
}
