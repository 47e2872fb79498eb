import { Box, Link, Paper, Stack, Typography } from '@mui/material';
import ImageIcon from '@mui/icons-material/ImageNotSupportedOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Item } from '../../api/enhancedApi';
import { StatusChip } from '../../components/items/StatusChip';
import { formatDate } from '../../components/items/itemFormat';
import type { Viewer } from '../../components/items/itemPermissions';
import { MyItemControls, RelationChips } from './MyItemControls';

type Props = { item: Item; viewer: Viewer; onEdit: () => void; onDelete: () => void };

/** One of my items in the list view. */
export function MyItemRow({ item, viewer, onEdit, onDelete }: Props) {
  const picture = item.thumbnail ?? item.image;
  return (
    <Paper variant="outlined" component="li" sx={{ p: 2, listStyle: 'none' }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box
          sx={{
            width: { xs: '100%', md: 120 },
            height: 90,
            flexShrink: 0,
            borderRadius: 1,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            color: 'text.disabled',
          }}
        >
          {picture ? (
            <Box
              component="img"
              src={picture}
              alt={item.title}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageIcon aria-label="No image" />
          )}
        </Box>
        <Stack spacing={0.75} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Link component={RouterLink} to={`/items/${item._id}`} variant="h6" underline="hover">
              {item.title}
            </Link>
            <StatusChip status={item.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {item.category.name} · {item.location} · {formatDate(item.createdAt)}
          </Typography>
          {item.claimedByName && (
            <Typography variant="body2" color="text.secondary">
              Claimed by {item.claimedByName}
            </Typography>
          )}
          <RelationChips item={item} viewer={viewer} />
        </Stack>
        <Box sx={{ width: { xs: '100%', md: 340 }, flexShrink: 0 }}>
          <MyItemControls item={item} viewer={viewer} onEdit={onEdit} onDelete={onDelete} />
        </Box>
      </Stack>
    </Paper>
  );
}
