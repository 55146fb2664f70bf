import { useTranslation } from 'react-i18next';
import { formatTime12h, instantText, isoToDisplayDate, wallClockOf } from '@ganado/shared/format';

/**
 * The one way the app writes dates, times and numbers in tables, charts, calendars and sentences
 * (docs/decisions.md, "One way to write a date"): days DD/MM/YYYY and times on the 12-hour clock in both
 * languages (docs/product.md §9), numbers with the reader's decimal mark and no trailing zeros.
 */

/** A calendar date (YYYY-MM-DD, or the day of an ISO instant as written) as DD/MM/YYYY. */
export const dayText = (iso: string): string => isoToDisplayDate(iso.slice(0, 10)) ?? iso;

/** The day an instant falls on, on the viewer's clock or the given zone's: '23/11/2026'. */
export const instantDayText = (instant: string | Date, timeZone?: string): string => wallClockOf(new Date(instant), timeZone).day;

/** The time of day of an instant: '7:00 AM'. */
export const timeText = (instant: string | Date, timeZone?: string): string => wallClockOf(new Date(instant), timeZone).time;

export { instantText };

/** A month (YYYY-MM, UTC) in the reader's language: 'Mar 2026', 'mar 2026'. */
export const monthText = (month: string, language: string): string =>
  new Intl.DateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

/** A wall-clock value as a task keeps it ('2026-11-23T07:00'): '23/11/2026 7:00 AM'. */
export function wallClockText(local: string): string {
  const [date = '', time = ''] = local.split('T');
  return `${dayText(date)} ${formatTime12h(time.slice(0, 5)) ?? time}`;
}

export interface NumberStyle {
  /** Decimals at most (2 unless told). */
  digits?: number;
  /** Always that many decimals (a column of figures that line up). */
  fixed?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the reader's language: '102,94' in Spanish, '102.94' in English, never '20.790000'. */
export function numberText(value: number, language: string, { digits = 2, fixed = false }: NumberStyle = {}): string {
  const key = `${language}|${digits}|${fixed}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: fixed ? digits : 0 });
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** numberText in the reader's current language. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  return (value: number, style?: NumberStyle) => numberText(value, i18n.language, style);
}
