import { useId, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  useIntakeItemMutation,
  useListCategoriesQuery,
  useListOfficeDesksQuery,
  type Item,
} from '../../../api/enhancedApi';
import { failedTo } from '../../../app/errorTexts';
import { showToast } from '../../../app/toasts';
import { LoadErrorAlert } from '../../../components/feedback/LoadErrorAlert';
import { LoadingBlock } from '../../../components/feedback/LoadingBlock';
import { StoragePlaceField } from '../custody/StoragePlaceField';
import { LocationField } from '../../../components/places/LocationField';
import { OwnershipQuestionsField } from '../claims/OwnershipQuestionsField';
import { toQuestionList } from '../claims/questionDrafts';
import { useQuestionsDraft } from '../claims/useQuestionsDraft';
import { IntakeDone } from './IntakeDone';
import {
  canTellFinder,
  desksMineFirst,
  emptyDraft,
  intakeForm,
  REQUIRED,
  type IntakeDraft,
} from './intakeDraft';

/**
 * `/office/intake` (keepers and admins; docs/product.md#walk-in-intake): log a Found item handed
 * in at the counter, at one of the keeper's desks, then print its label.
 */
export default function IntakePage() {
  const desksQuery = useListOfficeDesksQuery();
  const categories = useListCategoriesQuery();
  const desks = desksMineFirst(desksQuery.data?.desks ?? []);
  const firstDesk = desks[0]?._id ?? '';
  const [draft, setDraft] = useState<IntakeDraft | null>(null);
  const [image, setImage] = useState<File | null>(null);
  const [tellFinder, setTellFinder] = useState(false);
  const tellHelpId = useId();
  const [missing, setMissing] = useState<Set<keyof IntakeDraft>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [logged, setLogged] = useState<Item | null>(null);
  const [intake, { isLoading }] = useIntakeItemMutation();
  // Asked of claimants, sent with the item (docs/product.md#walk-in-intake); nothing to load.
  const questions = useQuestionsDraft(undefined, false);
  const values = draft ?? emptyDraft(firstDesk);
  const places = desks.find((d) => d._id === values.deskId)?.storagePlaces ?? [];

  const set = (field: keyof IntakeDraft) => (value: string) => {
    setDraft({ ...values, [field]: value });
    setMissing((old) => {
      const next = new Set(old);
      next.delete(field);
      return next;
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = REQUIRED.filter((field) => !values[field].trim());
    setMissing(new Set(blank));
    const questionsOk = questions.validate();
    if (blank.length > 0 || !questionsOk) return;
    setError(null);
    try {
      const { item } = await intake({
        intakeForm: intakeForm(values, image, tellFinder, toQuestionList(questions.drafts)),
      }).unwrap();
      showToast('Walk-in item logged.', 'success');
      setLogged(item);
    } catch (err) {
      setError(failedTo('log walk-in item', err, { details: true }));
    }
  };
  const another = () => {
    setLogged(null);
    setDraft(emptyDraft(values.deskId));
    setImage(null);
    setTellFinder(false);
    questions.setDrafts([]);
  };
  const mailable = canTellFinder(values);
  const text = (field: keyof IntakeDraft, label: string, extra: object = {}) => (
    <TextField
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      required={REQUIRED.includes(field)}
      error={missing.has(field)}
      helperText={missing.has(field) ? `${label} is required` : undefined}
      disabled={isLoading}
      {...extra}
    />
  );

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Log a walk-in item
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          Someone handed in a found item at the counter: post it for them. You keep it, at your
          desk.
        </Typography>
        {desksQuery.error ? (
          <LoadErrorAlert
            action="load desks"
            error={desksQuery.error}
            onRetry={() => void desksQuery.refetch()}
          />
        ) : null}
        {logged ? (
          <IntakeDone item={logged} onAnother={another} />
        ) : desksQuery.isLoading ? (
          <LoadingBlock label="Loading desks" />
        ) : (
          <Box component="form" noValidate onSubmit={submit} aria-label="Log a walk-in item">
            <Stack spacing={2.5}>
              {error ? <Alert severity="error">{error}</Alert> : null}
              {text('title', 'Title', { slotProps: { htmlInput: { maxLength: 120 } } })}
              {text('description', 'Description', {
                multiline: true,
                minRows: 3,
                slotProps: { htmlInput: { maxLength: 2000 } },
              })}
              {text('category', 'Category', {
                select: true,
                children: (categories.data?.categories ?? []).map((c) => (
                  <MenuItem key={c._id} value={c.name}>
                    {c.name}
                  </MenuItem>
                )),
              })}
              <LocationField
                label="Where it was found"
                value={values.location}
                onChange={set('location')}
                error={missing.has('location')}
                helperText={missing.has('location') ? 'Where it was found is required' : undefined}
                disabled={isLoading}
              />
              {text('deskId', 'Desk', {
                select: true,
                children: desks.map((d) => (
                  <MenuItem key={d._id} value={d._id}>
                    {d.mine ? `${d.name} (your desk)` : d.name}
                  </MenuItem>
                )),
              })}
              <StoragePlaceField
                places={places}
                value={values.storageLocation}
                onChange={set('storageLocation')}
                disabled={isLoading}
              />
              <OwnershipQuestionsField draft={questions} disabled={isLoading} />
              <Typography variant="subtitle1" component="h2">
                Who handed it in (optional)
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Only the office sees the finder’s name and contact; they are never shown on the
                item’s public page.
              </Typography>
              {text('finderName', 'Finder’s name', {
                slotProps: { htmlInput: { maxLength: 120 } },
              })}
              {text('finderContact', 'Finder’s e-mail or phone', {
                slotProps: { htmlInput: { maxLength: 200 } },
              })}
              <Box>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={tellFinder && mailable}
                      onChange={(event) => setTellFinder(event.target.checked)}
                      disabled={isLoading || !mailable}
                      slotProps={{ input: { 'aria-describedby': tellHelpId } }}
                    />
                  }
                  label="Tell the finder when it goes home"
                />
                <FormHelperText id={tellHelpId} sx={{ mt: 0 }}>
                  {mailable
                    ? 'One e-mail to this address when the item is handed over to its owner; it never names the owner.'
                    : 'Needs the finder’s e-mail address.'}
                </FormHelperText>
              </Box>
              <Button component="label" variant="outlined" disabled={isLoading}>
                {image ? `Photo: ${image.name}` : 'Add a photo (optional)'}
                <input
                  type="file"
                  hidden
                  accept="image/*"
                  onChange={(event) => setImage(event.target.files?.[0] ?? null)}
                />
              </Button>
              <Button type="submit" variant="contained" size="large" disabled={isLoading}>
                {isLoading ? 'Logging…' : 'Log item'}
              </Button>
            </Stack>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
