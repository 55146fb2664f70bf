import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { get, useFieldArray, useFormState, type ArrayPath, type Control, type FieldArray, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './field-error';

interface LineListProps<T extends FieldValues, N extends ArrayPath<T>> {
  control: Control<T>;
  /** The form's array of lines. */
  name: N;
  /** A new line's values. */
  blank: () => FieldArray<T, N>;
  /** One line; `onRemove` is left out for the last one, since an order has at least one. */
  line: (index: number, onRemove?: () => void) => ReactNode;
  /** Already translated. */
  addLabel: string;
  max: number;
}

/**
 * The lines of a form (an order's), added and removed, with the message about the list as a whole
 * (at least one line, too many: the schema's or the server's) under them.
 */
export function LineList<T extends FieldValues, N extends ArrayPath<T>>({ control, name, blank, line, addLabel, max }: LineListProps<T, N>) {
  const { t } = useTranslation('messages');
  const lines = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name: name as unknown as FieldPath<T> });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {lines.fields.map((item, index) => (
        <Box key={item.id}>{line(index, lines.fields.length > 1 ? () => lines.remove(index) : undefined)}</Box>
      ))}
      {message && (
        <Typography color="error" role="alert" variant="body2">
          {errorMessage(t, message)}
        </Typography>
      )}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => lines.append(blank())} disabled={lines.fields.length >= max}>
          {addLabel}
        </Button>
      </Box>
    </Box>
  );
}
