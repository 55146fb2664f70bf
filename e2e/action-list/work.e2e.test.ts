import { expect, it } from 'vitest';
import type { Task } from '@ganado/shared/action-list';
import { callApi } from '../support/api';
import { apiLogin, DEMO, signInPage } from '../support/auth';
import { browserForTests, describeInBrowser, waitForPath } from '../support/browser';
import { zoneInWorkingHours } from '../support/dates';
import { uniqueName } from '../support/names';

/** Today's date, and the next day's, on a zone's calendar. */
const dayIn = (timeZone: string, offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** A task planned through the API, on the wall clock of `timeZone`: the tests are about working it. */
async function planTask(user: string, body: Record<string, unknown>): Promise<Task> {
  const { token } = await apiLogin(user);
  return callApi<Task>(token, 'POST', '/action-list/task', body);
}

async function readTask(user: string, id: string): Promise<Task> {
  const { token } = await apiLogin(user);
  return callApi<Task>(token, 'GET', `/action-list/task/${id}`);
}

/** A heifer of the demo farm Los Álamos. */
async function registerHeifer(): Promise<{ id: string; tag: string }> {
  const { token } = await apiLogin(DEMO.admin);
  const farms = await callApi<{ items: { id: string; name: string }[] }>(token, 'GET', '/farm?limit=100');
  const farmId = farms.items.find((farm) => farm.name === 'Los Álamos')!.id;
  const tag = `VAC-${Date.now().toString(36).toUpperCase()}`;
  const animal = await callApi<{ id: string }>(token, 'POST', '/animal', { speciesCode: 'cattle', gender: 'female', farmId, tagNumber: tag, birthDate: '2024-03-01' });
  return { id: animal.id, tag };
}

/** The day's work ticked off on a phone, a vaccination recorded from its task, and a task moved on the calendar. */
describeInBrowser('working the action list', () => {
  const inNewPage = browserForTests();
  const timeZone = 'Europe/Madrid';

  it('ticks off a task of today on a phone, which completes it', { timeout: 120_000 }, async () => {
    const admin = await apiLogin(DEMO.admin);
    // Today's 00:30 task is past, and today is not about to end, in a zone within its working day.
    const timeZone = zoneInWorkingHours('Europe/Madrid');
    const name = uniqueName('Check water');
    const today = dayIn(timeZone);
    const task = await planTask(DEMO.admin, { name, category: 'general', startAt: `${today}T00:30`, endAt: `${today}T01:00`, timeZone, assigneeId: admin.user.id });

    await inNewPage({ viewport: 'phone', timeZone }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/my-schedule/daily-task');
      const tick = page.getByRole('checkbox', { name: `Done: ${name}` });
      // The box follows the server: it is ticked once the completion is saved.
      await tick.click();
      await page.getByText('Task marked as done').first().waitFor();
      expect(await tick.isChecked()).toBe(true);
    });

    expect(await readTask(DEMO.admin, task.id)).toMatchObject({ status: 'completed', nextOccurrence: null, overdue: false });
  });

  it('records a vaccination from its task, in Spanish, and finds it on the heifer’s health tab', { timeout: 120_000 }, async () => {
    // West of UTC, the local day has always begun in UTC too, whatever the hour the test runs.
    const timeZone = 'America/Mexico_City';
    const heifer = await registerHeifer();
    const today = dayIn(timeZone);
    const vaccine = `Clostridial ${heifer.tag}`;
    const task = await planTask(DEMO.farmer, {
      name: uniqueName('Vacunar'),
      category: 'healthRecord',
      startAt: `${today}T00:00`,
      endAt: `${today}T00:30`,
      timeZone,
      animalIds: [heifer.id],
    });

    await inNewPage({ language: 'es', timeZone }, async (page) => {
      await signInPage(page, DEMO.farmer);
      await page.goto(`/my-schedule/task/${task.id}`);
      await page.getByRole('link', { name: 'Registrar sanidad' }).click();
      await page.getByRole('radio', { name: 'Vacunación' }).check();
      await page.getByRole('textbox', { name: 'Vacuna' }).fill(vaccine);
      await page.getByRole('button', { name: 'Registrar', exact: true }).click();
      await waitForPath(page, `/my-schedule/task/${task.id}`);
      await page.getByText('Registros sanitarios añadidos').first().waitFor();

      await page.goto(`/animals/${heifer.id}/health-record`);
      await page.getByText(vaccine).first().waitFor();
    });
  });

  it('moves a task to the next day by dragging it on the week calendar', { timeout: 120_000 }, async () => {
    // A Saturday's task is moved back to Friday instead: the week view shows Sunday to Saturday.
    const today = dayIn(timeZone);
    const saturday = new Date(`${today}T12:00:00Z`).getUTCDay() === 6;
    const target = dayIn(timeZone, saturday ? -1 : 1);
    const name = uniqueName('Move hay');
    const task = await planTask(DEMO.admin, { name, category: 'feeding', startAt: `${today}T10:00`, endAt: `${today}T11:00`, timeZone });

    await inNewPage({ timeZone }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/my-schedule/cal');
      await page.getByRole('button', { name: 'Week' }).click();
      const event = page.getByRole('link', { name: new RegExp(name) });
      await event.scrollIntoViewIfNeeded();
      const from = (await event.boundingBox())!;
      const column = (await page.locator(`td.fc-timegrid-col[data-date="${target}"]`).boundingBox())!;
      const y = from.y + Math.min(10, from.height / 2);
      await page.mouse.move(from.x + from.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(column.x + column.width / 2, y, { steps: 12 });
      await page.mouse.up();
      await page.getByText('Task updated').first().waitFor();
    });

    const moved = await readTask(DEMO.admin, task.id);
    expect(moved.startLocal).toBe(`${target}T10:00`);
    expect(moved.endLocal).toBe(`${target}T11:00`);
  });

  it('sets overlapping tasks side by side on the day calendar, neither covering the other', { timeout: 120_000 }, async () => {
    const today = dayIn(timeZone);
    const names = [uniqueName('Weigh calves'), uniqueName('Check fences')];
    await planTask(DEMO.admin, { name: names[0], category: 'general', startAt: `${today}T16:00`, endAt: `${today}T17:00`, timeZone });
    await planTask(DEMO.admin, { name: names[1], category: 'general', startAt: `${today}T16:30`, endAt: `${today}T17:30`, timeZone });

    await inNewPage({ timeZone }, async (page) => {
      await signInPage(page, DEMO.admin);
      await page.goto('/my-schedule/cal');
      await page.getByRole('button', { name: /^day$/i }).click();
      const boxes = [];
      for (const name of names) {
        const event = page.getByRole('link', { name: new RegExp(name) });
        await event.scrollIntoViewIfNeeded();
        boxes.push((await event.boundingBox())!);
      }
      const [left, right] = boxes.sort((a, b) => a.x - b.x);
      // Side by side: the one on the right starts where the one on the left ends, not over it.
      expect(right!.x).toBeGreaterThanOrEqual(left!.x + left!.width - 1);
    });
  });
});

