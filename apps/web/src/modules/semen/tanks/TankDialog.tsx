import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, TANK_CANISTERS_MAX, type Tank } from '@ganado/shared/semen';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { FormTextField } from '../../../components/form/fields';
import { CheckboxField, fieldGrid } from '../../farms/form/fields';
import { NumberField } from '../../farms/form/NumberField';
import { useSemenForm } from '../form/use-semen-form';
import { createTank, updateTank } from './api';
import { FarmField } from './FarmField';
import { TANK_FIELDS, tankResolver, tankValues } from './tank-form';

/**
 * A tank added or changed: its name, farm, canisters (1–20), notes, and whether still in use. The
 * server refuses cutting the canisters below one a pack stands in, or retiring a tank with straws.
 */
export function TankDialog({ tank, onClose, onSaved }: { tank: Tank | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: tankResolver,
    defaultValues: tankValues(tank),
    fields: TANK_FIELDS,
    send: (body) => (tank ? updateTank(tank.id, body) : createTank(body)),
    message: (tank ? ops.updateTank : ops.addTank).message,
    onSaved,
  });
  return (
    <FormDialog title={t(tank ? 'tanks.editTitle' : 'tanks.addTitle')} submitLabel={t('tanks.save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Box sx={fieldGrid}>
        <FormTextField control={control} name="name" label={t('tanks.fields.name')} required maxLength={60} autoComplete="off" />
        <NumberField control={control} name="canisters" label={t('tanks.fields.canisters')} required helperText={t('tanks.canistersHelp', { max: TANK_CANISTERS_MAX })} />
      </Box>
      <FarmField control={control} farm={tank?.farm ?? null} />
      <FormTextField control={control} name="notes" label={t('tanks.fields.notes')} multiline minRows={2} maxLength={300} />
      <CheckboxField control={control} name="active" label={t('tanks.fields.active')} />
    </FormDialog>
  );
}
