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
