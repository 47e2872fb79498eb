import { Alert, Divider, List, ListItem, Stack, Typography } from '@mui/material';
import { asksQuestions } from '../../office/claims/claimPermissions';
import { canGenerateOtp, type Viewer } from '../shared/itemPermissions';
import { GenerateOtpControl } from './OtpControls';
import type { Item } from '../../../api/enhancedApi';

/**
 * The counter hand-over (docs/product.md#counter-hand-over): who claimed the item, what to check
 * before giving it, then the code they type on their own device.
 */
export function CounterHandOver({ item, viewer }: { item: Item; viewer: Viewer }) {
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
          Generate the code and tell it to them: they enter it on their own device, which marks the
          item Returned.
        </ListItem>
      </List>
      {canGenerateOtp(item, viewer) ? (
        <GenerateOtpControl itemId={item._id} />
      ) : (
        <Alert severity="info">
          Only the poster or the item&apos;s keeper can generate the code: ask them, or assign a
          keeper first.
        </Alert>
      )}
    </Stack>
  );
}
