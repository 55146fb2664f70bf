import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from '../form/fields';
import { DateInput, DateTimeInput } from './pickers';

interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  required?: boolean;
  helperText?: ReactNode;
  /** A date and a time ('YYYY-MM-DDTHH:mm') instead of a day. */
  withTime?: boolean;
}

/** A date (or date-time) field bound to react-hook-form, with the schema's message as the other fields show it. */
export function FormDateField<T extends FieldValues>({ control, name, label, required, helperText, withTime }: FormDateFieldProps<T>) {
  const bound = useBoundField(control, name, helperText);
  const field = {
    label,
    required,
    name: bound.props.name,
    error: bound.props.error,
    helperText: bound.props.helperText,
    onBlur: bound.props.onBlur,
    inputRef: bound.props.inputRef,
  };
  return withTime ? (
    <DateTimeInput value={bound.props.value} onChange={bound.field.onChange} field={field} />
  ) : (
    <DateInput value={bound.props.value} onChange={bound.field.onChange} field={field} />
  );
}
