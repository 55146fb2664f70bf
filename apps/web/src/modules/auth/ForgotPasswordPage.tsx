import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { createPasswordForm, dialCode, forgotPasswordContact, isEmail, passwordOperations as ops } from '@ganado/shared/auth';
import { DEFAULT_COUNTRY_CODE, SIGN_UP_DEFAULTS } from '@ganado/shared/constants';
import { PageTitle } from '../../components/PageTitle';
import { call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { FormTextField } from '../../components/form/fields';
import { FlowStepper } from './components/FlowStepper';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { OtpField } from './components/OtpField';
import { PasswordPairFields } from './components/PasswordPairForm';
import { SelectField } from '../../components/form/SelectField';
import { dialCodes, useCountries } from './countries';
import { useOtpEntry } from './use-otp-entry';

type ContactForm = z.input<typeof forgotPasswordContact> & { countryCode: string };

type PasswordForm = z.input<typeof createPasswordForm>;

/** Step 1's request: an email, or a phone number with its country code. */
function contactRequest(contact: string, countryCode: string) {
  const value = contact.trim();
  return isEmail(value)
    ? { type: 'email' as const, body: { email: value.toLowerCase(), app_type: SIGN_UP_DEFAULTS.appType } }
    : { type: 'mobile' as const, body: { mobile: value.replace(/[\s+-]/g, ''), countryCode, app_type: SIGN_UP_DEFAULTS.appType } };
}

/** /forgot-password (docs/product.md §2, §4, §5, §8): contact → OTP → new password → done. */
export function ForgotPasswordPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const countries = useCountries();
  const [step, setStep] = useState(0);
  const [token, setToken] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [linkBusy, setLinkBusy] = useState(false);

  const contactForm = useForm<ContactForm>({
    // The shared step-1 field, plus the dial code used when the contact is a phone number.
    resolver: zodResolver(forgotPasswordContact.extend({ countryCode: dialCode })),
    defaultValues: { contact: '', countryCode: DEFAULT_COUNTRY_CODE },
  });
  const contact = useWatch({ control: contactForm.control, name: 'contact' }) ?? '';
  const looksLikePhone = contact.trim() !== '' && !contact.includes('@') && /\d/.test(contact);
  const passwordForm = useForm<PasswordForm, unknown, z.output<typeof createPasswordForm>>({
    resolver: zodResolver(createPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const sendFailure = (error: unknown): Notice => ({
    severity: 'error',
    title: t('messages:errors.unableToLogin'),
    text: `${errorText(error, 'errors.somethingWentWrong')} ${t('messages:errors.loginFromMobileApp')}`,
  });

  const requestCode = async () => {
    const { contact: value, countryCode } = contactForm.getValues();
    const request = contactRequest(value, countryCode);
    const answer =
      request.type === 'email'
        ? await call(ops.startForgotPasswordByEmail, { body: request.body })
        : await call(ops.startForgotPasswordByMobile, { body: request.body });
    setToken(answer.token);
  };

  const code = useOtpEntry({
    verify: async (otp) => {
      const answer = await call(ops.verifyForgotPasswordCode, { body: { token, otp } });
      setToken(answer.token);
      setStep(2);
    },
    resend: requestCode,
    setNotice,
    fallbackKey: 'errors.somethingWentWrong',
    resendFailure: sendFailure,
  });

  const submitContact = contactForm.handleSubmit(async () => {
    setNotice(null);
    try {
      await requestCode();
      code.setOtp('');
      setStep(1);
    } catch (error) {
      setNotice(sendFailure(error));
    }
  });

  const emailLink = async () => {
    const value = contactForm.getValues('contact').trim();
    if (!isEmail(value)) {
      contactForm.setError('contact', { message: 'forgotPassword.contactInvalid' });
      return;
    }
    setLinkBusy(true);
    try {
      await call(ops.sendResetLinkByEmail, { body: { email: value.toLowerCase() } });
      void navigate('/forgot-password/confirm');
    } catch (error) {
      setNotice(sendFailure(error));
    } finally {
      setLinkBusy(false);
    }
  };

  const savePassword = passwordForm.handleSubmit(async ({ password }) => {
    setNotice(null);
    try {
      await call(ops.createForgottenPassword, { body: { password } }, { headers: { 'oauth-token': token } });
      setStep(3);
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, 'errors.somethingWentWrongTryLater') });
    }
  });

  const steps = ['contact', 'code', 'password', 'done'] as const;
  return (
    <Box data-testid="forgot-password-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <FlowStepper step={step} labels={steps.map((id) => t(`forgotPassword.steps.${id}`))} />
      <FormAlert notice={notice} />
      {step === 0 && (
        <Box component="form" noValidate onSubmit={submitContact} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography color="text.secondary">{t('forgotPassword.intro')}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: looksLikePhone ? '7.5rem 1fr' : '1fr', gap: 1.5 }}>
            {looksLikePhone && (
              <SelectField
                control={contactForm.control}
                name="countryCode"
                label={t('forgotPassword.countryCode')}
                options={dialCodes(countries.data ?? []).map(({ code, label }) => ({ value: code, label }))}
              />
            )}
            <FormTextField
              control={contactForm.control}
              name="contact"
              label={t('forgotPassword.contact')}
              autoComplete="username"
              slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }}
            />
          </Box>
          <Button type="submit" variant="contained" size="large" loading={contactForm.formState.isSubmitting}>
            {t('forgotPassword.submit')}
          </Button>
          <Button onClick={() => void emailLink()} loading={linkBusy}>
            {t('forgotPassword.emailLink')}
          </Button>
          <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center', py: 1 }}>
            {t('common.backToLogin')}
          </Link>
        </Box>
      )}
      {step === 1 && (
        <Box component="form" noValidate onSubmit={code.submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography>{t('forgotPassword.otpIntro', { contact: contact.trim() })}</Typography>
          <OtpField value={code.otp} onChange={code.setOtp} label={t('forgotPassword.otp')} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
            <Button onClick={() => void navigate('/login')}>{t('forgotPassword.cancel')}</Button>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button onClick={() => void code.resend()} loading={code.busy === 'resend'}>
                {t('forgotPassword.resend')}
              </Button>
              <Button type="submit" variant="contained" disabled={!code.complete} loading={code.busy === 'verify'}>
                {t('forgotPassword.verify')}
              </Button>
            </Box>
          </Box>
        </Box>
      )}
      {step === 2 && (
        <Box component="form" noValidate onSubmit={savePassword} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <PasswordPairFields
            control={passwordForm.control}
            names={['password', 'confirmPassword']}
            labels={[t('forgotPassword.newPassword'), t('forgotPassword.confirmPassword')]}
            submitLabel={t('forgotPassword.save')}
            submitting={passwordForm.formState.isSubmitting}
            showRules
          />
        </Box>
      )}
      {step === 3 && (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="forgot-password-done">
          <Typography>{t('forgotPassword.done')}</Typography>
          <Link component={RouterLink} to="/login" variant="button" sx={{ alignSelf: 'flex-start', py: 1 }}>
            {t('forgotPassword.loginNow')}
          </Link>
        </Box>
      )}
    </Box>
  );
}
