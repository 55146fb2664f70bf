import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { goalOperations as ops, type GoalDetail } from '@ganado/shared/goals';
import { PAGE_LAYOUTS, REPORT_PAGES } from '@ganado/shared/reports';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { DeleteConfirmationDialog } from '../../components/dialogs/DeleteConfirmationDialog';
import { FormAlert } from '../../components/form/FormAlert';
import { dayText } from '../../components/format';
import { PageTitle } from '../../components/PageTitle';
import { DetailList } from '../farms/DetailList';
import { FormSection } from '../farms/form/fields';
import { useSavedNotice } from '../farms/saved-notice';
import { RecordState } from '../genetics/shared/RecordState';
import { REPORT_PATHS } from '../reports/paths';
import { deleteGoal, useGoal, useRefreshGoals } from './api';
import { GoalProgressBar, GoalStatusChip } from './GoalProgressBar';
import { GoalTrendChart } from './GoalTrendChart';
import { editPath, GOALS } from './paths';
import { useGoalTexts } from './texts';

/** The analytics page that shows the goal's figure for its scope, where the animals behind it are a tap away. */
function reportLink(goal: GoalDetail): string | null {
  const page = REPORT_PAGES.find((id) => REPORT_PATHS[id] && PAGE_LAYOUTS[id].figures.includes(goal.kpi));
  if (!page) return null;
  const query = new URLSearchParams(Object.entries({ farmId: goal.farmId, groupId: goal.groupId, breedCode: goal.breedCode, from: goal.from, to: goal.to }).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return `${REPORT_PATHS[page]}${query.size > 0 ? `?${query.toString()}` : ''}`;
}

function RemoveGoal({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation('goals');
  const navigate = useNavigate();
  const refresh = useRefreshGoals();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setConfirming(false);
    try {
      await deleteGoal(goal.id);
      await refresh();
      await navigate(GOALS, { state: { saved: ops.deleteGoal.message } });
    } catch (error) {
      setFailure(errorText(error));
    }
  };
  return (
    <>
      <FormAlert notice={failure ? { severity: 'error', text: failure } : null} />
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirming(true)}>
        {t('details.delete')}
      </Button>
      <DeleteConfirmationDialog open={confirming} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </>
  );
}

/** The goal: its figure now against baseline and target, its progress and status, its definition and trend. */
function GoalView({ goal }: { goal: GoalDetail }) {
  const { t } = useTranslation('goals');
  const texts = useGoalTexts();
  const { definition, source } = texts.kpi(goal.kpi);
  const report = reportLink(goal);
  const { progress } = goal;
  const figures = [
    { key: 'current', value: progress.current },
    { key: 'baseline', value: goal.baseline },
    { key: 'expected', value: progress.expected },
    { key: 'target', value: goal.target },
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" data-testid="goal-name">
            {texts.title(goal)}
          </Typography>
          <GoalStatusChip status={progress.status} />
        </Box>
        <Typography color="text.secondary">{texts.target(goal)}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' } }}>
          {figures.map(({ key, value }) => (
            <Box key={key}>
              <Typography variant="caption" color="text.secondary">
                {t(`details.${key}`)}
              </Typography>
              <Typography variant="h6" component="p" data-testid={`goal-${key}`}>
                {texts.value(goal, value)}
              </Typography>
            </Box>
          ))}
        </Box>
        <GoalProgressBar percent={progress.percent} status={progress.status} />
        <Typography variant="body2" color="text.secondary">
          {progress.current === null ? t('details.noData') : t('details.animals', { count: progress.animals })}
          {progress.current !== null && !progress.reliable && ` ${t('details.fewData')}`}
        </Typography>
      </Paper>
      <FormSection title={t('details.definition')}>
        <Typography variant="body2">{definition}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('details.source', { source })}
        </Typography>
        {report && (
          <Button component={RouterLink} to={report} sx={{ alignSelf: 'flex-start' }}>
            {t('details.report')}
          </Button>
        )}
      </FormSection>
      <FormSection title={t('details.trend')}>
        <GoalTrendChart goal={goal} />
      </FormSection>
      <FormSection title={t('details.about')}>
        <DetailList
          items={[
            { label: t('details.deadline'), value: dayText(goal.deadline) },
            { label: t('details.owner'), value: goal.ownerName },
            { label: t('details.setOn'), value: dayText(goal.baselineOn) },
            { label: t('form.farm'), value: goal.farmName ?? t('form.allFarms') },
            { label: t('form.group'), value: goal.groupName ?? t('form.allGroups') },
            { label: t('form.breed'), value: goal.breedCode ?? t('form.anyBreed') },
            { label: t('details.period'), value: goal.from || goal.to ? `${goal.from ? dayText(goal.from) : '…'} – ${goal.to ? dayText(goal.to) : '…'}` : t('details.lastYear') },
            { label: t('form.notes'), value: goal.notes || null },
          ]}
        />
      </FormSection>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <RemoveGoal goal={goal} />
        <Button component={RouterLink} to={editPath(goal.id)} variant="contained" startIcon={<EditIcon />}>
          {t('details.edit')}
        </Button>
      </Box>
    </Box>
  );
}

/** /livestock_goals/viewDetails/:id. */
export function GoalDetailsPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['goals', 'common']);
  const { id } = useParams();
  const goal = useGoal(id);
  const saved = useSavedNotice();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1100 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <FormAlert notice={saved} />
      <RecordState query={goal} notFound={t('details.notFound')} back={{ to: GOALS, label: t('details.back') }}>
        {(loaded) => <GoalView goal={loaded} />}
      </RecordState>
    </Box>
  );
}
