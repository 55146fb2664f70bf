import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GoalStatus } from '@ganado/shared/goals';
import { type StatusColour, StatusChip } from '../../components/StatusChip';

const COLOURS: Record<GoalStatus, StatusColour> = { achieved: 'success', onTrack: 'primary', atRisk: 'warning', noData: 'default' };
const BAR: Record<GoalStatus, 'success' | 'primary' | 'warning' | 'inherit'> = { achieved: 'success', onTrack: 'primary', atRisk: 'warning', noData: 'inherit' };

export function GoalStatusChip({ status }: { status: GoalStatus }) {
  const { t } = useTranslation('goals');
  return <StatusChip status={status} label={t(`status.${status}`)} colours={COLOURS} />;
}

/** How far the figure has come from the baseline to the target, as a bar and a percentage. */
export function GoalProgressBar({ percent, status }: { percent: number | null; status: GoalStatus }) {
  const { t } = useTranslation('goals');
  const label = percent === null ? t('progress.unknown') : t('progress.percent', { percent: Math.round(percent) });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <LinearProgress
        variant="determinate"
        value={percent ?? 0}
        color={BAR[status]}
        aria-label={t('progress.label')}
        aria-valuetext={label}
        sx={{ flex: 1, height: 10, borderRadius: 5 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: '4.5rem', textAlign: 'right' }} data-testid="goal-percent">
        {label}
      </Typography>
    </Box>
  );
}
