import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { passwordOperations, resetPasswordByLinkRequest } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import { ApiError, call, errorText } from '../../app/api';
import { queryClient } from '../../app/query-client';
import type { RouteEntry } from '../../app/route-map';
import type { Notice } from '../../components/form/FormAlert';
import { PasswordPairFields } from './components/PasswordPairForm';
import { applyServerFieldErrors } from './form-errors';
import { storeConfirmation } from './flow-storage';

type Form = z.input<typeof resetPasswordByLinkRequest>;

/**
 * /forget-password?token= (docs/product.md §2, §4, §8): the token is checked on load and an invalid one goes
 * to login; success stores the message and goes to /confirmation; success false goes to login.
 */
export function ResetByLinkPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [notice, setNotice] = useState<Notice | null>(null);
  const check = useQuery(
    {
      queryKey: ['reset-token', token],
      queryFn: () => call(passwordOperations.checkResetLink, { body: { token } }),
      enabled: token !== '',
      retry: false,
      gcTime: 0,
    },
    // Public pages have no provider above them (app/query-client.ts).
    queryClient,
  );
  const { control, handleSubmit, setError, formState, setValue } = useForm<Form, unknown, z.output<typeof resetPasswordByLinkRequest>>({
    resolver: zodResolver(resetPasswordByLinkRequest),
    defaultValues: { token, password: '', confirm_password: '' },
  });
  useEffect(() => setValue('token', token), [setValue, token]);

  if (!token || check.isError || check.data?.status === false) return <Navigate replace to="/login" />;

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      await call(passwordOperations.resetPasswordByLink, { body: values });
      storeConfirmation('success.passwordChanged');
      void navigate('/confirmation');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && applyServerFieldErrors(error, ['password', 'confirm_password'], setError)) return;
      if (error instanceof ApiError && error.status < 500 && error.status !== 0 && error.status !== 422) {
        void navigate('/login', { replace: true });
        return;
      }
      setNotice({ severity: 'error', text: errorText(error) });
    }
  });

  return (
    <Box data-testid="reset-by-link-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      {check.isPending ? (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{t('resetByLink.checking')}</Typography>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography color="text.secondary">{t('resetByLink.intro')}</Typography>
          <PasswordPairFields
            control={control}
            names={['password', 'confirm_password']}
            labels={[t('resetByLink.password'), t('resetByLink.confirmPassword')]}
            submitLabel={t('resetByLink.submit')}
            submitting={formState.isSubmitting}
            notice={notice}
          />
        </Box>
      )}
    </Box>
  );
}
