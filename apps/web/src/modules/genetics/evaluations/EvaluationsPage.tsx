import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { RouteEntry } from '../../../app/route-map';
import { ListPagination, usePaging } from '../../../components/admin/paging';
import { QueryState } from '../../../components/admin/QueryState';
import { FormAlert } from '../../../components/form/FormAlert';
import { PageTitle } from '../../../components/PageTitle';
import { GeneticsTabs } from '../GeneticsTabs';
import { useEvaluations } from './api';
import { EvaluationCard } from './EvaluationCard';
import { RunEvaluationButton } from './EvaluationPanel';
import { useEvaluationRunner } from './use-evaluation-runner';

/**
 * /genetics/evaluations: every evaluation, newest first: its status and progress (asked again every
 * second while one runs), who started it, which one the EPDs come from, and how each trait's
 * equations went: records, groups, singletons left out, iterations, residual, time, accuracies.
 */
export function EvaluationsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['genetics', 'common']);
  const paging = usePaging('evaluations');
  const evaluations = useEvaluations({ page: paging.page + 1, limit: paging.limit });
  const runner = useEvaluationRunner();
  return (
    <Box data-testid="genetic-evaluations" sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <RunEvaluationButton runner={runner} />
      </Box>
      <GeneticsTabs current="evaluations" />
      <FormAlert notice={runner.notice} />
      <QueryState query={evaluations} emptyText={t('evaluations.empty')} isEmpty={(answer) => answer.total === 0}>
        {(answer) => (
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {answer.items.map((evaluation) => (
              <EvaluationCard key={evaluation.id} evaluation={evaluation} />
            ))}
            <ListPagination paging={paging} total={answer.total} />
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
