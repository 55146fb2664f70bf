import type { VerboseFormattingArg } from '@fullcalendar/core/internal';
import { formatTime12h } from '@ganado/shared/format';
import { weekdayNames } from '../labels';

/**
 * The calendar writes times and days as the rest of the app does (docs/decisions.md, "One way to write a
 * date"): times on the 12-hour clock in both languages, days day-first. FullCalendar's own formats follow the
 * locale (24-hour and 30/11 in Spanish, 11/30 in English), so these replace them.
 */
type Moment = VerboseFormattingArg['start'];

const pad = (value: number) => String(value).padStart(2, '0');
const clock = (moment: Moment) => formatTime12h(`${pad(moment.hour)}:${pad(moment.minute)}`) ?? '';

/** An event's or a slot's time, '7:00 AM', or its span, '7:00 AM – 8:00 AM'. */
export function calendarTime({ start, end }: VerboseFormattingArg): string {
  return end ? `${clock(start)} – ${clock(end)}` : clock(start);
}

/** A week view's column heading: the weekday and the day, 'Mon 30/11'. */
export const weekColumnHeading =
  (language: string) =>
  ({ start }: VerboseFormattingArg): string => {
    const weekday = weekdayNames(language)[new Date(start.marker).getUTCDay()];
    return `${weekday} ${pad(start.day)}/${pad(start.month + 1)}`;
  };
