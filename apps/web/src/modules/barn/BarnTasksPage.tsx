import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import type { BarnTask } from '@ganado/shared/barn';
import type { Page } from '../../app/routes';
import { instantDayText, timeText } from '../../components/format';
import { BarnFrame, type BarnContext } from './BarnFrame';
import { queueTaskDone } from './store/commands';
import { barnDb } from './store/db';
import { syncNow } from './sync/engine';
import { isOnline } from './sync/online';

/** Tasks whose completion writes records on their animals are completed from the action list, with those records. */
const COMPLETED_WITH_RECORDS = new Set<BarnTask['category']>(['insemination', 'healthRecord']);

const occurrenceKey = (taskId: string, index: number) => `${taskId}#${index}`;

function TaskList({ barn }: { barn: BarnContext }) {
  const { t } = useTranslation(['barn', 'action-list']);
  const [notice, setNotice] = useState<string | null>(null);
  const { userId, snapshot } = barn;
  const timeZone = snapshot.farm.timeZone;
  // Occurrences marked done on this phone and not yet sent.
  const marked = useLiveQuery(
    async () => {
      const commands = await barnDb.commands.where('[userId+farmId]').equals([userId, snapshot.farm.id]).toArray();
      return new Set(
        commands
          .filter((command) => command.operation === 'setTaskOccurrence')
          .map((command) => {
            const body = command.input.body as { id: string; index: number };
            return occurrenceKey(body.id, body.index);
          }),
      );
    },
    [userId, snapshot.farm.id],
    new Set<string>(),
  );
  if (snapshot.tasks.length === 0) return <Typography color="text.secondary">{t('tasks.none')}</Typography>;
  const days = new Map<string, BarnTask[]>();
  for (const task of snapshot.tasks) {
    const day = instantDayText(task.start, timeZone);
    days.set(day, [...(days.get(day) ?? []), task]);
  }
  const markDone = async (task: BarnTask) => {
    await queueTaskDone({ userId, farmId: snapshot.farm.id }, task);
    setNotice(t(isOnline() ? 'record.sending' : 'record.keptOffline'));
    if (isOnline()) void syncNow();
  };
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {[...days].map(([day, tasks]) => (
        <Box key={day} component="section" aria-label={day}>
          <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
            {day}
          </Typography>
          <List disablePadding>
            {tasks.map((task) => {
              const waiting = marked.has(occurrenceKey(task.taskId, task.index));
              const doable = snapshot.can.completeTasks && !task.completed && !waiting && !COMPLETED_WITH_RECORDS.has(task.category);
              return (
                <ListItem key={occurrenceKey(task.taskId, task.index)} divider sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="barn-task">
                  <ListItemText
                    primary={task.name}
                    secondary={[timeText(task.start, timeZone), t(`action-list:categories.${task.category}`), task.animalCount > 0 ? t('tasks.animals', { count: task.animalCount }) : null].filter(Boolean).join(' · ')}
                    sx={{ minWidth: 200 }}
                  />
                  {task.overdue && !task.completed && <Chip size="small" color="error" variant="outlined" label={t('tasks.overdue')} />}
                  {task.completed && <Chip size="small" color="primary" icon={<CheckIcon />} label={t('tasks.done')} />}
                  {waiting && <Chip size="small" color="warning" variant="outlined" label={t('commands.waiting')} />}
                  {doable && (
                    <Button variant="contained" onClick={() => void markDone(task)} sx={{ minHeight: 44 }} aria-label={t('tasks.markDoneNamed', { name: task.name })}>
                      {t('tasks.markDone')}
                    </Button>
                  )}
                </ListItem>
              );
            })}
          </List>
        </Box>
      ))}
      {!snapshot.can.completeTasks && <Alert severity="info">{t('tasks.notAllowed')}</Alert>}
      <Snackbar open={notice !== null} autoHideDuration={4000} onClose={() => setNotice(null)} message={notice} />
    </Box>
  );
}

export const BarnTasksPage: Page = () => {
  const { t } = useTranslation('barn');
  return (
    <BarnFrame title={t('titles.tasks')} view="tasks">
      {(barn) => <TaskList barn={barn} />}
    </BarnFrame>
  );
};
