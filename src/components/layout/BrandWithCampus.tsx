import { Box } from '@mui/material';

type Props = { campusName: string; maxWidth?: { xs: number; sm: number } };

/**
 * "Lost & Found" (SPEC's brand) with the campus name on a small line under it
 * (docs/product.md#shared-layout), cut with "…" when long so the bar still fits a 320 px phone.
 * The space between the two is not drawn (a flex column) but keeps the words apart in the link's
 * accessible name: "Lost & Found College".
 */
export function BrandWithCampus({ campusName, maxWidth = { xs: 120, sm: 220 } }: Props) {
  return (
    <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Box component="span" sx={{ lineHeight: 1.15 }}>
        Lost &amp; Found
      </Box>{' '}
      <Box
        component="span"
        sx={{
          fontSize: '0.75rem',
          fontWeight: 400,
          lineHeight: 1.3,
          opacity: 0.85,
          maxWidth,
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {campusName}
      </Box>
    </Box>
  );
}
