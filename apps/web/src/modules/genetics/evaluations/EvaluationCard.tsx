import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Evaluation, EvaluationStatus, TraitRun } from '@ganado/shared/genetics';
import { instantText, numberText } from '../../../components/format';
import { StatusChip, type StatusColour } from '../../../components/StatusChip';
import { useTraitText } from '../traits';
import { EvaluationProgress } from './EvaluationProgress';
import { residualText } from './residual';

const STATUS_COLOURS: Record<EvaluationStatus, StatusColour> = { queued: 'default', running: 'info', completed: 'success', failed: 'error' };
/** The trait column stays in sight while a phone scrolls the figures sideways. */
const STICKY = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
const RUN_COLUMNS = ['records', 'groups', 'singletons', 'iterations', 'relativeResidual', 'seconds', 'accuracyMethod'] as const;

/** How each trait's equations went: a row per trait, a skipped trait saying why. */
function TraitRuns({ runs, label }: { runs: TraitRun[]; label: string }) {
  const { t, i18n } = useTranslation(['genetics', 'messages']);
  const traits = useTraitText();
  const count = (value: number) => numberText(value, i18n.language, { digits: 0 });
  const cell = (run: TraitRun, column: (typeof RUN_COLUMNS)[number]) => {
    switch (column) {
      case 'relativeResidual':
        return run.relativeResidual === null ? '—' : residualText(run.relativeResidual, i18n.language);
      case 'seconds':
        return numberText(run.seconds, i18n.language, { digits: 1 });
      case 'accuracyMethod':
        return run.accuracyMethod ? t(`evaluations.accuracyMethods.${run.accuracyMethod}`) : '—';
      default:
        return count(run[column]);
    }
  };
  return (
    // Reachable by keyboard: a phone scrolls it sideways.
    <TableContainer tabIndex={0} role="region" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...STICKY, verticalAlign: 'bottom' }}>{t('evaluations.columns.trait')}</TableCell>
            {RUN_COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'accuracyMethod' ? 'left' : 'right'} sx={{ minWidth: 96, lineHeight: 1.3, verticalAlign: 'bottom' }}>
                {t(`evaluations.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <TableRow key={run.trait}>
              <TableCell component="th" scope="row" sx={{ ...STICKY, minWidth: 112, whiteSpace: { xs: 'normal', sm: 'nowrap' } }}>
                {traits.name(run.trait)}
              </TableCell>
              {run.skipped ? (
                <TableCell colSpan={RUN_COLUMNS.length} sx={{ color: 'text.secondary' }}>
                  {t('evaluations.skipped', { reason: t(`messages:${run.skipped}`, { defaultValue: run.skipped }) })}
                </TableCell>
              ) : (
                RUN_COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'accuracyMethod' ? 'left' : 'right'} sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {cell(run, column)}
                  </TableCell>
                ))
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Who started it, how many animals, how long it took, and the heritabilities it ran with. */
function useSummary() {
  const { t, i18n } = useTranslation('genetics');
  const traits = useTraitText();
  return (evaluation: Evaluation) => {
    const parts = [t('evaluations.startedBy', { name: evaluation.createdBy?.name ?? t('evaluations.someone') })];
    if (evaluation.animals > 0) parts.push(t('evaluations.animals', { count: evaluation.animals }));
    if (evaluation.startedAt && evaluation.finishedAt) {
      const seconds = (new Date(evaluation.finishedAt).getTime() - new Date(evaluation.startedAt).getTime()) / 1000;
      parts.push(t('evaluations.took', { value: numberText(seconds, i18n.language, { digits: 1 }) }));
    }
    if (evaluation.attempts > 1) parts.push(t('evaluations.attempts', { count: evaluation.attempts }));
    const heritabilities = evaluation.settings.map((setting) => t('evaluations.heritabilityOf', { trait: traits.short(setting.trait), value: traits.heritability(setting.heritability) }));
    return { line: parts.join(' · '), heritabilities: heritabilities.join(' · ') };
  };
}

/** One evaluation of the history: its status, progress while it runs, its failure, and each trait's run. */
export function EvaluationCard({ evaluation }: { evaluation: Evaluation }) {
  const { t } = useTranslation('genetics');
  const summary = useSummary()(evaluation);
  const title = t('evaluations.of', { date: instantText(evaluation.createdAt) });
  return (
    <Paper variant="outlined" component="article" aria-label={title} sx={{ p: { xs: 1.5, sm: 2 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, mr: 'auto' }}>
          {title}
        </Typography>
        {evaluation.current && <Chip size="small" color="primary" label={t('evaluations.current')} />}
        <StatusChip status={evaluation.status} label={t(`evaluations.statuses.${evaluation.status}`)} colours={STATUS_COLOURS} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {summary.line}
      </Typography>
      {(evaluation.status === 'queued' || evaluation.status === 'running') && <EvaluationProgress evaluation={evaluation} />}
      {evaluation.error && <Alert severity="error">{evaluation.error.message}</Alert>}
      {evaluation.traits.length > 0 && <TraitRuns runs={evaluation.traits} label={t('evaluations.runsLabel', { date: instantText(evaluation.createdAt) })} />}
      {summary.heritabilities && (
        <Typography variant="caption" color="text.secondary">
          {t('evaluations.heritabilities', { list: summary.heritabilities })}
        </Typography>
      )}
    </Paper>
  );
}
