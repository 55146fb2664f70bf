import type { EventInput } from '@fullcalendar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { actionListOperations, type EventDayCount, TASK_CATEGORIES, type TaskCategory } from '@ganado/shared/action-list';
import { call } from '../../../app/api';
import type { EventRange } from './range';

/** The browser's IANA zone: the month's days are the viewer's own. */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * GET /api/action-list/event/count: the month view's per-day figures (a few kilobytes, where the
 * occurrences themselves can be megabytes); the week and day views ask for the detail.
 */
export function useEventCounts(range: EventRange, enabled: boolean) {
  const values = { ...range, timeZone: viewerTimeZone() };
  return useQuery({
    queryKey: ['actionList', 'eventCounts', values],
    queryFn: () => call(actionListOperations.countTaskEvents, { query: values }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const COUNT_STATES = ['overdue', 'due', 'completed'] as const;
export type CountState = (typeof COUNT_STATES)[number];

const COUNT_COLOURS: Readonly<Record<CountState, { background: string; text: string }>> = {
  overdue: { background: '#d32f2f', text: '#fff' },
  due: { background: '#37474f', text: '#fff' },
  completed: { background: '#bdbdbd', text: '#424242' },
};

/** The words a day's figures are read in: "3 overdue", and the categories behind them. */
export interface CountWords {
  state: (state: CountState, count: number) => string;
  category: (category: TaskCategory) => string;
}

/** "Milking 12, Feeding 3": what a day's figures are made of, in the legend's order. */
export function categoryText(day: EventDayCount, words: CountWords): string {
  return TASK_CATEGORIES.filter((category) => day.categories[category])
    .map((category) => `${words.category(category)} ${day.categories[category]}`)
    .join(', ');
}

/**
 * A day's figures as FullCalendar all-day events, one per state that has any (overdue first):
 * clicking one opens the day. The day rides in extendedProps. `compact` (a phone's narrow days)
 * shows the bare number, the colour saying which state; its accessible name still says it all.
 */
export function toCountEvents(day: EventDayCount, words: CountWords, compact = false): EventInput[] {
  return COUNT_STATES.filter((state) => day[state] > 0).map((state, order) => ({
    id: `${day.date}:${state}`,
    title: compact ? String(day[state]) : words.state(state, day[state]),
    start: day.date,
    allDay: true,
    backgroundColor: COUNT_COLOURS[state].background,
    borderColor: COUNT_COLOURS[state].background,
    textColor: COUNT_COLOURS[state].text,
    editable: false,
    classNames: ['task-count', `task-count-${state}`],
    extendedProps: { day, state, order },
  }));
}
