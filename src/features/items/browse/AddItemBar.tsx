import { Box, Fab, GlobalStyles } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';

/** The bar's height on a phone: the extended Fab (48px) and 12px above and below it. */
const BAR_HEIGHT = 72;

/**
 * On a phone, "+ Add New Item" floats at the bottom of the screen (docs/product.md#screens) on a
 * strip of its own, sticky at the bottom of the browse page: the cards scroll away behind the
 * strip as they do behind the navbar, so the button is never drawn over a card. At the end of the
 * page the strip sits in its own space after the cards and page numbers, above the footer; a card
 * reached with the keyboard scrolls clear of it (scroll-padding).
 */
export function AddItemBar() {
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: { html: { scrollPaddingBottom: BAR_HEIGHT + 8 } },
        })}
      />
      <Box
        data-testid="add-item-bar"
        sx={{
          display: { xs: 'flex', md: 'none' },
          justifyContent: 'flex-end',
          alignItems: 'center',
          position: 'sticky',
          bottom: 0,
          zIndex: 1,
          height: BAR_HEIGHT,
          mt: 2,
          // The full width of the screen, over the page's side padding.
          mx: { xs: -2, sm: -3 },
          px: { xs: 2, sm: 3 },
          bgcolor: 'background.default',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Fab component={RouterLink} to="/items/create" variant="extended" color="primary">
          + Add New Item
        </Fab>
      </Box>
    </>
  );
}
