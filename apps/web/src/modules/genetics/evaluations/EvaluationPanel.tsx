import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/form/FormAlert';
import { instantText } from '../../../components/format';
import { useGeneticsAccess } from '../access';
import { EvaluationProgress } from './EvaluationProgress';
import type { EvaluationRunner } from './use-evaluation-runner';

/** "Run evaluation": busy while one starts or runs, so a second is not asked for. */
export function RunEvaluationButton({ runner }: { runner: EvaluationRunner }) {
  const { t } = useTranslation('genetics');
  const access = useGeneticsAccess();
  if (!access.create) return null;
  return (
    <Button variant="contained" startIcon={<PlayArrowIcon />} loading={runner.starting} disabled={Boolean(runner.running)} onClick={() => void runner.start()}>
      {t('evaluations.run')}
    </Button>
  );
}

/**
 * Which evaluation the EPDs on the page come from, the button that starts a new one, its progress
 * while it runs, and how it ended; a newer evaluation that failed is said too (its EPDs are not shown).
 */
export function EvaluationPanel({ runner, showDate = true }: { runner: EvaluationRunner; showDate?: boolean }) {
  const { t } = useTranslation('genetics');
  const { current, running, notice, lastFailed, loaded } = runner;
  return (
    <Paper variant="outlined" component="section" aria-label={t('evaluations.panelLabel')} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        {showDate && (
          <Typography data-testid="current-evaluation" sx={{ minWidth: 0, flex: '1 1 16rem' }}>
            {!loaded ? '\u00a0' : current?.finishedAt ? t('evaluations.currentFrom', { date: instantText(current.finishedAt), count: current.animals }) : t('evaluations.none')}
          </Typography>
        )}
        <RunEvaluationButton runner={runner} />
      </Box>
      {running && <EvaluationProgress evaluation={running} />}
      <FormAlert notice={notice} />
      {!notice && !running && lastFailed && (
        <Alert severity="warning" data-testid="last-failed">
          <AlertTitle>{t('evaluations.lastFailed', { date: instantText(lastFailed.createdAt) })}</AlertTitle>
          {lastFailed.error?.message}
        </Alert>
      )}
    </Paper>
  );
}
