import { Fragment, type ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';

type Props = {
  /** Each term and its value, in order. */
  terms: readonly (readonly [string, ReactNode])[];
  /** Figures: each value right-aligned at the end of its row; otherwise words after the term. */
  figures?: boolean;
  sx?: SxProps<Theme>;
};

/** Terms and their values as a description list in two columns (a phone's card, a figures row). */
export function TermList({ terms, figures = false, sx }: Props) {
  return (
    <Box
      component="dl"
      sx={[
        {
          display: 'grid',
          gridTemplateColumns: figures
            ? 'minmax(0, 1fr) max-content'
            : 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.25,
          m: 0,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {terms.map(([term, value]) => (
        <Fragment key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={
              figures
                ? {
                    m: 0,
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'flex-end',
                    gap: 1,
                  }
                : { m: 0, overflowWrap: 'anywhere' }
            }
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
