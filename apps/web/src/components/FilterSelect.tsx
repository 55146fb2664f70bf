import TextField from '@mui/material/TextField';

/**
 * One filter of a list (a status, a kind): a native select, so the phone's own picker opens, with a
 * first choice that filters nothing (`any`), kept in the list's URL by the caller.
 */
export function FilterSelect({ label, value, onChange, options, any }: { label: string; value: string; onChange: (value: string) => void; options: readonly { value: string; label: string }[]; any: string }) {
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      {[{ value: '', label: any }, ...options].map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </TextField>
  );
}
