import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Goal } from '@ganado/shared/goals';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { FormAlert } from '../../components/form/FormAlert';
import { dayText } from '../../components/format';
import { PageTitle } from '../../components/PageTitle';
import { useSavedNotice } from '../farms/saved-notice';
import { useGoals } from './api';
import { GoalProgressBar, GoalStatusChip } from './GoalProgressBar';
import { GOALS, goalPath, USER_GUIDE } from './paths';
import { useGoalTexts } from './texts';

/** One goal as a card: its figure now against its target, its progress, deadline and owner. */
function GoalCard({ goal }: { goal: Goal }) {
  const { t } = useTranslation('goals');
  const texts = useGoalTexts();
  return (
    <Card variant="outlined" component="li" data-testid="goal-card">
      <CardActionArea component={RouterLink} to={goalPath(goal.id)} sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'flex-start' }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {texts.title(goal)}
            </Typography>
            <GoalStatusChip status={goal.progress.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            {texts.target(goal)}
          </Typography>
          <Typography variant="h6" component="p" data-testid="goal-current">
            {t('card.now', { value: texts.value(goal, goal.progress.current) })}
          </Typography>
          <GoalProgressBar percent={goal.progress.percent} status={goal.progress.status} />
          <Typography variant="body2" color="text.secondary">
            {t('card.deadline', { date: dayText(goal.deadline) })} · {t('card.owner', { name: goal.ownerName })}
          </Typography>
          {(goal.farmName || goal.groupName) && (
            <Typography variant="caption" color="text.secondary">
              {[goal.farmName, goal.groupName].filter(Boolean).join(' · ')}
            </Typography>
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** /livestock_goals: the organisation's goals, each with its progress worked out from the records. */
export function GoalsListPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['goals', 'common']);
  const goals = useGoals();
  const saved = useSavedNotice();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={USER_GUIDE}>
            {t('list.guide')}
          </Button>
          <Button component={RouterLink} to={`${GOALS}/add`} variant="contained" startIcon={<AddIcon />}>
            {t('list.add')}
          </Button>
        </Box>
      </Box>
      <FormAlert notice={saved} />
      <QueryState query={goals} emptyText="" isEmpty={() => false}>
        {(data) =>
          data.length === 0 ? (
            <Typography data-testid="goals-empty">
              {t('list.empty')}{' '}
              <Link component={RouterLink} to={USER_GUIDE}>
                {t('list.emptyGuide')}
              </Link>
            </Typography>
          ) : (
            <Box component="ul" aria-label={t('list.label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
              {data.map((goal) => (
                <GoalCard key={goal.id} goal={goal} />
              ))}
            </Box>
          )
        }
      </QueryState>
    </Box>
  );
}
