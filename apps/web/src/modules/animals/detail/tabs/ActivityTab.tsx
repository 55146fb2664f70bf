import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ActivityEntry } from '@ganado/shared/activity-log';
import type { Animal, RecordType } from '@ganado/shared/animals';
import { useSession } from '../../../../app/use-session';
import { QueryState } from '../../../../components/admin/QueryState';
import { useAnimalActivity } from '../api';
import { EmptyState } from '../EmptyState';
import { instantText } from '../../../../components/format';

/** What the entry changed, in a few words: the record's type, or the animal's tag. */
function useSummary() {
  const { t } = useTranslation('animals');
  return (entry: ActivityEntry) => {
    const snapshot = entry.after ?? entry.before;
    const type = snapshot?.type;
    if (typeof type === 'string') return t(`recordChoices.recordTypes.${type as RecordType}`, { defaultValue: type });
    const tag = snapshot?.tagNumber;
    return typeof tag === 'string' ? tag : '';
  };
}

/** The animal's history, newest first: who, when, what. */
export function ActivityTab({ animal }: { animal: Animal }) {
  const { t } = useTranslation(['animals', 'activity-log']);
  // Without the activity log module the server would refuse, and a refusal sends the user away.
  const allowed = useSession().session?.modules.includes('activityLog') ?? false;
  const activity = useAnimalActivity(animal.id, allowed);
  const summary = useSummary();
  if (!allowed) {
    return <EmptyState text={t('activity.noAccess')} />;
  }
  return (
    <QueryState query={activity} emptyText={t('activity.empty')} isEmpty={(entries) => entries.length === 0}>
      {(entries) => (
        <Paper variant="outlined" component="ol" aria-label={t('tabs.activity')} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {[...entries].reverse().map((entry) => (
            <Box component="li" key={entry.id} sx={{ p: 2, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
              <Typography sx={{ fontWeight: 600 }}>
                {t(`activity-log:actions.${entry.action}`, { defaultValue: entry.action })}
                {summary(entry) && ` · ${summary(entry)}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('activity.byOn', { who: entry.actor?.name ?? t('activity-log:system'), when: instantText(entry.createdAt) })}
              </Typography>
            </Box>
          ))}
        </Paper>
      )}
    </QueryState>
  );
}
