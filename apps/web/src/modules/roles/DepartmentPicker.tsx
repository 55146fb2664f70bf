import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Department } from '@ganado/shared/departments';
import type { Role } from '@ganado/shared/roles';

interface PickerProps {
  label: string;
  value: string | undefined;
  options: readonly (Department | Role)[];
  onChange: (id: string) => void;
  disabled?: boolean;
}

/** A select of departments or roles, by id. */
export function Picker({ label, value, options, onChange, disabled }: PickerProps) {
  const known = options.some((option) => option.id === value);
  return (
    <TextField
      select
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      fullWidth={false}
      sx={{ width: { xs: '100%', sm: 260 } }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
