/**
 * Calendar dates travel as ISO strings (YYYY-MM-DD) and are shown as DD/MM/YYYY (docs/product.md §9).
 * A calendar date has no time zone, so these helpers never go through Date's UTC conversions.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DISPLAY_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= daysInMonth;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return match !== null && isRealDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** '2026-11-22' → '22/11/2026'; null when the input is not a real calendar date. */
export function isoToDisplayDate(iso: string): string | null {
  const match = ISO_DATE.exec(iso);
  if (!match || !isRealDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
  return `${match[3]}/${match[2]}/${match[1]}`;
}

/** '22/11/2026' (or '2/3/2026') → '2026-11-22'; null when it is not a real calendar date. */
export function displayToIsoDate(display: string): string | null {
  const match = DISPLAY_DATE.exec(display.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** The calendar date a Date falls on in the viewer's local time, as YYYY-MM-DD. */
export function toIsoDate(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The calendar date a Date falls on in the viewer's local time, as DD/MM/YYYY. */
export function toDisplayDate(date: Date): string {
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${pad(date.getFullYear(), 4)}`;
}
