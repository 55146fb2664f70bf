import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Inseminator } from '@ganado/shared/semen';
import { FormTextField } from '../../../components/form/fields';
import { CheckboxField } from '../../farms/form/fields';
import { createInseminator, updateInseminator } from '../api';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenForm } from '../form/use-semen-form';
import { INSEMINATOR_FIELDS, inseminatorResolver, inseminatorValues } from './inseminator-form';

/**
 * An inseminator added or changed: name, licence number, and whether still active (a retired one
 * keeps the services he did). The user he is linked to is said, not chosen.
 */
export function InseminatorDialog({ inseminator, onClose, onSaved }: { inseminator: Inseminator | null; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const { control, submit, failure, submitting } = useSemenForm({
    resolver: inseminatorResolver(inseminator),
    defaultValues: inseminatorValues(inseminator),
    fields: INSEMINATOR_FIELDS,
    send: (body) => (inseminator ? updateInseminator(inseminator.id, body) : createInseminator(body)),
    message: (inseminator ? ops.updateInseminator : ops.addInseminator).message,
    onSaved,
  });
  return (
    <FormDialog title={t(inseminator ? 'inseminators.editTitle' : 'inseminators.addTitle')} submitLabel={t('inseminators.save')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormTextField control={control} name="name" label={t('inseminators.fields.name')} required maxLength={100} autoComplete="off" />
      <FormTextField control={control} name="licenceNumber" label={t('inseminators.fields.licenceNumber')} helperText={t('inseminators.licenceHelp')} maxLength={40} autoComplete="off" />
      {inseminator?.user && <Typography color="text.secondary">{t('inseminators.linkedUser', { name: inseminator.user.name })}</Typography>}
      <CheckboxField control={control} name="active" label={t('inseminators.fields.active')} />
    </FormDialog>
  );
}
