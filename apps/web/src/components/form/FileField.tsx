import { type ChangeEvent, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './field-error';

interface FileFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** Already translated. */
  label: string;
  choose: string;
  help?: string;
  /** What the chooser offers first (`.txt,.ped`). */
  accept: string;
  required?: boolean;
}

/**
 * A file bound to react-hook-form, the form holding the File. The button opens the browser's file
 * chooser (the file input itself stays out of sight and out of the tab order, so nothing interactive
 * nests in anything else); the button is named for the field, the file chosen is said beside it and
 * the schema's message under it, both read with the button.
 */
export function FileField<T extends FieldValues>({ control, name, label, choose, help, accept, required }: FileFieldProps<T>) {
  const { t } = useTranslation(['common', 'messages']);
  const { field, fieldState } = useController({ control, name });
  // Taken apart: the ref goes to the input alone (react-hooks/refs reads the rest as render values).
  const { ref: formRef, name: fieldName, onBlur, onChange, value } = field;
  const picker = useRef<HTMLInputElement | null>(null);
  const [labelId, chosenId, helpId] = [useId(), useId(), useId()];
  const message = fieldState.error?.message;
  const file = value as File | null;
  const shownLabel = required ? `${label} *` : label;
  return (
    <FormControl error={Boolean(message)} sx={{ gap: 0.5 }}>
      <Typography id={labelId} component="span" variant="body2" color={message ? 'error' : 'text.secondary'}>
        {shownLabel}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="outlined"
          color={message ? 'error' : 'primary'}
          startIcon={<UploadFileIcon />}
          onClick={() => picker.current?.click()}
          onBlur={onBlur}
          aria-label={`${choose}: ${shownLabel}`}
          aria-describedby={`${chosenId} ${helpId}`}
        >
          {choose}
        </Button>
        <input
          hidden
          type="file"
          name={fieldName}
          accept={accept}
          aria-label={label}
          ref={(element) => {
            formRef(element);
            picker.current = element;
          }}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
        />
        <Typography id={chosenId} sx={{ overflowWrap: 'anywhere' }} data-testid={`${fieldName}-chosen`}>
          {file ? file.name : t('form.noFile')}
        </Typography>
      </Box>
      <FormHelperText id={helpId} role={message ? 'alert' : undefined} sx={{ mx: 0 }}>
        {message ? errorMessage(t, message) : help}
      </FormHelperText>
    </FormControl>
  );
}
