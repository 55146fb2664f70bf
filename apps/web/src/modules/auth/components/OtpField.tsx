import TextField from '@mui/material/TextField';
import { OTP_LENGTH } from '@ganado/shared/constants';

/** The 6-digit code (docs/product.md §5, §9): digits only, trimmed, one-time-code autofill on phones. */
export function OtpField({ value, onChange, label, error }: { value: string; onChange: (value: string) => void; label: string; error?: string }) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      error={Boolean(error)}
      helperText={error}
      fullWidth
      autoComplete="one-time-code"
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: OTP_LENGTH, pattern: '[0-9]*', style: { letterSpacing: '0.5em', fontSize: '1.25rem' } } }}
    />
  );
}

export const isCompleteOtp = (value: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(value.trim());
