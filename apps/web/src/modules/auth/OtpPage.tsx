import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isEmail, passwordOperations, signUpOperations, type MaskedContacts } from '@ganado/shared/auth';
import { PageTitle } from '../../components/PageTitle';
import { call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { OtpField } from './components/OtpField';
import { useOtpEntry } from './use-otp-entry';

/**
 * /otp (docs/product.md §2): the user picks the masked email or the masked phone of the account
 * (GET /forget-password/get-user-details/{email}), receives a code there and enters it.
 * `?email=` fills the account's email.
 */
export function OtpPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const [search] = useSearchParams();
  const [email, setEmail] = useState(search.get('email') ?? '');
  const [contacts, setContacts] = useState<MaskedContacts | null>(null);
  const [channel, setChannel] = useState<'email' | 'mobile'>('email');
  const [sent, setSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, 'errors.somethingWentWrong') });
    } finally {
      setBusy(false);
    }
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setNotice({ severity: 'error', text: t('messages:validation.emailFormat') });
      return;
    }
    void run(async () => {
      const found = await call(passwordOperations.getMaskedContacts, { params: { email: email.trim().toLowerCase() } });
      setContacts(found);
      setChannel(found.email ? 'email' : 'mobile');
    });
  };

  const send = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await call(signUpOperations.sendSignUpCode, { params: { type: channel }, body: { email: email.trim().toLowerCase() } });
      setSent(true);
      setNotice({ severity: 'success', text: t(channel === 'email' ? 'messages:success.otpSentOnEmail' : 'messages:success.otpSent') });
    });
  };

  const code = useOtpEntry({
    verify: async (otp) => {
      await call(signUpOperations.verifySignUpCode, { body: { credential: email.trim().toLowerCase(), otp, licenseKey: '' } });
      setVerified(true);
    },
    setNotice,
    fallbackKey: 'errors.somethingWentWrong',
  });

  return (
    <Box data-testid="otp-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <FormAlert notice={verified ? { severity: 'success', text: t('otpChoice.verified') } : notice} />
      {verified ? (
        <Button component={RouterLink} to="/login" variant="contained" size="large">
          {t('common.login')}
        </Button>
      ) : !contacts ? (
        <Box component="form" noValidate onSubmit={find} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField label={t('otpChoice.account')} type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="email" fullWidth />
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('otpChoice.find')}
          </Button>
        </Box>
      ) : !sent ? (
        <Box component="form" noValidate onSubmit={send} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="otp-channel">{t('otpChoice.intro')}</Typography>
          <RadioGroup aria-labelledby="otp-channel" value={channel} onChange={(event) => setChannel(event.target.value as 'email' | 'mobile')}>
            {contacts.email && <FormControlLabel value="email" control={<Radio />} label={t('otpChoice.email', { contact: contacts.email })} />}
            {contacts.mobile && <FormControlLabel value="mobile" control={<Radio />} label={t('otpChoice.mobile', { contact: contacts.mobile })} />}
          </RadioGroup>
          <Button type="submit" variant="contained" size="large" loading={busy}>
            {t('otpChoice.send')}
          </Button>
        </Box>
      ) : (
        <Box component="form" noValidate onSubmit={code.submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <OtpField value={code.otp} onChange={code.setOtp} label={t('otpChoice.otp')} />
          <Button type="submit" variant="contained" size="large" disabled={!code.complete} loading={code.busy === 'verify'}>
            {t('otpChoice.verify')}
          </Button>
        </Box>
      )}
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center', py: 1 }}>
        {t('common.backToLogin')}
      </Link>
    </Box>
  );
}
