import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordForm } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import { ApiError, api, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PasswordField } from './components/fields';
import { FormAlert, type Notice } from './components/FormAlert';
import { applyServerFieldErrors } from './form-errors';

type Form = z.input<typeof changePasswordForm>;
const EMPTY: Form = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** /change-password: the signed-in password change (spec §3 change-password payload, §8 success text). */
export function ChangePasswordPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, formState, reset } = useForm<Form, unknown, z.output<typeof changePasswordForm>>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setNotice(null);
    try {
      await api.put('/user/change-password', { oldPassword, newPassword });
      reset(EMPTY);
      setNotice({ severity: 'success', text: t('messages:success.passwordChanged') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerFieldErrors(error, ['oldPassword', 'newPassword'], setError)) return;
      setNotice({ severity: 'error', text: errorText(error) });
    }
  });

  return (
    <Box data-testid="change-password-page" sx={{ pt: { xs: 2, sm: 3 }, maxWidth: 560 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Paper variant="outlined" sx={{ mt: 3, p: { xs: 2, sm: 3 } }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <FormAlert notice={notice} />
          <PasswordField control={control} name="oldPassword" label={t('forcedReset.oldPassword')} autoComplete="current-password" />
          <PasswordField control={control} name="newPassword" label={t('forcedReset.newPassword')} autoComplete="new-password" />
          <PasswordField control={control} name="confirmPassword" label={t('forcedReset.confirmPassword')} autoComplete="new-password" />
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting} sx={{ alignSelf: 'flex-start' }}>
            {t('forcedReset.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
