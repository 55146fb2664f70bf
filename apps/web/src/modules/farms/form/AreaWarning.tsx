import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { type AreaUnit, convertArea, type FarmRequest, implausibleArea, type LatLng } from '@ganado/shared/farms';
import { ConfirmDialog } from '../../../components/dialogs/ConfirmDialog';
import { useFigures } from '../units';

type FarmType = FarmRequest['farmType'];

/** The drawn area and the type's usual bound, in the form's unit, when the area is beyond it. */
function useImplausible(points: readonly LatLng[], farmType: FarmType, unit: AreaUnit) {
  const figures = useFigures();
  const found = implausibleArea(points, farmType);
  const inUnit = (hectares: number) => figures.area(convertArea(hectares, 'hectare', unit), unit);
  return found && { area: inUnit(found.hectares), limit: inUnit(found.limit) };
}

/** Said as soon as the drawing is far larger than a farm of its type (docs/decisions.md, "Plausible farm areas"). */
export function AreaWarning({ points, farmType, unit }: { points: readonly LatLng[]; farmType: FarmType; unit: AreaUnit }) {
  const { t } = useTranslation('farms');
  const implausible = useImplausible(points, farmType, unit);
  if (!implausible) return null;
  return (
    <Alert severity="warning" data-testid="area-warning">
      {t('areaCheck.warning', implausible)}
    </Alert>
  );
}

/** Asked on saving such a drawing: saved only once the person confirms the area. */
export function AreaConfirmDialog({ request, onConfirm, onCancel }: { request: FarmRequest | null; onConfirm: () => void; onCancel: () => void }) {
  const { t } = useTranslation('farms');
  const implausible = useImplausible(request?.perimeterPoints ?? [], request?.farmType, request?.farmSizeUnit ?? 'hectare');
  return (
    <ConfirmDialog
      open={implausible !== null}
      title={t('areaCheck.title')}
      message={implausible ? t('areaCheck.message', implausible) : ''}
      confirmLabel={t('areaCheck.confirm')}
      cancelLabel={t('areaCheck.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
