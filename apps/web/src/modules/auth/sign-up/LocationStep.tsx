import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { signUpLocation } from '@ganado/shared/auth';
import { DEFAULT_COUNTRY, LANGUAGES, type Language } from '@ganado/shared/constants';
import { browserCountry, useCountryNames } from '../../../components/country-names';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';
import { useCountries } from '../countries';
import { StepButtons } from './AccountStep';
import type { LocationValues, SignUpDraft } from './types';

type Location = NonNullable<SignUpDraft['location']>;

/** Step 2 (docs/product.md §2): country (default US), province/state, village/town/city, address and website (optional), language. */
export function LocationStep({ initial, onBack, onDone }: { initial?: Location; onBack: () => void; onDone: (location: Location) => void }) {
  const { t, i18n } = useTranslation('auth');
  const { optionsOf } = useCountryNames();
  const countries = useCountries();
  const { control, handleSubmit } = useForm<LocationValues, unknown, Location>({
    resolver: zodResolver(signUpLocation),
    defaultValues: initial ?? {
      countryId: browserCountry() ?? DEFAULT_COUNTRY,
      stateId: '',
      village: '',
      address: '',
      website: '',
      language: (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
    },
  });
  const countryOptions = optionsOf(countries.data ?? [{ Code: DEFAULT_COUNTRY, Name: DEFAULT_COUNTRY }]);

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(onDone)} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SelectField control={control} name="countryId" label={t('signUp.country')} options={countryOptions} autoComplete="country" />
      <FormTextField control={control} name="stateId" label={t('signUp.state')} autoComplete="address-level1" />
      <FormTextField control={control} name="village" label={t('signUp.village')} autoComplete="address-level2" />
      <FormTextField control={control} name="address" label={t('signUp.address')} autoComplete="street-address" />
      <FormTextField control={control} name="website" label={t('signUp.website')} type="url" autoComplete="url" />
      <SelectField
        control={control}
        name="language"
        label={t('signUp.language')}
        options={LANGUAGES.map((language) => ({ value: language, label: t(`signUp.languages.${language}`) }))}
      />
      <StepButtons onBack={onBack} nextLabel={t('common.next')} />
    </Box>
  );
}
