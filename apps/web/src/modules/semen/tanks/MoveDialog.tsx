import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { semenOperations as ops, type Pack } from '@ganado/shared/semen';
import { FormDialog } from '../../../components/dialogs/FormDialog';
import { useSemenFigures } from '../figures';
import { useSemenForm } from '../form/use-semen-form';
import { moveSemenPack } from './api';
import { moveResolver, PLACE_FIELDS, placeValues } from './place-form';
import { PlaceFields } from './PlaceFields';
import { usePlaceText } from './place-text';

/**
 * A pack moved to another tank, canister or goblet: whole when no straws are given, else that many
 * split off into a new pack there (docs/decisions.md: semen storage). It starts in the pack's tank.
 */
export function MoveDialog({ pack, onClose, onSaved }: { pack: Pack; onClose: () => void; onSaved: (message: string) => void }) {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  const placeText = usePlaceText();
  const { form, control, submit, failure, submitting } = useSemenForm({
    resolver: moveResolver,
    defaultValues: placeValues({ tankId: pack.tank.id }),
    fields: PLACE_FIELDS,
    send: (body) => moveSemenPack(pack.id, body),
    message: ops.moveSemenPack.message,
    onSaved,
  });
  return (
    <FormDialog title={t('move.title', { code: pack.batch.code })} submitLabel={t('move.submit')} failure={failure} submitting={submitting} onSubmit={submit} onClose={onClose}>
      <Typography>{t('move.now', { place: placeText(pack, true), straws: figures.straws(pack.straws) })}</Typography>
      <PlaceFields form={form} control={control} strawsRequired={false} strawsHelp={t('move.strawsHelp', { straws: figures.straws(pack.straws) })} />
    </FormDialog>
  );
}
