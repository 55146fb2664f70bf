import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Batch } from '@ganado/shared/semen';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenFigures } from '../figures';
import { useSemenForm } from '../form/use-semen-form';
import { storeStraws } from './api';
import { PLACE_FIELDS, placeValues, storeResolver } from './place-form';
import { PlaceFields } from './PlaceFields';

/**
 * Straws of an approved batch put into a tank: a new pack at that place (docs/decisions.md: semen
 * storage). More straws than the batch has left is refused under the straws, with what there is.
 */
export function StoreDialog({ batch, onClose, onSaved }: { batch: Batch; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const { form, control, submit, failure, submitting } = useSemenForm({
    resolver: storeResolver,
    defaultValues: placeValues(),
    fields: PLACE_FIELDS,
    send: (body) => storeStraws(batch.id, body),
    message: ops.storeStraws.message,
    onSaved,
  });
  return (
    <FormDialog title={t('store.title', { code: batch.code })} submitLabel={t('store.submit')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <PlaceFields form={form} control={control} strawsRequired strawsHelp={t('store.strawsHelp', { straws: figures.straws(batch.straws) })} />
    </FormDialog>
  );
}
