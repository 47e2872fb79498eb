import { Link as RouterLink } from 'react-router-dom';
import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { formatDateTime } from '../../../app/dates';
import { importLink } from './importLink';
import { rowsText, STATUS_WORDS } from './importTexts';
import type { OfficeImport } from '../../../api/enhancedApi';

/**
 * The recent imports on a phone: a card each, so nothing scrolls sideways
 * (docs/accessibility.md#reflow).
 */
export function RecentImportCards({ imports }: { imports: OfficeImport[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {imports.map((imp) => (
        <Card component="li" variant="outlined" key={imp.id}>
          <CardContent sx={{ overflowWrap: 'anywhere', '&:last-child': { pb: 2 } }}>
            <Typography component="h3" variant="subtitle1">
              <Link component={RouterLink} to={importLink(imp.id)}>
                {imp.fileName}
              </Link>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {imp.deskName} · {formatDateTime(imp.createdAt)} by {imp.createdBy}
            </Typography>
            <Typography variant="body2">
              {STATUS_WORDS[imp.status]}: {rowsText(imp)}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
