import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { FertilityRate } from '@ganado/shared/semen';
import { useStatisticsFigures } from './figures';

/**
 * A rate with what it is over ("50 % · 1 / 2"); one over fewer services than the reliable minimum
 * muted and marked "Not reliable" (docs/decisions.md: fertility, reliability); a dash over nothing.
 */
export function RateFigure({ rate, kind = 'percent' }: { rate: FertilityRate; kind?: 'percent' | 'ratio' }) {
  const { t } = useTranslation('semen');
  const figures = useStatisticsFigures();
  if (rate.value === null) {
    return (
      <Typography component="span" color="text.secondary" aria-label={t('statistics.noRateLabel')}>
        {t('statistics.noRate')}
      </Typography>
    );
  }
  return (
    <Box component="span" data-reliable={rate.reliable} sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25, color: rate.reliable ? 'text.primary' : 'text.secondary' }}>
      <span>{figures.rate({ ...rate, value: rate.value }, kind)}</span>
      <Typography component="span" variant="caption">
        {t('statistics.counts', { numerator: figures.number(rate.numerator, 0), denominator: figures.number(rate.denominator, 0) })}
      </Typography>
      {!rate.reliable && <Chip size="small" variant="outlined" label={t('statistics.notReliable')} sx={{ height: 20, fontSize: '0.7rem' }} />}
    </Box>
  );
}
