import Box from '@mui/material/Box';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { dialCodes, useCountries } from '../countries';
import { FormTextField } from '../../../components/form/fields';
import { SelectField } from '../../../components/form/SelectField';

// The forms that use these share the field names with the server's requests (docs/product.md §3), so the
// names are fixed here; TypeScript cannot see that a generic form has them, hence the casts.
const field = <T extends FieldValues>(name: string) => name as FieldPath<T>;

/** First and last name side by side (one column on a phone). Labels come translated. */
export function NameFields<T extends FieldValues>({ control, labels }: { control: Control<T>; labels: { firstName: string; lastName: string } }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <FormTextField control={control} name={field<T>('firstName')} label={labels.firstName} autoComplete="given-name" />
      <FormTextField control={control} name={field<T>('lastName')} label={labels.lastName} autoComplete="family-name" />
    </Box>
  );
}

/** The dial code (from the country list) next to the phone number. Labels come translated. */
export function PhoneFields<T extends FieldValues>({ control, labels }: { control: Control<T>; labels: { countryCode: string; mobile: string } }) {
  const countries = useCountries();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '7.5rem 1fr', gap: 1.5 }}>
      <SelectField
        control={control}
        name={field<T>('countryCode')}
        label={labels.countryCode}
        options={dialCodes(countries.data ?? []).map(({ code, label }) => ({ value: code, label }))}
        autoComplete="tel-country-code"
      />
      <FormTextField
        control={control}
        name={field<T>('mobile')}
        label={labels.mobile}
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
    </Box>
  );
}
