import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GROUP_TRAITS, type GroupTrait } from '@ganado/shared/genetics';
import { errorMessage } from '../../../components/form/field-error';
import type { SubmissionValues } from './submission-form';

/** The sections the file carries beside the animal's identity, which every file has. */
export function SectionsField({ control }: { control: Control<SubmissionValues> }) {
  const { t } = useTranslation(['genetics', 'messages']);
  const { field, fieldState } = useController({ control, name: 'sections' });
  const chosen = field.value;
  const toggle = (section: GroupTrait, on: boolean) => field.onChange(GROUP_TRAITS.filter((value) => (value === section ? on : chosen.includes(value))));
  const message = fieldState.error?.message;
  return (
    <FormControl component="fieldset" error={Boolean(message)}>
      <FormLabel component="legend">{t('submissions.sections')}</FormLabel>
      <FormGroup row>
        {GROUP_TRAITS.map((section) => (
          <FormControlLabel key={section} control={<Checkbox checked={chosen.includes(section)} onChange={(event) => toggle(section, event.target.checked)} />} label={t(`groups.traits.${section}`)} />
        ))}
      </FormGroup>
      <FormHelperText role={message ? 'alert' : undefined} sx={{ mx: 0 }}>
        {message ? errorMessage(t, message) : t('submissions.identityAlways')}
      </FormHelperText>
    </FormControl>
  );
}
