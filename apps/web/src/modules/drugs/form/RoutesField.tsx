import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ADMINISTRATION_ROUTES } from '@ganado/shared/animals';
import { errorMessage } from '../../../components/form/field-error';
import type { DrugValues } from './values';

/** The routes of administration the label authorises: one or more. */
export function RoutesField({ control }: { control: Control<DrugValues> }) {
  const { t } = useTranslation(['drugs', 'animals', 'messages']);
  const { field, fieldState } = useController({ control, name: 'routes' });
  const chosen = field.value ?? [];
  const error = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(error)} required>
      <FormLabel component="legend">{t('fields.routes')}</FormLabel>
      <FormGroup row>
        {ADMINISTRATION_ROUTES.map((route) => (
          <FormControlLabel
            key={route}
            label={t(`animals:recordChoices.administrationRoutes.${route}`)}
            control={
              <Checkbox
                checked={chosen.includes(route)}
                onChange={(event) => field.onChange(event.target.checked ? [...chosen, route] : chosen.filter((other) => other !== route))}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      {error && <FormHelperText role="alert">{errorMessage(t, error)}</FormHelperText>}
    </FormControl>
  );
}
