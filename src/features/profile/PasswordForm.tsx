import { useState } from 'react';
import { useChangePasswordMutation } from '../../api/enhancedApi';
import { FormSection } from '../../components/form/FormSection';
import { showToast } from '../../app/toasts';
import { PASSWORD_RULE } from '../../app/errorTexts';
import { PasswordField } from '../../components/form/PasswordField';
import { FormActions } from '../../components/form/FormActions';

const blank = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change the password: current, new and confirmation (failures toast "Failed to update password: …"). */
export function PasswordForm() {
  const [values, setValues] = useState(blank);
  const [error, setError] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const field = (key: keyof typeof blank) => ({
    value: values[key],
    onChange: (value: string) => setValues((v) => ({ ...v, [key]: value })),
    disabled: isLoading,
  });

  const submit = async () => {
    if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
      setError('Please fill in all password fields');
      return;
    }
    if (values.newPassword !== values.confirmPassword) {
      setError('New password and confirm password do not match');
      return;
    }
    setError('');
    try {
      await changePassword({
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      }).unwrap();
      showToast('Password updated successfully', 'success');
      setValues(blank);
    } catch {
      // toasted by the error listener
    }
  };

  return (
    <FormSection title="Update Password" error={error} onSubmit={submit}>
      <PasswordField label="Current Password" {...field('currentPassword')} />
      <PasswordField
        label="New Password"
        isNew
        helperText={PASSWORD_RULE}
        {...field('newPassword')}
      />
      <PasswordField label="Confirm New Password" isNew {...field('confirmPassword')} />
      <FormActions busy={isLoading} label="Update Password" busyLabel="Updating..." />
    </FormSection>
  );
}
