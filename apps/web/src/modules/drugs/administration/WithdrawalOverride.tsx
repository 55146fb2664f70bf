import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type Control, type UseFormSetValue, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../animals/records/fields';
import { useDrugAccess } from '../access';

/** The part of a removal or milk form an override writes. */
export interface OverrideValues {
  withdrawalOverride?: { reason: string } | null;
}

export interface OverrideForm {
  control: Control<OverrideValues>;
  setValue: UseFormSetValue<OverrideValues>;
}

/**
 * A sale, a slaughter or saleable milk refused during a withdrawal (409, docs/decisions.md:
 * withdrawal is enforced): the server's message, and for someone who may override, a required
 * reason the next Save sends with the record. The server still refuses (403) a role without the
 * override: the session does not say which roles have it (access.ts).
 */
export function WithdrawalOverride({ held, form }: { held: string | null; form: OverrideForm }) {
  const { t } = useTranslation('animals');
  const { control, setValue } = form;
  const overriding = useWatch({ control, name: 'withdrawalOverride' }) != null;
  const { override } = useDrugAccess();
  if (!held && !overriding) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 2 }}>
      {held && (
        <Alert severity="warning" role="alert" data-testid="withdrawal-held">
          {held}
          {override && !overriding && (
            <Box sx={{ mt: 1 }}>
              <Button color="inherit" size="small" variant="outlined" onClick={() => setValue('withdrawalOverride', { reason: '' })}>
                {t('withdrawal.override')}
              </Button>
            </Box>
          )}
        </Alert>
      )}
      {overriding && <TextInput control={control} name="withdrawalOverride.reason" label={t('withdrawal.overrideReason')} required multiline />}
    </Box>
  );
}
