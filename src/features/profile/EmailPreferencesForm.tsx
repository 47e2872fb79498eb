import { useId, useState } from 'react';
import {
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Switch,
  Typography,
} from '@mui/material';
import {
  useUpdateEmailPreferencesMutation,
  type EmailDelivery,
  type EmailKind,
  type EmailPreferences,
} from '../../api/enhancedApi';
import { showToast } from '../../app/toasts';
import { FormSection } from '../../components/form/FormSection';
import { EMAIL_DELIVERIES, EMAIL_KINDS, EMAIL_TEXTS, MATCH_DIGEST_TEXTS } from './emailKinds';

type ChoiceProps = {
  label: string;
  value: EmailDelivery;
  onChange: (value: EmailDelivery) => void;
};

/** One kind's choice: a labelled radio group (arrow keys move between the options). */
function DeliveryChoice({ label, value, onChange }: ChoiceProps) {
  const labelId = useId();
  return (
    <FormControl
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '16rem 1fr' },
        alignItems: 'center',
        columnGap: 2,
      }}
    >
      <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 500 }}>
        {label}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => onChange(event.target.value as EmailDelivery)}
      >
        {EMAIL_DELIVERIES.map((delivery) => (
          <FormControlLabel
            key={delivery.value}
            value={delivery.value}
            control={<Radio />}
            label={delivery.label}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

type DigestProps = { checked: boolean; onChange: (checked: boolean) => void };

/** The daily digest of possible matches, on or off (docs/product.md#matching). */
function MatchDigestSwitch({ checked, onChange }: DigestProps) {
  const helpId = useId();
  return (
    <FormControl>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': helpId } }}
          />
        }
        label={MATCH_DIGEST_TEXTS.label}
        sx={{ alignSelf: 'flex-start' }}
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {MATCH_DIGEST_TEXTS.help}
      </FormHelperText>
    </FormControl>
  );
}

/** The "E-mail notifications" form, starting from the saved preferences. */
export function EmailPreferencesForm({ saved }: { saved: EmailPreferences }) {
  const [choices, setChoices] = useState<EmailPreferences>(saved);
  const [update, { isLoading }] = useUpdateEmailPreferencesMutation();
  const choose = (kind: EmailKind) => (value: EmailDelivery) =>
    setChoices((current) => ({ ...current, [kind]: value }));

  const submit = async () => {
    if (isLoading) return;
    try {
      await update({ emailPreferencesUpdate: choices }).unwrap();
      showToast(EMAIL_TEXTS.saved, 'success');
    } catch {
      // "Failed to save e-mail preferences: …" comes from the error listener.
    }
  };

  return (
    <FormSection title={EMAIL_TEXTS.title} onSubmit={submit}>
      <Typography color="text.secondary">
        How each kind of notification reaches you by e-mail. You always see them here in the portal
        too.
      </Typography>
      {EMAIL_KINDS.map(({ kind, label }) => (
        <DeliveryChoice key={kind} label={label} value={choices[kind]} onChange={choose(kind)} />
      ))}
      <MatchDigestSwitch
        checked={choices.matchDigest}
        onChange={(matchDigest) => setChoices((current) => ({ ...current, matchDigest }))}
      />
      {/* Not disabled while saving: a focused button that disables itself drops focus. */}
      <Button
        type="submit"
        variant="contained"
        aria-disabled={isLoading || undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        {isLoading ? 'Saving...' : 'Save preferences'}
      </Button>
    </FormSection>
  );
}
