import { useRef, useState } from 'react';
import { Alert, Button, Divider, Stack, Typography } from '@mui/material';
import ChatIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import HandIcon from '@mui/icons-material/PanToolOutlined';
import ShareIcon from '@mui/icons-material/ShareOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import BadgeIcon from '@mui/icons-material/BadgeOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAssignKeeperMutation, useClaimItemMutation, type Item } from '../../../api/enhancedApi';
import { showToast } from '../../../app/toasts';
import { useFocusAfterClose } from '../../../components/useFocusAfterClose';
import { ClaimAnswersDialog } from '../../office/claims/ClaimAnswersDialog';
import { ItemQuestions } from '../../office/claims/ItemQuestions';
import { MyClaimNotice } from '../../office/claims/MyClaimNotice';
import { asksQuestions } from '../../office/claims/claimPermissions';
import { CounterHandOver } from '../handover/CounterHandOver';
import { showsCounterHandOver } from '../handover/counterPermissions';
import { GenerateOtpControl, VerifyOtpControl } from '../handover/OtpControls';
import { ReceiptButtons } from '../handover/ReceiptButtons';
import {
  canAssignSelf,
  canEdit,
  canGenerateOtp,
  canVerifyOtp,
  showsClaim,
  showsMessageOwner,
  type Viewer,
} from '../shared/itemPermissions';
import { useMessagePoster } from '../shared/useMessagePoster';
import { returnedText } from '../shared/returnedText';
import { ClaimConfirmDialog } from './ClaimConfirmDialog';
import { ClaimUndoActions } from './ClaimUndoActions';
import { CloseReportButton } from './CloseReportDialog';
import { CloseReportPrompt } from './CloseReportPrompt';
import { ClosedState } from './ClosedState';
import { FoundThisButton, FoundThisNote } from './FoundThisButton';

type Props = { item: Item; viewer: Viewer; onEdit: () => void };

/** The item page's actions, each shown per docs/product.md#roles. */
export function ItemActions({ item, viewer, onEdit }: Props) {
  const navigate = useNavigate();
  const location = useLocation();
  const [claim, claimState] = useClaimItemMutation();
  const [messagePoster, conversationState] = useMessagePoster();
  const [assignKeeper, assignState] = useAssignKeeperMutation();
  const [answering, setAnswering] = useState(false);
  const [confirming, setConfirming] = useState(false);

  // Claim disables its button (focus would fall to <body>): focus goes on to Message Owner.
  const claimButton = useRef<HTMLButtonElement>(null);
  const messageButton = useRef<HTMLButtonElement>(null);
  const focusAfterClose = useFocusAfterClose(confirming || answering);

  const toLogin = () => navigate('/login', { state: { from: location.pathname } });

  const sendClaim = async () => {
    try {
      await claim({ id: item._id, claimAnswers: { answers: [] } }).unwrap();
      focusAfterClose(messageButton);
      setConfirming(false);
      showToast('Item claimed successfully', 'success');
    } catch {
      // "Failed to claim item: …" comes from the error listener
      setConfirming(false);
      setTimeout(() => claimButton.current?.focus()); // once it is enabled again
    }
  };

  const onClaim = () => {
    if (!viewer) return toLogin();
    // With ownership questions a claim is answers for the finder to review (docs/product.md#office).
    if (asksQuestions(item)) return setAnswering(true);
    // Any other claim makes the item Claimed at once: the claimant confirms first, knowing what follows.
    setConfirming(true);
  };

  const onMessage = () => (viewer ? messagePoster(item, viewer.id) : toLogin());

  const onAssign = async () => {
    if (!viewer) return;
    try {
      await assignKeeper({
        id: item._id,
        body: { keeperId: viewer.id, keeperName: viewer.name },
      }).unwrap();
      showToast('You are now the keeper of this item', 'success');
    } catch {
      // "Failed to assign keeper: …"
    }
  };

  const onShare = async () => {
    const link = `${window.location.origin}/items/${item._id}`;
    try {
      if (!navigator.clipboard) throw new Error('Clipboard is not available');
      await navigator.clipboard.writeText(link);
      showToast('Link copied to clipboard!', 'success');
    } catch (error) {
      showToast(`Failed to copy link: ${(error as Error).message || 'Unknown error'}`, 'error');
    }
  };

  const claimed = item.status === 'Claimed';
  const returned = returnedText(item);
  const waiting = item.myClaim?.status === 'pending';
  const claimLabel = claimed
    ? 'Already Claimed'
    : waiting
      ? 'Claim Pending Review'
      : claimState.isLoading
        ? 'Claiming...'
        : 'Claim Item';

  return (
    <Stack spacing={2}>
      <ItemQuestions item={item} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canEdit(item, viewer) && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={onEdit}>
            Edit Item
          </Button>
        )}
        {/* A Returned item cannot be claimed: it says so below instead of "Already Claimed". */}
        {showsClaim(item, viewer) && (
          <Button
            ref={claimButton}
            variant="contained"
            startIcon={<HandIcon />}
            onClick={onClaim}
            disabled={claimed || waiting || claimState.isLoading}
          >
            {claimLabel}
          </Button>
        )}
        {showsMessageOwner(item, viewer) && (
          <Button
            ref={messageButton}
            variant="outlined"
            startIcon={<ChatIcon />}
            onClick={onMessage}
            disabled={conversationState.isLoading}
          >
            Message Owner
          </Button>
        )}
        <FoundThisButton item={item} viewer={viewer} />
        <CloseReportButton item={item} viewer={viewer} />
        {canAssignSelf(item, viewer) && (
          <Button
            variant="outlined"
            startIcon={<BadgeIcon />}
            onClick={onAssign}
            disabled={assignState.isLoading}
          >
            Assign Myself as Keeper
          </Button>
        )}
        <Button variant="text" startIcon={<ShareIcon />} onClick={onShare}>
          Share Item
        </Button>
      </Stack>
      {returned && <Alert severity="success">{returned}</Alert>}
      <ReceiptButtons item={item} viewer={viewer} />
      <ClosedState item={item} />
      <CloseReportPrompt item={item} viewer={viewer} />
      <FoundThisNote item={item} />
      <MyClaimNotice item={item} />
      <ClaimUndoActions item={item} viewer={viewer} />
      {!asksQuestions(item) && (
        <ClaimConfirmDialog
          item={item}
          open={confirming}
          busy={claimState.isLoading}
          onConfirm={() => void sendClaim()}
          onCancel={() => setConfirming(false)}
        />
      )}
      {asksQuestions(item) && (
        <ClaimAnswersDialog
          item={item}
          open={answering}
          onClose={() => setAnswering(false)}
          onSent={() => {
            // Claim now waits for review and is disabled: focus goes on to Message Owner.
            focusAfterClose(messageButton);
            setAnswering(false);
          }}
        />
      )}
      {/* Whoever acts for the office gets the guided panel (docs/product.md#counter-hand-over). */}
      {showsCounterHandOver(item, viewer) && <CounterHandOver item={item} />}
      {!showsCounterHandOver(item, viewer) &&
        (canGenerateOtp(item, viewer) || canVerifyOtp(item, viewer)) && (
          <>
            <Divider />
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              Hand-over
            </Typography>
            {canGenerateOtp(item, viewer) && <GenerateOtpControl itemId={item._id} />}
            {canVerifyOtp(item, viewer) && (
              <>
                <Typography variant="body2" color="text.secondary">
                  Enter the code the poster or keeper gives you when you receive the item.
                </Typography>
                <VerifyOtpControl itemId={item._id} />
              </>
            )}
          </>
        )}
    </Stack>
  );
}
