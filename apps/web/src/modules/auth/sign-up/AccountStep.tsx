import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signUpAccount, type SignUpType } from '@ganado/shared/auth';
import { DEFAULT_COUNTRY_CODE } from '@ganado/shared/constants';
import { userOperations } from '@ganado/shared/users';
import { ApiError, call } from '../../../app/api';
import { FormTextField, PasswordField } from '../../../components/form/fields';
import { FormAlert, type Notice } from '../../../components/form/FormAlert';
import { NameFields, PhoneFields } from '../components/PersonFields';
import { PasswordRules } from '../components/PasswordRules';
import type { AccountValues, SignUpDraft } from './types';

type Account = NonNullable<SignUpDraft['account']>;

/**
 * Step 1 (docs/product.md §2, §5): names, the email or the phone with its country code, password twice. Before
 * going on it asks the server whether the user exists and whether the password is valid, and shows
 * the first message returned.
 */
export function AccountStep({ type, initial, onBack, onDone }: {
  type: SignUpType;
  initial?: Account;
  onBack: () => void;
  onDone: (account: Account) => void;
}) {
  const { t } = useTranslation(['auth', 'messages']);
  const [notice, setNotice] = useState<Notice | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<AccountValues, unknown, Account>({
    // The step's own schema (email or mobile), the one the server checks the request with.
    resolver: zodResolver(signUpAccount(type)) as never,
    defaultValues: initial ?? { firstName: '', lastName: '', email: '', mobile: '', countryCode: DEFAULT_COUNTRY_CODE, password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    const contact = type === 'email' ? { email: values.email } : { mobile: values.mobile, countryCode: values.countryCode };
    try {
      const answer = await call(userOperations.checkUserExists, { body: { ...contact, password: values.password } });
      if (answer.userExists) {
        setNotice({ severity: 'error', title: t('messages:errors.duplicateUserTitle'), text: t('messages:errors.duplicateUser') });
        return;
      }
      const [firstProblem] = answer.validPassword;
      if (firstProblem) {
        setError('password', { type: 'server', message: firstProblem });
        return;
      }
      onDone(values);
    } catch (error) {
      const text = error instanceof ApiError && error.key && error.status !== 500 ? t(`messages:${error.key}`, { defaultValue: error.message }) : t('messages:errors.serverError');
      setNotice({ severity: 'error', text });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormAlert notice={notice} />
      <NameFields control={control} labels={{ firstName: t('signUp.firstName'), lastName: t('signUp.lastName') }} />
      {type === 'email' ? (
        <FormTextField control={control} name="email" label={t('signUp.email')} type="email" autoComplete="email" />
      ) : (
        <PhoneFields control={control} labels={{ countryCode: t('signUp.countryCode'), mobile: t('signUp.mobile') }} />
      )}
      <PasswordField control={control} name="password" label={t('signUp.password')} autoComplete="new-password" />
      <PasswordRules control={control} name="password" />
      <PasswordField control={control} name="confirmPassword" label={t('signUp.confirmPassword')} autoComplete="new-password" />
      <StepButtons onBack={onBack} submitting={formState.isSubmitting} nextLabel={t('common.next')} />
    </Box>
  );
}

export function StepButtons({ onBack, submitting, nextLabel, nextDisabled }: {
  onBack: () => void;
  submitting?: boolean;
  nextLabel: string;
  nextDisabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', mt: 1 }}>
      <Button onClick={onBack} size="large">
        {t('common.back')}
      </Button>
      <Button type="submit" variant="contained" size="large" loading={submitting} disabled={nextDisabled} sx={{ minWidth: 140 }}>
        {nextLabel}
      </Button>
    </Box>
  );
}
