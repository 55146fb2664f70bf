import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Snackbar from '@mui/material/Snackbar';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { DatesSetArg, DayCellMountArg, EventClickArg, EventContentArg, EventDropArg, EventMountArg } from '@fullcalendar/core';
import esLocale from '@fullcalendar/core/locales/es';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin, { type DateClickArg, type EventResizeDoneArg } from '@fullcalendar/interaction';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { EventDayCount, TaskEvent } from '@ganado/shared/action-list';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../app/api';
import type { RouteEntry } from '../../app/route-map';
import { PageTitle } from '../../components/PageTitle';
import { CategoryLegend } from './calendar/CategoryLegend';
import type { Notice } from '../../components/form/FormAlert';
import { useEvents } from './api';
import { categoryText, type CountState, type CountWords, toCountEvents, useEventCounts } from './calendar/counts';
import { eventLabel, eventStates, type EventStateWords, taskPath, toCalendarEvent } from './calendar/events';
import { OccurrenceContent } from './calendar/OccurrenceContent';
import { calendarTime, weekColumnHeading } from './calendar/formats';
import { FIRST_DAY, rangeOf, visibleRange, type CalendarView } from './calendar/range';
import { reschedule } from './calendar/reschedule';
import { ScheduleTabs } from './components/ScheduleTabs';

const PLUGINS = [dayGridPlugin, timeGridPlugin, interactionPlugin];
const LOCALES = [esLocale];
const TIME_GRID_HEIGHT = 640;
const VIEW_BUTTONS = 'dayGridMonth,timeGridWeek,timeGridDay';
/** A phone has room for the title and the arrows on top; the other buttons go below. */
const PHONE_TOOLBARS = { header: { start: 'title', end: 'prev,next' }, footer: { start: 'today', end: VIEW_BUTTONS } };
const WIDE_TOOLBARS = { header: { start: 'prev,next today', center: 'title', end: VIEW_BUTTONS }, footer: false as const };

const occurrenceOf = (info: { event: { extendedProps: Record<string, unknown> } }) => info.event.extendedProps.occurrence as TaskEvent;
/** The day a month view's figure stands for; undefined on an occurrence. */
const dayOf = (info: { event: { extendedProps: Record<string, unknown> } }) => info.event.extendedProps.day as EventDayCount | undefined;

/** FullCalendar's own look, fitted to a phone's width and to the theme's type. */
const calendarSx = {
  minWidth: 0,
  '& .fc': { fontSize: { xs: '0.8rem', sm: '0.9rem' } },
  '& .fc .fc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .fc .fc-toolbar-title': { fontSize: { xs: '1.05rem', sm: '1.35rem' } },
  '& .fc .fc-button': { textTransform: 'capitalize', px: { xs: 1, sm: 1.5 } },
  '& .fc-event': { cursor: 'pointer', overflow: 'hidden' },
  '& .fc-event.task-overdue': { borderWidth: 2, borderLeftWidth: 6, borderStyle: 'solid' },
  '& .fc-event.task-completed .fc-event-title, & .fc-event.task-cancelled .fc-event-title': { textDecoration: 'line-through' },
  // FullCalendar fades the other months' day numbers to 0.3, unreadable (WCAG AA wants 4.5:1): they
  // stay quieter than the month's own in the secondary text colour.
  '& .fc .fc-day-other .fc-daygrid-day-top': { opacity: 1, color: 'text.secondary' },
  // The arrows are named by words (buttonText below) that only screen readers get: the arrow is drawn
  // in FullCalendar's icon font, its content marked as saying nothing (the "/ ''" alternative text).
  '& .fc .fc-prev-button, & .fc .fc-next-button': {
    fontSize: 0,
    py: '0.3rem',
    '&::before': { fontFamily: 'fcicons', fontSize: '1.35rem', lineHeight: 1, verticalAlign: 'middle', display: 'inline-block' },
  },
  '& .fc .fc-prev-button::before': { content: ['"\\e900"', '"\\e900" / ""'] },
  '& .fc .fc-next-button::before': { content: ['"\\e901"', '"\\e901" / ""'] },
};

/**
 * FullCalendar names a month's day cell by its day number alone while the cell also shows the day's
 * figures, a name that leaves out what is shown (WCAG 2.5.3); unnamed, the cell is read by its content,
 * and the figures name their date themselves (describe, below).
 */
const unlabelDayCell = (info: DayCellMountArg) => info.el.removeAttribute('aria-labelledby');

/**
 * /my-schedule/cal: the tasks by month, week or day. The month shows each day's figures (to do,
 * overdue, done), which open the day; the week and day show the occurrences, a single task moving by drag.
 */
