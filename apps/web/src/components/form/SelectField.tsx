import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useBoundField } from './fields';

type SelectFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'select'> & {
  control: Control<T>;
  name: FieldPath<T>;
  options: readonly { value: string; label: string }[];
  /** Called after the value changes (e.g. to default a dependent field). */
  onValueChange?: (value: string) => void;
  /** Offer going back to no choice, under this text (for optional fields). */
  blank?: string;
};

/**
 * A native select bound to react-hook-form: long lists (240 countries) stay fast, type-ahead and
 * the phone's own picker work, and it is usable by keyboard.
 */
export function SelectField<T extends FieldValues>({ control, name, options, onValueChange, blank, helperText, ...props }: SelectFieldProps<T>) {
  const bound = useBoundField(control, name, helperText);
  return (
    <TextField
      {...props}
      {...bound.props}
      select
      fullWidth
      onChange={(event) => {
        bound.field.onChange(event.target.value);
        onValueChange?.(event.target.value);
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {blank === undefined ? <option value="" disabled hidden /> : <option value="">{blank}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
