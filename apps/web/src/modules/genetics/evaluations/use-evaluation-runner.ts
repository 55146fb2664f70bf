import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { geneticsOperations as ops, type Evaluation, type EvaluationStatus } from '@ganado/shared/genetics';
import { ApiError, call, errorText } from '../../../app/api';
import type { Notice } from '../../../components/form/FormAlert';
import { isUnfinished, startEvaluation, useEvaluation, useRefreshGenetics } from './api';

/** Enough of the newest evaluations to hold the running one and the current one. */
const LATEST = 10;

/** The newest evaluations, read once (the one running is followed on its own, every second). */
function useLatestEvaluations() {
  return useQuery({ queryKey: ['genetics', 'evaluations', 'latest'], queryFn: () => call(ops.listEvaluations, { query: { page: 1, limit: LATEST } }) });
}

/**
 * Starting an evaluation and following it: the one started here, or one already running when the
 * page opened, is asked for every second until it completes or fails; then every query of the
 * module is asked again (the list shows the new EPDs) and a notice says how it ended. A 409 (one is
 * already running) says so and follows that one.
 */
export function useEvaluationRunner() {
  const { t } = useTranslation(['genetics', 'messages']);
  const queryClient = useQueryClient();
  const refresh = useRefreshGenetics();
  const latest = useLatestEvaluations();
  const [started, setStarted] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const watchedId = started ?? latest.data?.items.find(isUnfinished)?.id ?? null;
  const watched = useEvaluation(watchedId);
  // The statuses seen, so an end is told once and only when it was seen coming.
  const seen = useRef(new Map<string, EvaluationStatus>());

  useEffect(() => {
    const evaluation = watched.data;
    if (!evaluation) return;
    const before = seen.current.get(evaluation.id);
    seen.current.set(evaluation.id, evaluation.status);
    if (isUnfinished(evaluation) || !before || !isUnfinished({ status: before })) return;
    setNotice(
      evaluation.status === 'completed'
        ? { severity: 'success', text: t('evaluations.finished', { count: evaluation.animals }) }
        : // The server writes the reason in the reader's language, its figures filled in ("… {trait} …").
          { severity: 'error', title: t('messages:genetics.evaluationFailed'), text: evaluation.error?.message ?? '' },
    );
    void refresh();
  }, [watched.data, t, refresh]);

  const start = async () => {
    setNotice(null);
    setStarting(true);
    try {
      const evaluation = await startEvaluation();
      seen.current.set(evaluation.id, evaluation.status);
      // The bar shows at once, from the 202's answer, before the first poll.
      queryClient.setQueryData(['genetics', 'evaluation', evaluation.id], evaluation);
      setStarted(evaluation.id);
      // The evaluations' history shows the new one (and follows it) too.
      void queryClient.invalidateQueries({ queryKey: ['genetics', 'evaluations'] });
    } catch (error) {
      const running = error instanceof ApiError && error.status === 409;
      setNotice({ severity: running ? 'info' : 'error', text: errorText(error) });
      // Already running: the newest evaluations hold it, and it is followed from there.
      if (running) {
        setStarted(null);
        await latest.refetch();
      }
    } finally {
      setStarting(false);
    }
  };

  const evaluations = latest.data?.items ?? [];
  const running: Evaluation | undefined = isUnfinished(watched.data) ? watched.data : undefined;
  return {
    start,
    starting,
    notice,
    running,
    current: evaluations.find((evaluation) => evaluation.current),
    /** The newest evaluation when it failed after the current one: its EPDs are not the ones shown. */
    lastFailed: evaluations[0]?.status === 'failed' && !evaluations[0].current ? evaluations[0] : undefined,
    loaded: latest.isSuccess,
  };
}
export type EvaluationRunner = ReturnType<typeof useEvaluationRunner>;
