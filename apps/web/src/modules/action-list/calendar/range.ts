export const CALENDAR_VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** The first day of the week per language (FullCalendar's own locales say the same). */
export const FIRST_DAY: Readonly<Record<string, number>> = { en: 0, es: 1 };

/** What GET /action-list/event asks: instants, as FullCalendar's `datesSet` gives them. */
export interface EventRange {
  sDate: string;
  eDate: string;
}

export const rangeOf = (start: Date, end: Date): EventRange => ({ sDate: start.toISOString(), eDate: end.toISOString() });

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const weekStart = (date: Date, firstDay: number) => addDays(date, -((date.getDay() - firstDay + 7) % 7));

/**
 * The range a view shows on the browser's clock before FullCalendar has said so (`datesSet` comes
 * after the first render), so the first request is already the right one: a month is the six
 * weeks around it, as FullCalendar draws it.
 */
export function visibleRange(view: CalendarView, today: Date, firstDay: number): EventRange {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (view === 'timeGridDay') return rangeOf(day, addDays(day, 1));
  if (view === 'timeGridWeek') {
    const start = weekStart(day, firstDay);
    return rangeOf(start, addDays(start, 7));
  }
  const start = weekStart(new Date(day.getFullYear(), day.getMonth(), 1), firstDay);
  return rangeOf(start, addDays(start, 42));
}
