import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Tank } from '@ganado/shared/semen';

/**
 * A tank's state as chips: "Count due" when never counted or not in the last month (docs/decisions.md:
 * tank reconciliation), "Retired" for one out of use (an empty tank, so nothing to count).
 */
export function TankChips({ tank }: { tank: Pick<Tank, 'active' | 'countDue'> }) {
  const { t } = useTranslation('semen');
  if (!tank.active) return <Chip size="small" variant="outlined" label={t('tanks.retired')} />;
  return tank.countDue ? <Chip size="small" color="warning" label={t('tanks.countDue')} /> : null;
}
