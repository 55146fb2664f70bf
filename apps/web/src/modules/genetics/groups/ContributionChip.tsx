import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/**
 * A group of one compares its calf with nobody: said wherever the group is shown, so the breeder
 * regroups it. `short` where its size is said beside it already (a table's cell, a card).
 */
export function ContributionChip({ size, short = false }: { size: number; short?: boolean }) {
  const { t } = useTranslation('genetics');
  if (size > 1) return null;
  return <Chip size="small" color="warning" variant="outlined" label={t(short ? 'groups.contributesNothingShort' : 'groups.contributesNothing')} />;
}
