import { useState } from 'react';
import { Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import { useAppSelector } from '../../../app/hooks';
import { selectToken } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { AUDIT_ACTIONS, auditActionWords, type AuditFilters } from './auditActions';
import { exportAuditCsv } from './auditExport';

type Props = { filters: AuditFilters; onChange: (next: AuditFilters) => void };

/** Actor, action, from and to, and Export CSV; the fields wrap onto lines of their own on a phone. */
export function AuditFilterBar({ filters, onChange }: Props) {
  const token = useAppSelector(selectToken);
  const [exporting, setExporting] = useState(false);
  const set = (key: keyof AuditFilters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });

  const onExport = async () => {
    if (exporting) return;
    setExporting(true);
    try {
      await exportAuditCsv(filters, token);
    } catch (e) {
      showToast(`Failed to export the audit log: ${(e as Error).message}`, 'error');
    } finally {
      setExporting(false);
    }
  };

  const field = { size: 'small', sx: { flex: { xs: '1 1 100%', sm: '1 1 160px' } } } as const;
  return (
    <Stack
      role="search"
      aria-label="Filter the audit log"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <TextField {...field} label="Actor" value={filters.actor ?? ''} onChange={set('actor')} />
      <TextField
        {...field}
        select
        label="Action"
        value={filters.action ?? ''}
        onChange={set('action')}
      >
        <MenuItem value="">All actions</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {auditActionWords(action)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...field}
        type="date"
        label="From"
        value={filters.from ?? ''}
        onChange={set('from')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        {...field}
        type="date"
        label="To"
        value={filters.to ?? ''}
        onChange={set('to')}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button
        variant="outlined"
        startIcon={exporting ? <CircularProgress size={18} aria-hidden /> : <DownloadIcon />}
        onClick={() => void onExport()}
        aria-busy={exporting}
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        Export CSV
      </Button>
    </Stack>
  );
}
