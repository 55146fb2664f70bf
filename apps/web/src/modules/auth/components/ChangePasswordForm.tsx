import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordForm } from '@ganado/shared/auth';
import { userOperations } from '@ganado/shared/users';
import { ApiError, call, errorText } from '../../../app/api';
import { applyServerFieldErrors } from '../form-errors';
import { PasswordField } from '../../../components/form/fields';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';

type Form = z.input<typeof changePasswordForm>;
const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The signed-in password change: old, new and confirm (docs/product.md §3 change-password payload, §5
 * 'Passwords does not match.', §8 'Password changed successfully'). On /change-password and the profile.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<Form, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setNotice(null);
    try {
      await call(userOperations.changePassword, { body: { oldPassword, newPassword } });
      reset(EMPTY);
      setNotice({ severity: 'success', text: t('messages:success.passwordChanged') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerFieldErrors(error, ['oldPassword', 'newPassword'], setError)) return;
      setNotice({ severity: 'error', text: errorText(error) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="change-password-form">
      <FormAlert notice={notice} />
      <PasswordField control={control} name="oldPassword" label={t('forcedReset.oldPassword')} autoComplete="current-password" />
      <PasswordField control={control} name="newPassword" label={t('forcedReset.newPassword')} autoComplete="new-password" />
      <PasswordField control={control} name="confirmPassword" label={t('forcedReset.confirmPassword')} autoComplete="new-password" />
      <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {t('forcedReset.submit')}
      </Button>
    </Box>
  );
}
