import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_ACTIVE_INGREDIENTS } from '@ganado/shared/drugs';
import { errorMessage } from '../../../components/form/field-error';
import type { DrugValues } from './values';

/** The active ingredients as chips: each typed name is added with Enter or on leaving the field. */
export function IngredientsField({ control }: { control: Control<DrugValues> }) {
  const { t } = useTranslation(['drugs', 'messages']);
  const { field, fieldState } = useController({ control, name: 'activeIngredients' });
  // An ingredient's own message (too long) shows under the one field there is.
  const { error: listError } = fieldState;
  const error = listError?.message ?? (Array.isArray(listError) ? (listError as (FieldError | undefined)[]).find(Boolean)?.message : undefined);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={field.value ?? []}
      onChange={(_, names) => field.onChange([...new Set(names.map((name) => name.trim()).filter(Boolean))])}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={t('fields.activeIngredients')}
          error={Boolean(error)}
          helperText={error ? errorMessage(t, error) : t('form.ingredientsHelp', { max: MAX_ACTIVE_INGREDIENTS })}
        />
      )}
    />
  );
}
