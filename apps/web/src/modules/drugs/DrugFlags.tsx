import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Drug } from '@ganado/shared/drugs';
import { expiresSoon } from './figures';

/** What a farmer must notice about a drug at a glance: stock to reorder, stock about to expire, a prescription. */
export function DrugFlags({ drug }: { drug: Pick<Drug, 'lowStock' | 'nextExpiry' | 'prescriptionOnly'> }) {
  const { t } = useTranslation('drugs');
  const soon = expiresSoon(drug.nextExpiry);
  if (!drug.lowStock && !soon && !drug.prescriptionOnly) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {drug.lowStock && <Chip size="small" color="warning" label={t('flags.lowStock')} />}
      {soon && <Chip size="small" color="error" variant="outlined" label={t('flags.expiring')} />}
      {drug.prescriptionOnly && <Chip size="small" variant="outlined" label={t('flags.prescriptionOnly')} />}
    </Box>
  );
}
