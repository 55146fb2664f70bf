import Alert from '@mui/material/Alert';
import { type Control, useController, useWatch, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../components/form/field-error';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { useHerdAccess } from '../shared/access';
import type { GenotypeValues } from './genotype-form';

/**
 * The genotyped animal, searched on the server by tag or name as the person types; the form holds
 * its id. The search is the herd register's: a role without it is told so rather than sent away.
 */
export function AnimalField({ control, setValue }: { control: Control<GenotypeValues>; setValue: UseFormSetValue<GenotypeValues> }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const herd = useHerdAccess();
  const { field, fieldState } = useController({ control, name: 'animalId' });
  const chosen = useWatch({ control, name: 'animal' });
  if (!herd) return <Alert severity="info">{t('genotypes.pickerNeedsHerd')}</Alert>;
  return (
    <AnimalPicker
      label={`${t('genotypes.fields.animal')} *`}
      name={field.name}
      value={chosen}
      onChange={(animal) => {
        setValue('animal', animal);
        field.onChange(animal?.id ?? '');
      }}
      error={fieldState.error?.message && errorMessage(t, fieldState.error.message)}
    />
  );
}
