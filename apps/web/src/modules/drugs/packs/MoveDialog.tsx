import { useTranslation } from 'react-i18next';
import type { Pack } from '@ganado/shared/drugs';
import { FormDateField } from '../../../components/dates/FormDateField';
import { FormTextField } from '../../../components/form/fields';
import { movePack } from '../api';
import { LOCATION_FIELDS, LocationFields } from './LocationFields';
import { locationOf, moveForm, wallClockNow } from './pack-forms';
import { PackDialog } from './PackDialog';
import { usePackForm } from './use-pack-form';

/** A pack put somewhere else: it starts from where it is. */
export function MoveDialog({ pack, onClose, onSaved }: { pack: Pack; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('drugs');
  const { control, submit, failure, submitting } = usePackForm({
    schema: moveForm,
    defaultValues: { occurredAt: wallClockNow(), location: locationOf(pack), notes: '' },
    fields: ['occurredAt', ...LOCATION_FIELDS, 'notes'],
    send: (body) => movePack(pack.id, body),
    onSaved,
  });
  return (
    <PackDialog title={t('packs.moveTitle', { batch: pack.batch })} submitLabel={t('packs.move')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <FormDateField control={control} name="occurredAt" label={t('packs.fields.occurredAt')} required withTime />
      <LocationFields control={control} />
      <FormTextField control={control} name="notes" label={t('packs.fields.notes')} multiline minRows={2} maxLength={500} />
    </PackDialog>
  );
}
