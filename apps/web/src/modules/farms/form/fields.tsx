import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** One titled part of a long form, so it reads in pieces on a phone. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Two columns on wide screens, one on a phone. */
export const fieldGrid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function CheckboxField<T extends FieldValues>({ control, name, label }: { control: Control<T>; name: FieldPath<T>; label: string }) {
  const { field } = useController({ control, name });
  return <FormControlLabel control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} label={label} />;
}
