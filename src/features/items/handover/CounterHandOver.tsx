import { Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { asksQuestions } from '../../office/claims/claimPermissions';
import { CounterCodeControl, StaffHandOverControl } from './CounterControls';
import { GenerateOtpControl } from './OtpControls';
import type { Item } from '../../../api/enhancedApi';

/**
 * The counter hand-over (docs/product.md#counter-hand-over), for whoever acts for the office on
 * the item: who claimed it, what to check, then staff hand it over themselves, or give the
 * claimant a code to type on their own device or on this screen. When the hand-over is done
 * (here, or on the claimant's device: the live `itemChanged`) the item is Returned and the page
 * shows the receipt instead of this panel.
 */
export function CounterHandOver({ item }: { item: Item }) {
  const name = item.claimedByName || 'the claimant';
  return (
    <Stack component="section" aria-labelledby="counter-handover" spacing={1.5}>
      <Divider />
      <Typography id="counter-handover" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Counter hand-over
      </Typography>
      <Typography>
        Claimed by <strong>{name}</strong>
      </Typography>
      <List dense disablePadding sx={{ listStyle: 'decimal', pl: 3 }}>
        <ListItem sx={{ display: 'list-item', px: 0 }}>Check their photo ID shows {name}.</ListItem>
        {asksQuestions(item) && (
          <ListItem sx={{ display: 'list-item', px: 0 }}>
            Compare what they say with their answers to the ownership questions under Claims.
          </ListItem>
        )}
        <ListItem sx={{ display: 'list-item', px: 0 }}>
          Hand it over here once the check is done. Or generate a code and tell it to them: they
          type it on their own device, or on this screen below.
        </ListItem>
      </List>
      <StaffHandOverControl itemId={item._id} />
      <Typography variant="subtitle2" component="h3">
        With a code
      </Typography>
      <GenerateOtpControl itemId={item._id} />
      <CounterCodeControl itemId={item._id} />
    </Stack>
  );
}
