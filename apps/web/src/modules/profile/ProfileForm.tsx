import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LANGUAGES } from '@ganado/shared/constants';
import { profileUpdateRequest, type Profile, type ProfileUpdateRequest } from '@ganado/shared/profile';
import { errorText } from '../../app/api';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { NameFields, PhoneFields } from '../auth/components/PersonFields';
import { SelectField } from '../../components/form/SelectField';
import { applyServerFieldErrors } from '../auth/form-errors';
import { useSaveProfile } from './api';

type Form = z.input<typeof profileUpdateRequest>;
const FIELDS = ['firstName', 'lastName', 'mobile', 'countryCode', 'language'] as const;

/** A cleared optional field is empty text in the form and absent in the request (mobile is optional). */
const validate = zodResolver(profileUpdateRequest);
const resolver: Resolver<Form, unknown, ProfileUpdateRequest> = (values, context, options) =>
  validate({ ...values, mobile: values.mobile || undefined, countryCode: values.countryCode || undefined }, context, options);

/** Name, mobile number and language: 'Profile Updated' or 'Profile Not Updated'. */
export function ProfileForm({ person }: { person: Profile }) {
  const { t } = useTranslation(['profile', 'common', 'messages']);
  const save = useSaveProfile();
  // Kept as a key (or the server's text), so a success notice is shown in the language just chosen.
  const [outcome, setOutcome] = useState<{ success: true } | { success: false; text: string } | null>(null);
  const { control, handleSubmit, setError } = useForm<Form, unknown, ProfileUpdateRequest>({
    resolver,
    defaultValues: {
      firstName: person.firstName,
      lastName: person.lastName,
      mobile: person.mobile ?? '',
      countryCode: person.countryCode ?? '',
      language: person.language,
    },
  });

  const submit = handleSubmit(async (body) => {
    setOutcome(null);
    try {
      await save.mutateAsync(body);
      setOutcome({ success: true });
    } catch (error) {
      applyServerFieldErrors(error, FIELDS, setError);
      setOutcome({ success: false, text: errorText(error, 'errors.profileNotUpdated') });
    }
  });

  const notice: Notice | null = !outcome
    ? null
    : outcome.success
      ? { severity: 'success', text: t('messages:success.profileUpdated') }
      : { severity: 'error', title: t('messages:errors.profileNotUpdated'), text: outcome.text };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="profile-form">
      <FormAlert notice={notice} />
      <NameFields control={control} labels={{ firstName: t('firstName'), lastName: t('lastName') }} />
      <PhoneFields control={control} labels={{ countryCode: t('countryCode'), mobile: t('mobile') }} />
      <SelectField
        control={control}
        name="language"
        label={t('language')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`) }))}
      />
      <Button type="submit" variant="contained" size="large" loading={save.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('save')}
      </Button>
    </Box>
  );
}
