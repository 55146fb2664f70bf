import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Task } from '@ganado/shared/action-list';
import type { RouteEntry } from '../../app/route-map';
import { animalLabel } from '../animals/choices';
import { zoneName } from '../../components/zone-name';
import { FormAlert } from '../../components/form/FormAlert';
import { useSavedNotice } from '../farms/saved-notice';
import { TaskPage } from './components/TaskPage';
import { DeleteTask } from './components/DeleteTask';
import { isRecording, RecordLink, useOccurrenceStatus } from './components/occurrence';
import { OverdueChip, PriorityChip, StatusChip } from './components/TaskChips';
import { instantText, wallClockText } from '../../components/format';
import { repeatText } from './repeat-text';

/** A titled part of the page. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="h2" sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** The task's fields as label and value pairs. */
function TaskFields({ task }: { task: Task }) {
  const { t, i18n } = useTranslation('action-list');
  const rows: [string, ReactNode][] = [
    ['category', t(`categories.${task.category}`)],
    ['priority', <PriorityChip key="priority" priority={task.priority} />],
    ['status', <StatusChip key="status" status={task.status} />],
    ['assignee', task.assignee?.name ?? t('list.unassigned')],
    ['farm', task.farm?.name ?? t('form.none')],
    ['startAt', wallClockText(task.startLocal)],
    ['endAt', wallClockText(task.endLocal)],
    ['timeZone', zoneName(task.timeZone, i18n.language)],
    ['repeat', task.repeat ? repeatText(task.repeat, t, i18n.language) : t('detail.noRepeat')],
    ['description', task.description ?? '—'],
    ['createdAt', instantText(task.createdAt)],
    ...(task.completedAt ? [['completedAt', instantText(task.completedAt)] as [string, ReactNode]] : []),
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(`fields.${name}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** What is next: its time, and Mark done (or the Record link for a recording category). */
function NextOccurrence({ task, occurrence }: { task: Task; occurrence: ReturnType<typeof useOccurrenceStatus> }) {
  const { t } = useTranslation('action-list');
  const next = task.nextOccurrence;
  const open = task.status === 'pending' || task.status === 'inProgress';
  if (!next) return <Typography color="text.secondary">{t('detail.noneLeft')}</Typography>;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography>
        {instantText(next.start)} – {instantText(next.end)}
      </Typography>
      {open &&
        (isRecording(task.category) ? (
          <RecordLink taskId={task.id} category={task.category} index={next.index} />
        ) : (
          <Button size="small" variant="contained" startIcon={<CheckIcon />} loading={occurrence.isBusy(task.id, next.index)} onClick={() => void occurrence.set(task.id, next.index, true)}>
            {t('actions.markDone')}
          </Button>
        ))}
    </Box>
  );
}

/** The occurrences completed on their own, each reopenable unless its completion wrote records. */
function CompletedOccurrences({ task, occurrence }: { task: Task; occurrence: ReturnType<typeof useOccurrenceStatus> }) {
  const { t } = useTranslation('action-list');
  if (task.completedOccurrences.length === 0) return <Typography color="text.secondary">{t('detail.noneCompleted')}</Typography>;
  return (
    <List dense disablePadding>
      {task.completedOccurrences.map((done) => (
        <ListItem
          key={done.index}
          disableGutters
          secondaryAction={
            !isRecording(task.category) && (
              <Button size="small" loading={occurrence.isBusy(task.id, done.index)} onClick={() => void occurrence.set(task.id, done.index, false)}>
                {t('actions.reopen')}
              </Button>
            )
          }
        >
          <ListItemText
            primary={t('detail.occurrence', { number: done.index + 1 })}
            secondary={[t('detail.completedOn', { date: instantText(done.completedAt) }), done.completedBy].filter(Boolean).join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}

function TaskDetail({ task }: { task: Task }) {
  const { t } = useTranslation('action-list');
  const occurrence = useOccurrenceStatus();
  const saved = useSavedNotice();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormAlert notice={occurrence.notice ?? saved} />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
            {task.name}
          </Typography>
          <OverdueChip overdue={task.overdue} />
        </Box>
        <Button variant="outlined" startIcon={<EditIcon />} component={RouterLink} to={`/my-schedule/updatetask/${task.id}`}>
          {t('actions.edit')}
        </Button>
      </Box>
      <Section title={t('form.sections.task')}>
        <TaskFields task={task} />
      </Section>
      <Section title={t('detail.next')}>
        <NextOccurrence task={task} occurrence={occurrence} />
      </Section>
      <Section title={t('fields.animals')}>
        {task.animals.length === 0 ? (
          <Typography color="text.secondary">{t('detail.animalsNone')}</Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {task.animals.map((animal) => (
              <li key={animal.id}>
                <Link component={RouterLink} to={`/animals/${animal.id}/details`}>
                  {animalLabel(animal)}
                </Link>
              </li>
            ))}
          </Box>
        )}
      </Section>
      <Section title={t('detail.completedOccurrences')}>
        <CompletedOccurrences task={task} occurrence={occurrence} />
      </Section>
      <DeleteTask task={task} />
    </Box>
  );
}

/** /my-schedule/task/:task_id: every field, the next occurrence with its action, and the completed ones. */
export function TaskDetailPage({ entry }: { entry: RouteEntry }) {
  return <TaskPage entry={entry}>{(loaded) => <TaskDetail task={loaded} />}</TaskPage>;
}
