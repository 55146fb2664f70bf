import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@ganado/shared/genetics';
import { numberText } from '../../../components/format';
import { useTraitText } from '../traits';

/** What an evaluation is doing, in the reader's language: the server's phase key, and the trait being solved. */
export function usePhaseText() {
  const { t } = useTranslation(['genetics', 'messages']);
  const traits = useTraitText();
  return (evaluation: Evaluation) => {
    // The server names the phase with a message key of the shared catalogue (`genetics.phaseSolving`).
    const phase = t(`messages:${evaluation.phase ?? 'genetics.phaseQueued'}`, { defaultValue: '' });
    return evaluation.currentTrait ? t('evaluations.phaseOfTrait', { phase, trait: traits.name(evaluation.currentTrait) }) : phase;
  };
}

/** An unfinished evaluation's progress bar, with what it is doing and how far it has got. */
export function EvaluationProgress({ evaluation }: { evaluation: Evaluation }) {
  const { t, i18n } = useTranslation('genetics');
  const phaseText = usePhaseText();
  const percent = Math.round(Math.min(1, Math.max(0, evaluation.progress)) * 100);
  const percentText = t('evaluations.percent', { value: numberText(percent, i18n.language, { digits: 0 }) });
  return (
    <Box data-testid="evaluation-progress" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        {/* Read out when the phase changes, not at every percent. */}
        <Typography variant="body2" aria-live="polite" data-testid="evaluation-phase">
          {phaseText(evaluation)}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {percentText}
        </Typography>
      </Box>
      <LinearProgress
        variant={evaluation.status === 'queued' ? 'indeterminate' : 'determinate'}
        value={percent}
        aria-label={t('evaluations.progressLabel')}
        aria-valuetext={percentText}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
