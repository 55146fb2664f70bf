import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { TaskEvent } from '@ganado/shared/action-list';
import { isIsoDate, toIsoDate } from '@ganado/shared/format';
import { DateInput } from '../../components/dates/pickers';
import type { RouteEntry } from '../../app/route-map';
import { QueryState } from '../../components/admin/QueryState';
import { PageTitle } from '../../components/PageTitle';
import { FormAlert } from '../../components/form/FormAlert';
import { useEvents } from './api';
import { isRecording, RecordLink, useOccurrenceStatus } from './components/occurrence';
import { ScheduleTabs } from './components/ScheduleTabs';
import { OverdueChip, PriorityChip, RepeatMark } from './components/TaskChips';
import { timeText } from '../../components/format';

/** Local midnight of a calendar day, moved by `days`. */
function midnight(isoDate: string, days = 0): Date {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(year, month - 1, day + days);
}

/** One occurrence of the day: its time, name, priority and animals, and how to complete it. */
function DayItem({ event, occurrence }: { event: TaskEvent; occurrence: ReturnType<typeof useOccurrenceStatus> }) {
  const { t } = useTranslation('action-list');
  const done = event.status === 'completed';
  return (
    <Paper variant="outlined" component="li" aria-label={event.name} sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1, flexWrap: 'wrap' }}>
      {isRecording(event.category) ? null : (
        <Checkbox
          checked={done}
          disabled={occurrence.isBusy(event.taskId, event.index)}
          onChange={(change) => void occurrence.set(event.taskId, event.index, change.target.checked)}
          slotProps={{ input: { 'aria-label': t('actions.complete', { name: event.name }) } }}
        />
      )}
      <Typography sx={{ minWidth: '5.5rem', fontVariantNumeric: 'tabular-nums' }}>{timeText(event.start)}</Typography>
      <Box sx={{ flex: 1, minWidth: '10rem', display: 'flex', flexDirection: 'column' }}>
        <Link component={RouterLink} to={`/my-schedule/task/${event.taskId}`} sx={{ fontWeight: 600, textDecoration: done ? 'line-through' : undefined }}>
          {event.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {t(`categories.${event.category}`)} · {t('list.animals', { count: event.animalCount })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <PriorityChip priority={event.priority} />
        <OverdueChip overdue={event.overdue} />
        {event.repeating && <RepeatMark />}
        {isRecording(event.category) && !done && <RecordLink taskId={event.taskId} category={event.category} index={event.index} />}
      </Box>
    </Paper>
  );
}

/** /my-schedule/daily-task: the signed-in person's occurrences of one day (today unless ?date= says), by start time. */
export function DailyTasksPage({ entry }: { entry: RouteEntry }) {
  const { t } = useTranslation(['action-list', 'common']);
  const [params, setParams] = useSearchParams();
  const today = toIsoDate(new Date());
  const asked = params.get('date') ?? '';
  const day = isIsoDate(asked) ? asked : today;
  const goTo = (date: string) => setParams(date === today ? {} : { date });
  const events = useEvents({ sDate: midnight(day).toISOString(), eDate: midnight(day, 1).toISOString(), assignee: 'me' });
  const occurrence = useOccurrenceStatus();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <ScheduleTabs current="daily" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <IconButton aria-label={t('actions.previousDay')} onClick={() => goTo(toIsoDate(midnight(day, -1)))}>
          <ChevronLeftIcon />
        </IconButton>
        <DateInput value={day} onChange={(next) => isIsoDate(next) && goTo(next)} field={{ size: 'small', fullWidth: false, sx: { width: '11rem' }, label: t('daily.day') }} />
        <IconButton aria-label={t('actions.nextDay')} onClick={() => goTo(toIsoDate(midnight(day, 1)))}>
          <ChevronRightIcon />
        </IconButton>
        <Button onClick={() => goTo(today)} disabled={day === today}>
          {t('actions.today')}
        </Button>
      </Box>
      <FormAlert notice={occurrence.notice} />
      <QueryState query={events} emptyText={t(day === today ? 'daily.empty' : 'daily.emptyDay')} isEmpty={(answer) => answer.length === 0}>
        {(answer) => (
          <Box component="ul" aria-label={t('daily.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
            {[...answer]
              .sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.name.localeCompare(b.name))
              .map((event) => (
                <DayItem key={`${event.taskId}:${event.index}`} event={event} occurrence={occurrence} />
              ))}
          </Box>
        )}
      </QueryState>
    </Box>
  );
}
