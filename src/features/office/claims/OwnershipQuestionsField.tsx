import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { MAX_QUESTIONS, type QuestionDraft } from './questionDrafts';
import type { QuestionsDraft } from './useQuestionsDraft';

type Props = { draft: QuestionsDraft; disabled?: boolean };

/**
 * "Ownership questions" of a Found item, in the post and edit forms: up to three questions only
 * the owner can answer, each with an optional private expected answer
 * (docs/product.md#ownership-questions-and-claim-review).
 */
export function OwnershipQuestionsField({ draft, disabled }: Props) {
  const { drafts, setDrafts, errors } = draft;

  const change = (index: number, patch: Partial<QuestionDraft>) =>
    setDrafts(drafts.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  const remove = (index: number) => setDrafts(drafts.filter((_, i) => i !== index));
  const add = () => setDrafts([...drafts, { question: '', expectedAnswer: '' }]);

  let body;
  if (draft.loading) body = <LinearProgress aria-label="Loading ownership questions" />;
  else if (draft.loadError)
    body = (
      <LoadErrorAlert
        action="load ownership questions"
        error={draft.loadError}
        onRetry={() => draft.retry()}
        retrying={draft.retrying}
      />
    );
  else
    body = (
      <Stack spacing={2}>
        {drafts.map((d, i) => (
          <Stack key={i} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <TextField
              label={`Question ${i + 1}`}
              value={d.question}
              onChange={(e) => change(i, { question: e.target.value })}
              error={!!errors[i]}
              helperText={errors[i] || undefined}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 3 }}
            />
            <TextField
              label={`Expected answer ${i + 1} (private)`}
              value={d.expectedAnswer}
              onChange={(e) => change(i, { expectedAnswer: e.target.value })}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ flex: 2 }}
            />
            <Box sx={{ alignSelf: { sm: 'flex-start' }, pt: { sm: 1 } }}>
              <IconButton
                aria-label={`Remove question ${i + 1}`}
                onClick={() => remove(i)}
                disabled={disabled}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
          </Stack>
        ))}
        {drafts.length < MAX_QUESTIONS && (
          <Box>
            <Button startIcon={<AddIcon />} onClick={add} disabled={disabled}>
              Add a question
            </Button>
          </Box>
        )}
      </Stack>
    );

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography variant="subtitle1" component="legend" sx={{ fontWeight: 600, p: 0 }}>
        Ownership questions (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Ask up to {MAX_QUESTIONS} things only the owner would know. Anyone can read the questions; a
        claimant must answer them and you approve or decline each claim. The expected answers are
        seen only by you, the item&apos;s keeper and admins.
      </Typography>
      {body}
    </Box>
  );
}
