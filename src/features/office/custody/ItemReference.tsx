import { Box, Chip } from '@mui/material';
import TagIcon from '@mui/icons-material/Tag';
import { visuallyHidden } from '../../../components/visuallyHidden';

/**
 * The office's reference of the item (`LF-2026-00123`), shown to everyone: it is what a label,
 * a phone call or the desk's search uses (docs/product.md#references-storage-and-custody).
 */
export function ItemReference({ reference }: { reference: string }) {
  return (
    <Chip
      variant="outlined"
      icon={<TagIcon aria-hidden />}
      label={
        <>
          <Box component="span" sx={visuallyHidden}>
            Reference{' '}
          </Box>
          {reference}
        </>
      }
      sx={{ fontFamily: 'monospace', fontWeight: 600 }}
    />
  );
}
