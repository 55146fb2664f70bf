import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export type DateRange = { from: string; to: string };

/** Two date fields (ISO values) for a report's period; `labels` are already translated. */
export function DateRangeFields({ value, onChange, labels, max }: { value: DateRange; onChange: (range: DateRange) => void; labels: { from: string; to: string }; max?: string }) {
  const field = (name: keyof DateRange) => (
    <TextField
      type="date"
      size="small"
      label={labels[name]}
      value={value[name]}
      onChange={(event) => event.target.value && onChange({ ...value, [name]: event.target.value })}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { max } }}
      sx={{ flex: '1 1 9rem' }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {field('from')}
      {field('to')}
    </Box>
  );
}
