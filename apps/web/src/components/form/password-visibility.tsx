import { useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { useTranslation } from 'react-i18next';

/** A password field's show/hide toggle (docs/product.md §2): the input's type and its end adornment. */
export function usePasswordVisibility(label: ReactNode): { type: 'text' | 'password'; adornment: ReactNode } {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return {
    type: visible ? 'text' : 'password',
    adornment: (
      <InputAdornment position="end">
        <IconButton
          edge="end"
          aria-label={t(visible ? 'common.hidePassword' : 'common.showPassword', { field: label })}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
        </IconButton>
      </InputAdornment>
    ),
  };
}
