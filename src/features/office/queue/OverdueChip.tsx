import { Chip, type SxProps, type Theme } from '@mui/material';
import ScheduleIcon from '@mui/icons-material/Schedule';

/**
 * An overdue row's mark (docs/product.md#the-keepers-queue): the word says it, the colour and
 * the row's edge only repeat it, so it is never told by colour alone.
 */
export function OverdueChip() {
  return (
    <Chip
      icon={<ScheduleIcon aria-hidden />}
      label="Overdue"
      color="error"
      size="small"
      variant="outlined"
    />
  );
}

/** The edge an overdue row or card carries, in the theme's error colour. */
export const overdueEdge: SxProps<Theme> = {
  boxShadow: (t) => `inset 4px 0 0 ${t.palette.error.main}`,
};
