import { useId } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { canonicalEmail } from '../../../../shared/email';
import { formatDateTime } from '../../../app/dates';
import { SectionPanel } from '../../../components/SectionPanel';
import type { Item } from '../../../api/enhancedApi';

type Finder = NonNullable<Item['finder']>;

/** Whether the finder hears when it goes home: asked, told, or neither. */
function noticeText(finder: Finder): string | null {
  if (finder.notifiedAt)
    return `Told by e-mail on ${formatDateTime(finder.notifiedAt)} that it went home.`;
  if (!finder.notifyOnReturn) return null;
  return finder.contact && canonicalEmail(finder.contact)
    ? 'Will be told once, by e-mail, when it goes back to its owner.'
    : 'Asked to be told when it goes home, but left no e-mail address.';
}

/**
 * "Handed in by" (docs/product.md#walk-in-intake): who handed a walk-in item in at the counter,
 * and how to reach them. The server sends `finder` to keepers and admins only; for anyone else
 * the field is absent and nothing renders.
 */
export function FinderBox({ item }: { item: Item }) {
  const headingId = useId();
  const finder = item.finder;
  if (!finder) return null;
  const email = finder.contact ? canonicalEmail(finder.contact) : undefined;
  const notice = noticeText(finder);
  return (
    <SectionPanel
      title="Handed in by"
      headingId={headingId}
      intro="Only keepers and admins see who handed it in; the item's page and history never name them to anyone else."
    >
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
        <div>
          <Typography variant="caption" color="text.secondary" component="dt">
            Name
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {finder.name || 'Not given'}
          </Typography>
        </div>
        <div>
          <Typography variant="caption" color="text.secondary" component="dt">
            Contact
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500, overflowWrap: 'anywhere' }}>
            {email ? (
              <Link href={`mailto:${email}`}>{finder.contact}</Link>
            ) : (
              finder.contact || 'Not given'
            )}
          </Typography>
        </div>
      </Box>
      {notice ? (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          {notice}
        </Typography>
      ) : null}
    </SectionPanel>
  );
}
