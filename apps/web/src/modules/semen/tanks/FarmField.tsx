import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/use-session';
import { SelectField } from '../../../components/form/SelectField';
import { useFarmOptions } from '../../animals/api';
import type { TankValues } from './tank-form';

/** The farms to choose from: asked only when this component is shown. */
function FarmSelect({ control }: { control: Control<TankValues> }) {
  const { t } = useTranslation('semen');
  const farms = useFarmOptions();
  return <SelectField control={control} name="farmId" label={t('tanks.fields.farm')} options={farms} blank={t('tanks.noFarm')} />;
}

/**
 * The farm a tank stands on, chosen among the organisation's farms, as the group and task forms do.
 * Only for a session that may look at the farms (asking them from another module would be refused,
 * 403); without it the farm already set is said and kept, as the sire dialog keeps its herd animal.
 */
export function FarmField({ control, farm }: { control: Control<TankValues>; farm: { name: string } | null }) {
  const { t } = useTranslation('semen');
  const farms = useSession().session?.modules.includes('farms') ?? false;
  if (farms) return <FarmSelect control={control} />;
  return farm ? <Typography color="text.secondary">{t('tanks.onFarm', { farm: farm.name })}</Typography> : null;
}