export function CalendarPage({ entry }: { entry: RouteEntry }) {
  const { t, i18n } = useTranslation(['action-list', 'common', 'messages']);
  const navigate = useNavigate();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const firstDay = FIRST_DAY[i18n.language] ?? 0;
  // Read once: FullCalendar takes its first view at mount, and the person's choice wins afterwards.
  const [initialView] = useState<CalendarView>(phone ? 'timeGridDay' : 'dayGridMonth');
  const [range, setRange] = useState(() => visibleRange(initialView, new Date(), firstDay));
  const [view, setView] = useState<string>(initialView);
  const month = view === 'dayGridMonth';
  const events = useEvents(range, !month);
  const counts = useEventCounts(range, month);
  const shown = month ? counts : events;
  const [notice, setNotice] = useState<Notice | null>(null);
  const countWords = useMemo<CountWords>(
    () => ({ state: (state, count) => t(`calendar.counts.${state}`, { count }), category: (category) => t(`categories.${category}`) }),
    [t],
  );
  const calendarEvents = useMemo(() => {
    if (!month) return (events.data ?? []).map(toCalendarEvent);
    return (counts.data ?? []).flatMap((day) => toCountEvents(day, countWords, phone));
  }, [month, events.data, counts.data, countWords, phone]);
  const toolbars = phone ? PHONE_TOOLBARS : WIDE_TOOLBARS;

  const move = async (info: EventDropArg | EventResizeDoneArg) => {
    const start = info.event.start;
    if (!start) return info.revert();
    const outcome = await reschedule({ taskId: occurrenceOf(info).taskId, start, end: info.event.end, revert: info.revert });
    setNotice(outcome.ok ? { severity: 'success', text: t('messages:success.taskUpdated') } : { severity: 'error', text: outcome.message });
  };
  // FullCalendar repeats datesSet on any re-render with new options: only a new range is news.
  const showRange = (info: DatesSetArg) => {
    setView(info.view.type);
    const shown = rangeOf(info.start, info.end);
    setRange((current) => (current.sDate === shown.sDate && current.eDate === shown.eDate ? current : shown));
  };
  const openDay = (calendar: EventClickArg['view']['calendar'], date: string | Date) => calendar.changeView('timeGridDay', date);
  const open = (info: EventClickArg) => {
    // The event is a real link (so it can be focused and opened in a new tab); a plain click stays in the app.
    info.jsEvent.preventDefault();
    const day = dayOf(info);
    if (day) openDay(info.view.calendar, day.date);
    else void navigate(taskPath(occurrenceOf(info).taskId));
  };
  const describe = (info: EventMountArg) => {
    const day = dayOf(info);
    if (day) {
      const state = info.event.extendedProps.state as CountState;
      const figure = t(`calendar.counts.${state}`, { count: day[state] });
      const label = `${figure}, ${info.view.calendar.formatDate(day.date, { year: 'numeric', month: 'long', day: 'numeric' })}: ${categoryText(day, countWords)}`;
      info.el.setAttribute('aria-label', label);
      info.el.setAttribute('role', 'button');
      info.el.title = `${label}. ${t('calendar.openDay')}`;
      return;
    }
    // An occurrence is named by its content (OccurrenceContent); the hint repeats its state.
    const occurrence = occurrenceOf(info);
    const label = eventLabel(occurrence, stateWords);
    info.el.title = occurrence.repeating ? `${label}. ${t('calendar.repeatingHint')}` : label;
  };
  const stateWords = (key: Parameters<EventStateWords>[0]) => t(`calendar.states.${key}`);
  // The month's figures keep FullCalendar's own content (true), named in describe.
  const content = (info: EventContentArg) =>
    dayOf(info) ? true : <OccurrenceContent timeText={info.timeText} title={info.event.title} states={eventStates(occurrenceOf(info), stateWords)} />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <PageTitle>{t(entry.titleKey, { ns: 'common' })}</PageTitle>
      <ScheduleTabs current="calendar" />
      {shown.isError && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void shown.refetch()}>
              {t('common:admin.retry')}
            </Button>
          }
        >
          {errorText(shown.error)}
        </Alert>
      )}
      <Box sx={{ height: 4 }}>{shown.isFetching && <LinearProgress aria-label={t('calendar.loading')} />}</Box>
      <Box sx={calendarSx}>
        <FullCalendar
          plugins={PLUGINS}
          initialView={initialView}
          headerToolbar={toolbars.header}
          footerToolbar={toolbars.footer}
          locales={LOCALES}
          locale={i18n.language}
          firstDay={firstDay}
          eventTimeFormat={calendarTime}
          slotLabelFormat={calendarTime}
          views={{ timeGridWeek: { dayHeaderFormat: weekColumnHeading(i18n.language) } }}
          // A month fits its content; a day of time slots is taller than a screen, so it scrolls
          // inside, opening on the working morning.
          height={view.startsWith('timeGrid') ? TIME_GRID_HEIGHT : 'auto'}
          scrollTime="06:00:00"
          allDaySlot={false}
          nowIndicator
          eventDisplay="block"
          // Tasks at the same time stand side by side, each readable, rather than one over the
          // other; past three a "+N" link opens them all.
          slotEventOverlap={false}
          eventMaxStack={3}
          forceEventDuration
          editable
          eventInteractive
          eventOrder="order,start,-duration,title"
          // A day's number, or a click on the day, opens that day with its occurrences.
          navLinks
          navLinkDayClick="timeGridDay"
          dateClick={(info: DateClickArg) => month && openDay(info.view.calendar, info.date)}
          events={calendarEvents}
          datesSet={showRange}
          eventClick={open}
          eventContent={content}
          eventDidMount={describe}
          dayCellDidMount={unlabelDayCell}
          // The arrows named by words (drawn as arrows by calendarSx): FullCalendar's own arrow icons are images without a name.
          buttonText={{ prev: t('calendar.previous'), next: t('calendar.next') }}
          eventDrop={(info) => void move(info)}
          eventResize={(info) => void move(info)}
        />
      </Box>
      {/* The category colours are the week's and the day's; the month's figures say their state in words. */}
      {!month && <CategoryLegend />}
      <Snackbar open={notice !== null} autoHideDuration={6000} onClose={() => setNotice(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} variant="filled" sx={{ width: '100%' }}>
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </Box>
  );
}
