import { Paper, Stack, Typography } from '@mui/material';
import { usDateTime } from '../shared/adminConstants';
import { auditActionWords } from './auditActions';
import { AuditTarget } from './AuditTarget';
import type { AuditEntry } from '../../../api/enhancedApi';

/** The audit log on a phone: one stacked card per entry, nothing to scroll sideways. */
export function AuditCards({ entries }: { entries: AuditEntry[] }) {
  return (
    <Stack component="ul" aria-label="Audit log" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry) => (
        <Paper component="li" key={entry._id} variant="outlined" sx={{ p: 1.5 }}>
          <Typography variant="caption" color="text.secondary" component="p">
            {usDateTime(entry.createdAt)} · {entry.actor.name} · {auditActionWords(entry.action)}
          </Typography>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <AuditTarget entry={entry} />
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {entry.summary}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}
