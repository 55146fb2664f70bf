import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { signUpOperations, signUpType } from '@ganado/shared/auth';
import type { OperationBody } from '@ganado/shared/http';
import { SIGN_UP_DEFAULTS } from '@ganado/shared/constants';
import { PersistentDialog } from '../../components/dialogs/PersistentDialog';
import { PageTitle } from '../../components/PageTitle';
import { call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { FlowStepper } from './components/FlowStepper';
import type { Notice } from '../../components/form/FormAlert';
import { dialCodeOf, useCountries } from './countries';
import { AccountStep } from './sign-up/AccountStep';
import { LocationStep } from './sign-up/LocationStep';
import { OtpStep } from './sign-up/OtpStep';
import { PictureStep } from './sign-up/PictureStep';
import type { SignUpDraft } from './sign-up/types';

const STEPS = ['account', 'location', 'picture', 'verify'] as const;

/** The registration payload (docs/product.md §3): the draft's filled fields, the picture and the captcha solution (`call` sends it as multipart). */
export function signUpFields(draft: SignUpDraft, dialCode: string | undefined, resendOTP: boolean): Record<string, string | File> {
  const { confirmPassword: _confirmation, ...account } = draft.account ?? ({} as NonNullable<SignUpDraft['account']>);
  void _confirmation;
  const fields: Record<string, string | undefined> = {
    ...account,
    ...draft.location,
    countryCode: draft.type === 'mobile' ? account.countryCode : (dialCode ?? account.countryCode),
    organizationCode: SIGN_UP_DEFAULTS.organizationCode,
    isLivestockUser: String(SIGN_UP_DEFAULTS.isLivestockUser),
    app_type: SIGN_UP_DEFAULTS.appType,
    resendOTP: String(resendOTP),
    captcha: draft.captcha ?? undefined,
  };
  if (draft.type === 'email') delete fields.mobile;
  else delete fields.email;
  const body: Record<string, string | File> = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined && value !== '') body[name] = value;
  if (draft.picture) body.profilePic = draft.picture;
  return body;
}

/** The sign-up operation of each type: the server checks each type's body with its own schema. */
const signUpOperation = { email: signUpOperations.signUpByEmail, mobile: signUpOperations.signUpByMobile };
type SignUpBody = OperationBody<(typeof signUpOperation)[keyof typeof signUpOperation]>;

/** /register/:type: the 4-step sign-up wizard (docs/product.md §2, §4), then the Congratulations dialog. */
export function SignUpPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const navigate = useNavigate();
  const parsedType = signUpType.safeParse(useParams().type);
  const countries = useCountries();
  const [step, setStep] = useState(0);
  const [draft, setDraft] = useState<SignUpDraft>({ type: parsedType.success ? parsedType.data : 'email' });
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [verified, setVerified] = useState(false);
  // A refused sign-up may have spent its captcha solution (each is accepted once): the picture step
  // starts afresh for the next try, which solves a new one; the chosen picture stays in the draft.
  const [attempt, setAttempt] = useState(0);

  if (!parsedType.success) return <Navigate replace to="/register" />;
  const type = parsedType.data;

  const dialCode = () => dialCodeOf(countries.data?.find((entry) => entry.Code === draft.location?.countryId));
  const send = (next: SignUpDraft, resendOTP: boolean) =>
    call(signUpOperation[type], { body: signUpFields(next, dialCode(), resendOTP) as SignUpBody });

  const signUp = async (picture: File | null, captcha: string | null) => {
    const next = { ...draft, picture, captcha };
    setDraft(next);
    setSubmitting(true);
    setNotice(null);
    try {
      await send(next, submitted);
      setSubmitted(true);
      setStep(3);
    } catch (error) {
      setNotice({ severity: 'error', text: errorText(error, 'errors.somethingWentWrongTryLater') });
      setAttempt((count) => count + 1);
    } finally {
      setSubmitting(false);
    }
  };

  const credential = type === 'email' ? (draft.account?.email ?? '') : (draft.account?.mobile ?? '');

  return (
    <Box data-testid="sign-up-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
      <Box>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Typography color="text.secondary" sx={{ mt: 0.5 }} data-testid="step-of">
          {t('signUp.stepOf', { step: step + 1, total: STEPS.length })}
        </Typography>
      </Box>
      <FlowStepper step={step} labels={STEPS.map((id) => t(`signUp.steps.${id}`))} />
      {step === 0 && (
        <AccountStep
          type={type}
          initial={draft.account}
          onBack={() => void navigate('/register')}
          onDone={(account) => {
            setDraft((current) => ({ ...current, account }));
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <LocationStep
          initial={draft.location}
          onBack={() => setStep(0)}
          onDone={(location) => {
            setDraft((current) => ({ ...current, location }));
            setStep(2);
          }}
        />
      )}
      {step === 2 && (
        <PictureStep
          key={attempt}
          initial={draft.picture}
          submitting={submitting}
          notice={notice}
          onBack={() => setStep(1)}
          onDone={(picture, captcha) => void signUp(picture, captcha)}
        />
      )}
      {step === 3 && (
        <OtpStep
          credential={credential}
          onResend={async () => {
            await send(draft, true);
          }}
          onBack={() => setStep(2)}
          onVerified={() => setVerified(true)}
        />
      )}
      <PersistentDialog
        open={verified}
        title={t('signUp.congratulationsTitle')}
        actions={
          <Button variant="contained" onClick={() => void navigate('/login')} autoFocus>
            {t('common.login')}
          </Button>
        }
      >
        <Typography>{t('signUp.congratulations')}</Typography>
      </PersistentDialog>
    </Box>
  );
}
