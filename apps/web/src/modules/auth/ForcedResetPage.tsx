import { useState } from 'react';
import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { forcedResetForm } from '@ganado/shared/auth';
import { PersistentDialog } from '../../components/dialogs/PersistentDialog';
import { useGlobalWarning } from '../../components/dialogs/GlobalWarning';
import { PageTitle } from '../../components/PageTitle';
import { userOperations } from '@ganado/shared/users';
import { ApiError, call } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useSession } from '../../app/use-session';
import { PasswordField } from '../../components/form/fields';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { applyServerFieldErrors } from './form-errors';
import { storeConfirmation } from './flow-storage';

type Form = z.input<typeof forcedResetForm>;

/**
 * The forced password change (docs/product.md §2 reset-password dialog, §4, §8): shown when the login answer
 * says requiredToResetPW. Success logs out and shows the stored message on /confirmation; a 422
 * puts each message under its field; any other failure is shown and the user goes to login.
 */
export function ForcedResetPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const { session, logOut } = useSession();
  const warning = useGlobalWarning();
  const [notice, setNotice] = useState<Notice | null>(null);
  // Once the change is done the session ends on purpose: go where logOut sends, not to login.
  const [leaving, setLeaving] = useState(false);
  const { control, handleSubmit, setError, formState } = useForm<Form, unknown, z.output<typeof forcedResetForm>>({
    resolver: zodResolver(forcedResetForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  if (!session && !leaving) return <Navigate replace to="/login" />;

  const submit = handleSubmit(async ({ oldPassword, newPassword }) => {
    setNotice(null);
    try {
      await call(userOperations.changePassword, { body: { oldPassword, newPassword } });
      storeConfirmation('success.passwordChanged');
      setLeaving(true);
      await logOut('/confirmation');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        applyServerFieldErrors(error, ['oldPassword', 'newPassword', 'confirmPassword'], setError);
        setNotice({ severity: 'error', title: t('messages:errors.somethingWentWrongTitle'), text: t('messages:errors.tryAfterSometime') });
        return;
      }
      const key = error instanceof ApiError && error.key ? error.key : 'errors.somethingWentWrongTryLater';
      setLeaving(true);
      warning.show({ titleKey: 'messages:errors.unableToUpdate', messageKey: `messages:${key}` });
      await logOut('/login');
    }
  });

  return (
    <Box data-testid="forced-reset-page">
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <PersistentDialog
        open
        title={t('forcedReset.title')}
        actions={
          <>
            <Button onClick={() => void logOut('/login')}>{t('forcedReset.logOut')}</Button>
            <Button type="submit" form="forced-reset-form" variant="contained" loading={formState.isSubmitting}>
              {t('forcedReset.submit')}
            </Button>
          </>
        }
      >
        <Box
          component="form"
          id="forced-reset-form"
          noValidate
          onSubmit={submit}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}
        >
          <FormAlert notice={{ severity: 'info', text: t('forcedReset.intro') }} />
          <FormAlert notice={notice} />
          <PasswordField control={control} name="oldPassword" label={t('forcedReset.oldPassword')} autoComplete="current-password" />
          <PasswordField control={control} name="newPassword" label={t('forcedReset.newPassword')} autoComplete="new-password" />
          <PasswordField control={control} name="confirmPassword" label={t('forcedReset.confirmPassword')} autoComplete="new-password" />
        </Box>
      </PersistentDialog>
    </Box>
  );
}
