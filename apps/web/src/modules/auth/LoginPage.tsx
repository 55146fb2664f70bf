import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { LoginRequest } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import type { RouteEntry } from '../../app/route-map';
import { useSession } from '../../app/use-session';
import { OutlinedField } from '../../components/form/OutlinedField';
import type { Notice } from '../../components/form/FormAlert';
import { usePasswordVisibility } from '../../components/form/password-visibility';
import type { LoginErrors, LoginField } from './sign-in';

/**
 * The form's checks and request (sign-in.ts): asked for as soon as the form is first focused, so
 * they arrive while the person types, and awaited by the first check. The page itself is the most
 * visited first load, so unlike the other forms it keeps its two fields in React state rather than
 * react-hook-form (docs/decisions.md, "Initial load").
 */
const loadSignIn = () => import('./sign-in');
/** Shown only after an attempt (or when another screen sends a notice): not part of the page's first load. */
const FormAlert = lazy(() => import('../../components/form/FormAlert').then((module) => ({ default: module.FormAlert })));

/** The sign-in screen (docs/product.md §2 /login, §4 login, §5 texts, §8 login failure). */
export function LoginPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const { signIn } = useSession();
  // Another screen may send the user here with a notice (e.g. /password/set's success).
  const noticeKey = (useLocation().state as { noticeKey?: string } | null)?.noticeKey;
  const [notice, setNotice] = useState<Notice | null>(noticeKey ? { severity: 'success', text: t(`messages:${noticeKey}`) } : null);
  const [values, setValues] = useState<LoginRequest>({ username: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  // As the other forms do, the fields are checked again as they change once a submit has failed.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const password = usePasswordVisibility(t('login.password'));

  const change = (field: LoginField) => async (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!checked) return;
    const result = (await loadSignIn()).checkLogin(next);
    setErrors('errors' in result ? result.errors : {});
  };

  const showErrors = (found: LoginErrors) => {
    setErrors(found);
    // As the other forms do, the first field in error takes the focus.
    if (found.username) usernameInput.current?.focus();
    else if (found.password) passwordInput.current?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    setChecked(true);
    setSubmitting(true);
    try {
      const { checkLogin, submitLogin } = await loadSignIn();
      const checkedValues = checkLogin(values);
      if ('errors' in checkedValues) return showErrors(checkedValues.errors);
      setErrors({});
      const outcome = await submitLogin(checkedValues.values);
      if ('errors' in outcome) return showErrors(outcome.errors);
      if ('notice' in outcome) return setNotice(outcome.notice);
      const session = signIn(outcome.answer);
      void navigate(session.requiredToResetPW ? '/reset-password' : '/myfarm/farmlist', { replace: true });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Box data-testid="login-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('login.intro')}
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(event: FormEvent) => void submit(event)}
        onFocus={() => void loadSignIn()}
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        {notice && (
          <Suspense fallback={null}>
            <FormAlert notice={notice} />
          </Suspense>
        )}
        <OutlinedField
          name="username"
          label={t('login.username')}
          autoComplete="username"
          value={values.username}
          onChange={(value) => void change('username')(value)}
          error={errors.username}
          inputRef={usernameInput}
          htmlInput={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false }}
        />
        <OutlinedField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          type={password.type}
          value={values.password}
          onChange={(value) => void change('password')(value)}
          error={errors.password}
          inputRef={passwordInput}
          endAdornment={password.adornment}
        />
        <Link component={RouterLink} to="/forgot-password" sx={{ alignSelf: 'flex-end', py: 1 }}>
          {t('login.forgotPassword')}
        </Link>
        <Button type="submit" variant="contained" size="large" fullWidth loading={submitting}>
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
