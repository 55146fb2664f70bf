import type { Locator, Page } from 'playwright-core';

/**
 * Types a date ('2026-11-23') or a date and time ('2026-11-23T06:30') into the app's date picker labelled
 * `label`, as a person does: from the day section on, DD MM YYYY, then hh mm and A/P for the 12-hour clock.
 */
export async function fillDate(scope: Page | Locator, label: string | RegExp, iso: string) {
  const [day = '', time] = iso.split('T');
  const [year, month, date] = day.split('-');
  let keys = `${date}${month}${year}`;
  if (time) {
    const hours = Number(time.slice(0, 2));
    keys += `${String(hours % 12 || 12).padStart(2, '0')}${time.slice(3, 5)}${hours < 12 ? 'A' : 'P'}`;
  }
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().pressSequentially(keys);
}

/** Zones an hour or a few apart around the world, from the date line westwards. */
const ZONES_AROUND_THE_WORLD = [
  'Pacific/Auckland',
  'Australia/Sydney',
  'Asia/Shanghai',
  'Asia/Kolkata',
  'Asia/Dubai',
  'Europe/Madrid',
  'Atlantic/Azores',
  'America/Sao_Paulo',
  'America/New_York',
  'America/Mexico_City',
  'America/Chihuahua',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'Pacific/Pago_Pago',
];

const hourIn = (timeZone: string, at: Date) => Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
const dayIn = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

/**
 * `preferred` while its clock reads between 07:00 and 23:00, otherwise a zone whose clock does, for a
 * journey that records today's early-morning work: that hour must be past and the day not about to end,
 * whatever the hour the tests run (they once failed after 23:00 UTC, past midnight in Madrid). With
 * `notAheadOf`, the zone's day is also not later than that zone's: the server refuses a record dated
 * after today on the animal's farm's clock.
 */
export function zoneInWorkingHours(preferred: string, options: { notAheadOf?: string; at?: Date } = {}): string {
  const at = options.at ?? new Date();
  const fits = (zone: string) => {
    const hour = hourIn(zone, at);
    return hour >= 7 && hour < 23 && (!options.notAheadOf || dayIn(zone, at) <= dayIn(options.notAheadOf, at));
  };
  if (fits(preferred)) return preferred;
  const zone = ZONES_AROUND_THE_WORLD.find(fits);
  if (!zone) throw new Error('No zone in its working day: the list of zones has a gap');
  return zone;
}
