import type { ReactNode } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './field-error';
import { usePasswordVisibility } from './password-visibility';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  /** The schema's maximum length: a counter shows once the text is near it. */
  maxLength?: number;
};

/** A counter appears from this share of a field's maximum length on. */
const COUNTER_FROM = 0.8;

/**
 * What a MUI text field (plain or select) takes from react-hook-form: the value, the handlers and
 * the schema's message. Messages are keys, shown through the shared catalogue (`messages:<key>`);
 * the server's field errors are set the same way. Without an error the field's own help shows.
 */
export function useBoundField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>, helperText: ReactNode) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const message = fieldState.error?.message;
  return {
    field,
    hasError: Boolean(message),
    props: {
      name: field.name,
      value: (field.value as string | undefined) ?? '',
      onBlur: field.onBlur,
      inputRef: field.ref,
      error: Boolean(message),
      helperText: message ? errorMessage(t, message) : helperText,
    },
  };
}

/**
 * A text field bound to react-hook-form (see useBoundField). The schema's messages are message keys, shown through
 * the shared catalogue (`messages:<key>`); the server's field errors are set the same way.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, slotProps, maxLength, ...props }: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const bound = useBoundField(control, name, helperText);
  const length = bound.props.value.length;
  const counter = maxLength !== undefined && length >= maxLength * COUNTER_FROM && !bound.hasError ? t('form.characterCount', { count: length, max: maxLength }) : undefined;
  return (
    <TextField
      {...props}
      {...bound.props}
      helperText={counter ? <>{helperText && <>{helperText} · </>}{counter}</> : bound.props.helperText}
      onChange={bound.field.onChange}
      fullWidth
      slotProps={{ ...slotProps, formHelperText: { role: bound.hasError ? 'alert' : undefined } as object }}
    />
  );
}

/** A password field with a show/hide toggle (docs/product.md §2). */
export function PasswordField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { type, adornment } = usePasswordVisibility(props.label);
  return <FormTextField {...props} type={type} slotProps={{ input: { endAdornment: adornment } }} />;
}
