import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

type NumberFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & { control: Control<T>; name: FieldPath<T> };

/**
 * A number bound to react-hook-form: the form holds a number (or null when blank), the field keeps
 * what is typed, so "-3." or "40," can be finished. Text that is no number reaches the schema as
 * NaN and gets its message.
 */
export function NumberField<T extends FieldValues>({ control, name, helperText, ...props }: NumberFieldProps<T>) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [text, setText] = useNumberText((field.value as number | null | undefined) ?? null);
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      inputRef={field.ref}
      value={text}
      onBlur={field.onBlur}
      onChange={(event) => {
        setText(event.target.value);
        field.onChange(parseNumber(event.target.value));
      }}
      error={Boolean(message)}
      helperText={message ? t(`messages:${message}`, { defaultValue: message }) : helperText}
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' }, formHelperText: { role: message ? 'alert' : undefined } as object }}
    />
  );
}

/** Blank is null; a decimal comma is read as a point, as Spanish keyboards type it. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

/**
 * The text of a number field: what was typed while it is unfinished ("", "-", "abc") or still means the
 * value, else the value itself, so a change made elsewhere (a dragged corner, a reset) shows.
 */
export function useNumberText(value: number | null): [string, (text: string) => void] {
  const [typed, setTyped] = useState(value == null ? '' : String(value));
  const parsed = parseNumber(typed);
  const unfinished = parsed === null || !Number.isFinite(parsed);
  return [unfinished || parsed === value ? typed : value == null ? '' : String(value), setTyped];
}
