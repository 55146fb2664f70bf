import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { BarnAnimal } from '@ganado/shared/barn';
import { instantDayText } from '../../components/format';

/** The meat and milk withdrawals still to come, as the barn last read them: a reason to stop before a sale or the tank. */
export function WithdrawalChips({ animal, now = new Date() }: { animal: Pick<BarnAnimal, 'meatWithdrawalEndsAt' | 'milkWithdrawalEndsAt'>; now?: Date }) {
  const { t } = useTranslation('barn');
  const held = (['meat', 'milk'] as const).flatMap((product) => {
    const endsAt = product === 'meat' ? animal.meatWithdrawalEndsAt : animal.milkWithdrawalEndsAt;
    return endsAt && new Date(endsAt) > now ? [{ product, endsAt }] : [];
  });
  if (held.length === 0) return null;
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {held.map(({ product, endsAt }) => (
        <Chip key={product} size="small" color="warning" label={t(`withdrawal.${product}`, { day: instantDayText(endsAt) })} />
      ))}
    </Box>
  );
}
