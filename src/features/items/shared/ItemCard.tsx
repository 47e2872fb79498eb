import {
  Card,
  CardActionArea,
  CardActions,
  CardContent,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import CategoryIcon from '@mui/icons-material/CategoryOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { StatusChip } from '../../../components/StatusChip';
import { formatDate } from '../../../app/dates';
import { useHydrating } from '../../../app/useHydrating';
import { ItemPicture } from './ItemPicture';
import type { Item } from '../../../api/enhancedApi';
import type { ReactNode } from 'react';

const MEDIA_HEIGHT = 160;

function Meta({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'text.secondary' }}>
      {icon}
      <Typography variant="body2" noWrap>
        {text}
      </Typography>
    </Stack>
  );
}

type Props = {
  item: Item;
  actions?: ReactNode;
  /** The browse URL (with its search, filter and page) that "Back to items" returns to. */
  browseUrl?: string;
};

/** One item as a card (browse grid, dashboard card view): picture, title, status, facts. */
export function ItemCard({ item, actions, browseUrl }: Props) {
  // The server writes dates in UTC; the hydrating render must match, the next one shows local time.
  const hydrating = useHydrating();
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        component={RouterLink}
        to={`/items/${item._id}`}
        state={browseUrl ? { browseUrl } : undefined}
        sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <ItemPicture
          src={item.thumbnail ?? item.image}
          alt={item.title}
          sx={{ height: MEDIA_HEIGHT, width: '100%' }}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
          >
            <Typography
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 600, lineHeight: 1.3 }}
            >
              {item.title}
            </Typography>
            <StatusChip status={item.status} />
          </Stack>
          <Stack spacing={0.5}>
            <Meta icon={<CategoryIcon fontSize="small" />} text={item.category.name} />
            <Meta icon={<PlaceIcon fontSize="small" />} text={item.location} />
            <Meta
              icon={<EventIcon fontSize="small" />}
              text={formatDate(item.createdAt, { utc: hydrating })}
            />
          </Stack>
        </CardContent>
      </CardActionArea>
      {actions && <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>}
    </Card>
  );
}

/** Placeholder card while a page of items loads. */
export function ItemCardSkeleton() {
  return (
    <Card sx={{ height: '100%' }} aria-hidden="true">
      <Skeleton variant="rectangular" height={MEDIA_HEIGHT} />
      <CardContent>
        <Skeleton width="70%" height={28} />
        <Skeleton width="50%" />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </CardContent>
    </Card>
  );
}
