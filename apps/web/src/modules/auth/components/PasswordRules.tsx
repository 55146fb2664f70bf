import CheckIcon from '@mui/icons-material/CheckCircle';
import OpenIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { passwordChecks } from '@ganado/shared/auth';
import { visuallyHidden } from '../../../components/visually-hidden';

/**
 * The password rule's parts under a new password, each ticked as the person types it: the rule is
 * read before the first attempt, not learnt from a refusal.
 */
export function PasswordRules<T extends FieldValues>({ control, name }: { control: Control<T>; name: FieldPath<T> }) {
  const { t } = useTranslation('auth');
  const password = (useWatch({ control, name }) as string | undefined) ?? '';
  return (
    <Box component="ul" aria-label={t('passwordRules.title')} sx={{ m: 0, mt: -1, p: 0, listStyle: 'none', display: 'grid', gap: 0.25 }}>
      {passwordChecks(password).map(({ rule, met }) => (
        <Typography key={rule} component="li" variant="body2" data-met={met} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: met ? 'success.dark' : 'text.secondary' }}>
          {met ? <CheckIcon fontSize="inherit" aria-hidden /> : <OpenIcon fontSize="inherit" aria-hidden />}
          {t(`passwordRules.${rule}`)}
          <Box component="span" sx={visuallyHidden}>
            {met ? t('passwordRules.met') : t('passwordRules.notMet')}
          </Box>
        </Typography>
      ))}
    </Box>
  );
}
