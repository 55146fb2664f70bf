import type { AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * What an Autocomplete searched on the server as the person types shares: the options are not
 * filtered again here, the loading and empty texts, and the input with the field's error message
 * (a message key) under it.
 */
export function useServerSearchProps<Option>({
  name,
  label,
  placeholder,
  message,
  loading,
}: {
  name: string;
  label: string;
  placeholder?: string;
  message?: string;
  loading: boolean;
}) {
  const { t } = useTranslation(['action-list', 'messages']);
  return {
    filterOptions: (all: Option[]) => all,
    loading,
    loadingText: t('form.loading'),
    noOptionsText: t('form.noOptions'),
    fullWidth: true,
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={name}
        label={label}
        placeholder={placeholder}
        error={Boolean(message)}
        helperText={message ? t(`messages:${message}`, { defaultValue: message }) : undefined}
        slotProps={{ formHelperText: { role: message ? 'alert' : undefined } as object }}
      />
    ),
  };
}
