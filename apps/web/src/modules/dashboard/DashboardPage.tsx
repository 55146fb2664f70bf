import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@ganado/shared/activity-log';
import { dashboardOperations as ops, type DashboardCounter } from '@ganado/shared/dashboard';
import { call } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { instantText, numberText } from '../../components/format';
import { InWithdrawal } from './InWithdrawal';

/** The list page each counter leads to; farms, animals and tasks add theirs with their counters. */
const COUNTER_PAGES: Readonly<Record<string, string>> = {
  farms: '/myfarm/farmlist',
  animals: '/animals',
  animalsInWithdrawal: '/animals',
  packsExpiringSoon: '/drugList',
  drugsLowOnStock: '/drugList?lowStock=true',
  feedLotsLowOnStock: '/feed-management/ingredient-inventory?low=true',
  equipmentDueForService: '/equipmentinventory',
  openTasks: '/my-schedule',
  openEnquiries: '/enquiries?status=open',
  goalsAtRisk: '/livestock_goals',
  activeUsers: '/users',
  departments: '/departments',
  roles: '/roles',
};

function CounterCard({ counter }: { counter: DashboardCounter }) {
  const { t, i18n } = useTranslation('dashboard');
  const page = COUNTER_PAGES[counter.key];
  const content = (
    <CardContent>
      <Typography component="p" sx={{ fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.1 }}>
        {numberText(counter.count, i18n.language, { digits: 0 })}
      </Typography>
      <Typography color="text.secondary">{t(`counters.${counter.key}`, { defaultValue: counter.key })}</Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" component="li" data-testid={`counter-${counter.key}`}>
      {page ? (
        <CardActionArea component={RouterLink} to={page} sx={{ height: '100%' }}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const { t } = useTranslation(['dashboard', 'activity-log']);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="recent-activity-title" data-testid="recent-activity" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography id="recent-activity-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('recentActivity')}
        </Typography>
        <Link component={RouterLink} to="/activitylog">
          {t('allActivity')}
        </Link>
      </Box>
      {entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ pt: 2 }}>
          {t('activity-log:empty')}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ mt: 1 }}>
          {entries.map((entry) => (
            <ListItem key={entry.id} disableGutters divider>
              <ListItemText
                primary={t(`activity-log:actions.${entry.action}`, { defaultValue: entry.action })}
                secondary={`${entry.actor?.name ?? t('activity-log:system')} · ${instantText(entry.createdAt)}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}

/** /dashboard (docs/product.md §6: where a 403 lands): the counters the role may view and the latest activity. */
export function DashboardPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['dashboard', 'common']);
  const answer = useQuery({ queryKey: ['dashboard'], queryFn: () => call(ops.getDashboard) });
  return (
    <Box data-testid="dashboard-page" sx={{ pt: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <QueryState query={answer} emptyText={t('empty')} isEmpty={(data) => data.counters.length === 0 && !data.recentActivity}>
        {(data) => (
          <>
            {data.counters.length > 0 && (
              <Box
                component="ul"
                aria-label={t('countersLabel')}
                sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 150px), 1fr))' }}
              >
                {data.counters.map((counter) => (
                  <CounterCard key={counter.key} counter={counter} />
                ))}
              </Box>
            )}
            {data.counters.some((counter) => counter.key === 'animalsInWithdrawal' && counter.count > 0) && <InWithdrawal />}
            {data.recentActivity && <RecentActivity entries={data.recentActivity} />}
          </>
        )}
      </QueryState>
    </Box>
  );
}
