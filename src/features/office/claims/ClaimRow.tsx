import { Box, Button, Chip, ListItem, Stack, Typography, type ChipProps } from '@mui/material';
import { formatDateTime } from '../../../app/dates';
import type { Claim, ClaimStatus, OwnershipQuestion } from '../../../api/enhancedApi';

const statusChip: Record<ClaimStatus, { label: string; color: ChipProps['color'] }> = {
  pending: { label: 'Waiting for review', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  declined: { label: 'Declined', color: 'default' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** Approve goes on (contained); Decline ends the claim (outlined, in red). */
const DECISIONS = [
  { decision: 'approve', label: 'Approve', variant: 'contained', color: 'primary' },
  { decision: 'decline', label: 'Decline', variant: 'outlined', color: 'error' },
] as const;

type Props = {
  claim: Claim;
  /** The item's questions with their expected answers; empty while they do not load. */
  questions: OwnershipQuestion[];
  /** Approve and Decline, while the claim waits and the item can still be claimed. */
  decidable: boolean;
  busy: boolean;
  onDecide: (decision: 'approve' | 'decline') => void;
};

/** One claim: who, when, its status, and each answer beside the question and expected answer. */
export function ClaimRow({ claim, questions, decidable, busy, onDecide }: Props) {
  const chip = statusChip[claim.status];
  const name = claim.claimant.name;
  return (
    <ListItem divider sx={{ display: 'block', px: 0, py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        <Chip size="small" label={chip.label} color={chip.color} />
        <Typography variant="body2" color="text.secondary">
          Claimed {formatDateTime(claim.createdAt)}
        </Typography>
      </Stack>
      <Box component="dl" sx={{ m: 0 }}>
        {claim.answers.map((answer, i) => (
          <Box key={i} sx={{ mb: 1 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {questions[i]?.question ?? `Question ${i + 1}`}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
              {answer}
            </Typography>
            {questions[i]?.expectedAnswer && (
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                Expected: {questions[i].expectedAnswer}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
      {decidable && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {DECISIONS.map(({ decision, label, variant, color }) => (
            <Button
              key={decision}
              variant={variant}
              size="small"
              color={color}
              onClick={() => onDecide(decision)}
              disabled={busy}
              aria-label={`${label} the claim by ${name}`}
            >
              {label}
            </Button>
          ))}
        </Stack>
      )}
    </ListItem>
  );
}
