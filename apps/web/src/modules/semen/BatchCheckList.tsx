import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { BatchCheck } from '@ganado/shared/semen';
import { StatusChip, type StatusColour } from '../../components/StatusChip';
import { useSemenFigures } from './figures';

type Outcome = 'met' | 'notMet' | 'notMeasured';
const COLOURS: Record<Outcome, StatusColour> = { met: 'success', notMet: 'error', notMeasured: 'default' };
const outcomeOf = (check: BatchCheck): Outcome => (check.met === null ? 'notMeasured' : check.met ? 'met' : 'notMet');

/** What a check found against its minimum, in words: "42 % · minimum 30 %"; the health test by its days. */
function useCheckText() {
  const { t } = useTranslation('semen');
  const figures = useSemenFigures();
  return (check: BatchCheck) => {
    const minimum = figures.measure(check.check, check.minimum);
    if (check.check === 'healthTest') {
      return check.value === null ? t('checks.noCover', { window: minimum }) : t('checks.cover', { days: figures.days(check.value), window: minimum });
    }
    return check.value === null ? t('checks.notMeasuredYet', { minimum }) : t('checks.figure', { value: figures.measure(check.check, check.value), minimum });
  };
}

/**
 * Each approval threshold as a batch meets it (met, not met, not measured yet), with the figure and
 * its minimum: a list rather than a table, so it reads the same on a phone and in a dialog.
 */
export function BatchCheckList({ checks, label }: { checks: readonly BatchCheck[]; label: string }) {
  const { t } = useTranslation('semen');
  const text = useCheckText();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {checks.map((check) => (
        <Box component="li" key={check.check} data-testid={`check-${check.check}`} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600 }}>{t(`checks.names.${check.check}`)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {text(check)}
            </Typography>
          </Box>
          <StatusChip status={outcomeOf(check)} label={t(`checks.outcomes.${outcomeOf(check)}`)} colours={COLOURS} outlined={['notMeasured']} />
        </Box>
      ))}
    </Box>
  );
}
