import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './field-error';

interface OutlinedFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A message key (see errorMessage). */
  error?: string;
  type?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * A text field assembled from MUI's parts, looking as FormTextField's do, without react-hook-form
 * and without MUI's TextField, which always brings its select, menu and modal along: for the
 * sign-in page, whose first load is kept small (docs/decisions.md, "Initial load").
 */
export function OutlinedField({ name, label, value, onChange, error, type, autoComplete, inputRef, htmlInput, endAdornment }: OutlinedFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <FormControl variant="outlined" fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        name={name}
        label={label}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        inputRef={inputRef}
        inputProps={htmlInput}
        endAdornment={endAdornment}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <FormHelperText id={`${id}-error`} role="alert">
          {errorMessage(t, error)}
        </FormHelperText>
      )}
    </FormControl>
  );
}
