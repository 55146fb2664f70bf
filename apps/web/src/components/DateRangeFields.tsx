import Box from '@mui/material/Box';
import { isIsoDate } from '@ganado/shared/format';
import { DateInput } from './dates/pickers';

export type DateRange = { from: string; to: string };

/** Two date fields (ISO values) for a report's period; `labels` are already translated. */
export function DateRangeFields({ value, onChange, labels, max }: { value: DateRange; onChange: (range: DateRange) => void; labels: { from: string; to: string }; max?: string }) {
  const field = (name: keyof DateRange) => (
    <DateInput
      value={value[name]}
      max={max}
      onChange={(next) => isIsoDate(next) && onChange({ ...value, [name]: next })}
      field={{ size: 'small', label: labels[name], sx: { flex: '1 1 10rem' } }}
    />
  );
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      {field('from')}
      {field('to')}
    </Box>
  );
}
