import { useId, useRef, useState } from 'react';
import { LinearProgress, List } from '@mui/material';
import {
  useApproveClaimMutation,
  useDeclineClaimMutation,
  useGetItemQuestionsQuery,
  useListItemClaimsQuery,
  type Claim,
  type Item,
} from '../../../api/enhancedApi';
import { useAppSelector } from '../../../app/hooks';
import { selectCurrentUser } from '../../../app/sessionSlice';
import { showToast } from '../../../app/toasts';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useFocusAfterClose } from '../../../components/useFocusAfterClose';
import { QueryBody } from '../../../components/feedback/QueryBody';
import { SectionPanel } from '../../../components/SectionPanel';
import { ClaimRow } from './ClaimRow';
import { asksQuestions, canReviewClaims, isOpenForClaims } from './claimPermissions';

export const NO_CLAIMS_TEXT =
  'No claims yet. Whoever claims this item answers your questions first.';

type Decision = { claim: Claim; decision: 'approve' | 'decline' };

function ClaimsPanel({ item }: { item: Item }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const claims = useListItemClaimsQuery({ id: item._id });
  // Only for the expected answers beside each answer: the list stands without them.
  const questions = useGetItemQuestionsQuery({ id: item._id });
  const [approve, approving] = useApproveClaimMutation();
  const [decline, declining] = useDeclineClaimMutation();
  // The last question asked stays while the dialog closes, so its words do not change.
  const [asked, setAsked] = useState<Decision | null>(null);
  const [open, setOpen] = useState(false);
  const focusAfterClose = useFocusAfterClose(open);
  const busy = approving.isLoading || declining.isLoading;

  const confirm = async () => {
    if (!asked) return;
    const { claim, decision } = asked;
    const args = { id: item._id, claimId: claim._id };
    try {
      if (decision === 'approve') {
        await approve(args).unwrap();
        showToast(`Claim approved: the item is now claimed by ${claim.claimant.name}.`, 'success');
      } else {
        await decline(args).unwrap();
        showToast(`Claim by ${claim.claimant.name} declined.`, 'success');
      }
    } catch {
      // "Failed to approve claim: …" comes from the error listener
    }
    // The row's buttons are gone: focus goes back to the section, not to <body>.
    focusAfterClose(heading);
    setOpen(false);
  };

  const list = claims.data?.claims ?? [];
  const name = asked?.claim.claimant.name ?? '';
  return (
    <SectionPanel
      title="Claims"
      headingId={headingId}
      headingRef={heading}
      intro="People who say this item is theirs, with their answers to the ownership questions. Approve the one you trust: the item becomes claimed by them and the other claims are declined."
    >
      <QueryBody
        query={claims}
        action="load claims"
        loading={<LinearProgress aria-label="Loading claims" />}
        isEmpty={!list.length}
        emptyText={NO_CLAIMS_TEXT}
      >
        <List aria-labelledby={headingId} disablePadding>
          {list.map((claim) => (
            <ClaimRow
              key={claim._id}
              claim={claim}
              questions={questions.data?.questions ?? []}
              decidable={claim.status === 'pending' && isOpenForClaims(item)}
              busy={busy}
              onDecide={(decision) => {
                setAsked({ claim, decision });
                setOpen(true);
              }}
            />
          ))}
        </List>
      </QueryBody>
      <ConfirmDialog
        open={open}
        title={asked?.decision === 'approve' ? 'Approve this claim?' : 'Decline this claim?'}
        message={
          asked?.decision === 'approve'
            ? `"${item.title}" becomes claimed by ${name}; any other waiting claims are declined. Everyone who claimed is told.`
            : `${name} is told that their claim was declined. The item stays open for other claims.`
        }
        confirmLabel={asked?.decision === 'approve' ? 'Approve' : 'Decline'}
        busy={busy}
        busyLabel={asked?.decision === 'approve' ? 'Approving...' : 'Declining...'}
        color={asked?.decision === 'approve' ? 'warning' : 'error'}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </SectionPanel>
  );
}

/**
 * "Claims" on an item with ownership questions, for its poster, its keeper and admins
 * (docs/product.md#ownership-questions-and-claim-review): each claim with its answers and the
 * expected answers, and Approve / Decline after a confirmation. Nothing for anyone else.
 */
export function ClaimsSection({ item }: { item: Item }) {
  const viewer = useAppSelector(selectCurrentUser);
  return canReviewClaims(item, viewer) && asksQuestions(item) ? <ClaimsPanel item={item} /> : null;
}
