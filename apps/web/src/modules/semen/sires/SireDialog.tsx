import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Sire, type SireForm } from '@ganado/shared/semen';
import { useSession } from '../../../app/use-session';
import { errorMessage } from '../../../components/form/field-error';
import { FormTextField } from '../../../components/form/fields';
import { AnimalPicker } from '../../animals/components/AnimalPicker';
import { fieldGrid } from '../../farms/form/fields';
import { createSire, updateSire } from '../api';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenForm } from '../form/use-semen-form';
import { SIRE_FIELDS, sireResolver, sireValues, type SireValues } from './sire-form';

type SireFormApi = ReturnType<typeof useSemenForm<SireValues, SireForm>>;

/**
 * The male of the herd a sire is, searched among the organisation's animals. Only for a session
 * that may look at the herd (asking the animals of another module would be refused, 403, and leave
 * the page); without it the animal already linked is said and kept.
 */
function SireAnimalField({ form }: { form: SireFormApi }) {
  const { t } = useTranslation(['semen', 'messages']);
  const herd = useSession().session?.modules.includes('animals') ?? false;
  const { field, fieldState } = useController({ control: form.control, name: 'animalId' });
  const animal = useWatch({ control: form.control, name: 'animal' });
  const message = fieldState.error?.message;
  if (!herd) {
    return animal ? <Typography color="text.secondary">{t('sires.linkedAnimal', { tag: animal.tagNumber })}</Typography> : null;
  }
  return (
    <AnimalPicker
      name={field.name}
      label={t('sires.fields.animal')}
      gender="male"
      value={animal}
      onChange={(chosen) => {
        form.form.setValue('animal', chosen);
        field.onChange(chosen?.id ?? '');
      }}
      error={message && errorMessage(t, message)}
    />
  );
}

/**
 * A sire added or changed: his name, the male of the herd he is (if he is one), his NAAB code and
 * international id (an outside bull's), his breed. Refused, the server's heading and each field's reason.
 */
export function SireDialog({ sire, onClose, onSaved }: { sire: Sire | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const state = useSemenForm({
    resolver: sireResolver,
    defaultValues: sireValues(sire),
    fields: SIRE_FIELDS,
    send: (body) => (sire ? updateSire(sire.id, body) : createSire(body)),
    message: (sire ? ops.updateSire : ops.addSire).message,
    onSaved,
  });
  const { control } = state;
  return (
    <FormDialog title={t(sire ? 'sires.editTitle' : 'sires.addTitle')} submitLabel={t('sires.save')} failure={state.failure} submitting={state.submitting} onSubmit={state.submit} onClose={onClose}>
      <FormTextField control={control} name="name" label={t('sires.fields.name')} required maxLength={100} autoComplete="off" />
      <SireAnimalField form={state} />
      <Box sx={fieldGrid}>
        <FormTextField control={control} name="naabCode" label={t('sires.fields.naabCode')} helperText={t('sires.naabHelp')} autoComplete="off" />
        <FormTextField control={control} name="internationalId" label={t('sires.fields.internationalId')} helperText={t('sires.internationalIdHelp')} autoComplete="off" />
        <FormTextField control={control} name="breed" label={t('sires.fields.breed')} maxLength={60} autoComplete="off" />
      </Box>
    </FormDialog>
  );
}
