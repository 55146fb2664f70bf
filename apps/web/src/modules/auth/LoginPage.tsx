import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { loginRequest, sessionOperations } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import { ApiError, call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useSession } from '../../app/use-session';
import { FormTextField, PasswordField } from '../../components/form/fields';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { applyServerFieldErrors } from './form-errors';

type LoginForm = z.input<typeof loginRequest>;

/** The sign-in screen (docs/product.md §2 /login, §4 login, §5 texts, §8 login failure). */
export function LoginPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const { signIn } = useSession();
  // Another screen may send the user here with a notice (e.g. /password/set's success).
  const noticeKey = (useLocation().state as { noticeKey?: string } | null)?.noticeKey;
  const [notice, setNotice] = useState<Notice | null>(noticeKey ? { severity: 'success', text: t(`messages:${noticeKey}`) } : null);
  const { control, handleSubmit, setError, formState } = useForm<LoginForm, unknown, z.output<typeof loginRequest>>({
    resolver: zodResolver(loginRequest),
    defaultValues: { username: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    try {
      const answer = await call(sessionOperations.logIn, { body: values });
      const session = signIn(answer);
      void navigate(session.requiredToResetPW ? '/reset-password' : '/myfarm/farmlist', { replace: true });
    } catch (error) {
      const unableToLogin = error instanceof ApiError && (error.status === 401 || error.key === 'errors.unableToLogin');
      if (!unableToLogin && applyServerFieldErrors(error, ['username', 'password'], setError)) return;
      setNotice({
        severity: 'error',
        title: t('messages:errors.unableToLogin'),
        text: unableToLogin ? t('messages:errors.checkCredentials') : errorText(error),
      });
    }
  });

  return (
    <Box data-testid="login-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('login.intro')}
        </Typography>
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormAlert notice={notice} />
        <FormTextField
          control={control}
          name="username"
          label={t('login.username')}
          autoComplete="username"
          slotProps={{ htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false } }}
        />
        <PasswordField control={control} name="password" label={t('login.password')} autoComplete="current-password" />
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end', py: 1 }}>
          {t('login.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" fullWidth loading={formState.isSubmitting}>
          {t('login.submit')}
        </Button>
      </Box>
      <Typography sx={{ textAlign: 'center' }}>
        {t('login.notMember')}{' '}
        <Link component={RouterLink} to="/register" sx={{ display: 'inline-block', py: 1 }}>
          {t('login.requestAccess')}
        </Link>
      </Typography>
    </Box>
  );
}
