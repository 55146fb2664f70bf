import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { signUpOperations } from '@ganado/shared/auth';
import { call } from '../../../app/api';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { OtpField } from '../components/OtpField';
import { useOtpEntry } from '../use-otp-entry';
import { StepButtons } from './AccountStep';

/** Step 4 (docs/product.md §2, §5, §8): the 6-digit code with resend; Verify only at exactly 6 digits. */
export function OtpStep({ credential, onResend, onBack, onVerified }: {
  credential: string;
  onResend: () => Promise<void>;
  onBack: () => void;
  onVerified: () => void;
}) {
  const { t } = useTranslation('auth');
  const [notice, setNotice] = useState<Notice | null>(null);
  const code = useOtpEntry({
    verify: async (otp) => {
      await call(signUpOperations.verifySignUpCode, { body: { credential, otp, licenseKey: '' } });
      onVerified();
    },
    resend: onResend,
    setNotice,
  });

  return (
    <Box component="form" noValidate onSubmit={code.submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography>{t('signUp.otpSentTo', { contact: credential })}</Typography>
      <FormAlert notice={notice} />
      <OtpField value={code.otp} onChange={code.setOtp} label={t('signUp.otp')} />
      <Button onClick={() => void code.resend()} loading={code.busy === 'resend'} sx={{ alignSelf: 'flex-start' }}>
        {t('signUp.resend')}
      </Button>
      <StepButtons onBack={onBack} submitting={code.busy === 'verify'} nextLabel={t('signUp.verify')} nextDisabled={!code.complete} />
    </Box>
  );
}
