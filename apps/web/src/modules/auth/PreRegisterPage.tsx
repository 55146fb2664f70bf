import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { preRegisterOperations, preRegisterRequest } from '@ganado/shared/auth';
import { PersistentDialog } from '../../components/dialogs/PersistentDialog';
import { PageTitle } from '../../components/PageTitle';
import { ApiError, call, errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { useCountryNames } from '../../components/country-names';
import { FormTextField } from '../../components/form/fields';
import { FormAlert, type Notice } from '../../components/form/FormAlert';
import { NameFields, PhoneFields } from './components/PersonFields';
import { SelectField } from '../../components/form/SelectField';
import { dialCodeOf, useCountries } from './countries';

type Form = z.input<typeof preRegisterRequest>;
const EMPTY: Form = { firstName: '', lastName: '', email: '', countryId: '', countryCode: '', mobile: '', permissionToContact: 0 };

/** /pre-register (docs/product.md §2, §3, §4, §5, §8): request access; success opens the Congratulations dialog. */
export function PreRegisterPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['auth', 'common', 'messages']);
  const { optionsOf } = useCountryNames();
  const countries = useCountries();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [done, setDone] = useState(false);
  const { control, handleSubmit, formState, getValues, setValue, reset } = useForm<Form, unknown, z.output<typeof preRegisterRequest>>({
    resolver: zodResolver(preRegisterRequest),
    defaultValues: EMPTY,
  });
  const countryList = countries.data ?? [];
  const dialCodeFor = (code: string) => dialCodeOf(countryList.find((entry) => entry.Code === code));

  const submit = handleSubmit(async (values) => {
    setNotice(null);
    // docs/product.md §4: the dial code defaults to the chosen country's when none is picked.
    const countryCode = values.countryCode || dialCodeFor(values.countryId);
    try {
      await call(preRegisterOperations.requestAccess, { body: { ...values, countryCode, mobile: values.mobile || undefined } });
      setDone(true);
    } catch (error) {
      const first = error instanceof ApiError ? error.errors[0] : undefined;
      setNotice({ severity: 'error', text: first ? t(`messages:${first.key ?? ''}`, { defaultValue: first.msg }) : errorText(error) });
    }
  });

  return (
    <Box data-testid="pre-register-page" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <Typography color="text.secondary">{t('preRegister.intro')}</Typography>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormAlert notice={notice} />
        <NameFields control={control} labels={{ firstName: t('preRegister.firstName'), lastName: t('preRegister.lastName') }} />
        <FormTextField control={control} name="email" label={t('preRegister.email')} type="email" autoComplete="email" />
        <SelectField
          control={control}
          name="countryId"
          label={t('preRegister.country')}
          autoComplete="country"
          options={optionsOf(countryList)}
          onValueChange={(code) => {
            if (!getValues('countryCode')) setValue('countryCode', dialCodeFor(code));
          }}
        />
        <PhoneFields control={control} labels={{ countryCode: t('preRegister.countryCode'), mobile: t('preRegister.mobile') }} />
        <Controller
          control={control}
          name="permissionToContact"
          render={({ field }) => (
            <FormControlLabel
              control={<Checkbox checked={field.value === 1} onChange={(event) => field.onChange(event.target.checked ? 1 : 0)} />}
              label={t('preRegister.permissionToContact')}
            />
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          {t('preRegister.submit')}
        </Button>
        <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center', py: 1 }}>
          {t('common.backToLogin')}
        </Link>
      </Box>
      <PersistentDialog
        open={done}
        title={t('messages:preRegister.successTitle')}
        actions={
          <Button
            variant="contained"
            autoFocus
            onClick={() => {
              setDone(false);
              reset(EMPTY);
            }}
          >
            {t('preRegister.done')}
          </Button>
        }
      >
        <Typography>{t('messages:preRegister.success')}</Typography>
      </PersistentDialog>
    </Box>
  );
}
