import { describe, expect, it } from 'vitest';
import { taskOccurrences } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { testClock } from '../../test/clock';
import { createMember } from '../../test/people';

// Friday 20 March 2026, noon in Madrid; Madrid moves to summer time on Sunday 29 March.
const NOW = new Date('2026-03-20T11:00:00Z');
const app = await buildTestApp({ clock: testClock(NOW) });
const planner = await createMember(app, { grants: { actionList: ['view', 'create', 'edit', 'delete'] } });
const outsider = await createMember(app, { grants: { actionList: ['view', 'create'] } });

const create = async (payload: object) => {
  const response = await app.inject({ method: 'POST', url: '/api/action-list/task', headers: planner.headers, payload: { timeZone: 'Europe/Madrid', ...payload } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string };
};
const get = async (url: string, headers = planner.headers) => {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

const milking = await create({ name: 'Milking', category: 'milking', startAt: '2026-03-02T06:00', endAt: '2026-03-02T07:00', repeat: { frequency: 'daily' } });
await create({ name: 'Night check', category: 'general', startAt: '2026-03-05T23:30', endAt: '2026-03-06T00:30', repeat: { frequency: 'weekly', weekdays: [4, 1] } });
await create({ name: 'Fix the gate', category: 'maintenance', startAt: '2026-03-25T10:00', endAt: '2026-03-25T12:00' });
await create({ name: 'Old job', category: 'feeding', status: 'completed', startAt: '2026-03-10T10:00', endAt: '2026-03-10T11:00' });
await app.database.db
  .insert(taskOccurrences)
  .values([3, 4, 18].map((occurrenceIndex) => ({ organizationId: planner.organizationId, taskId: milking.id, occurrenceIndex, completedBy: planner.userId })));

type Event = { start: string; status: string; overdue: boolean; category: string };
type Day = { date: string; due: number; overdue: number; completed: number; categories: Record<string, number> };

/** The detailed occurrences of a range, counted per day of `timeZone` in the test: what the counts must equal. */
function countByHand(events: Event[], timeZone: string): Day[] {
  const dateOf = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const days = new Map<string, Day>();
  for (const event of events) {
    const date = dateOf.format(new Date(event.start));
    const day = days.get(date) ?? { date, due: 0, overdue: 0, completed: 0, categories: {} };
    if (event.overdue) day.overdue += 1;
    else if (event.status === 'completed') day.completed += 1;
    else day.due += 1;
    day.categories[event.category] = (day.categories[event.category] ?? 0) + 1;
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

describe('GET /api/action-list/event/count', () => {
  it.each(['Europe/Madrid', 'America/Mexico_City', 'Asia/Tokyo'])('counts per day of %s exactly the occurrences /event sends for the same six weeks', async (timeZone) => {
    const range = 'sDate=2026-02-23T00:00:00.000Z&eDate=2026-04-06T00:00:00.000Z';
    const detail = await get(`/api/action-list/event?${range}`);
    const counts = await get(`/api/action-list/event/count?${range}&timeZone=${encodeURIComponent(timeZone)}`);
    expect(counts.status, JSON.stringify(counts.body)).toBe(200);
    expect(counts.body.data).toEqual(countByHand(detail.body.data, timeZone));
    const total = (counts.body.data as Day[]).reduce((sum, day) => sum + day.due + day.overdue + day.completed, 0);
    expect(total).toBe(detail.body.data.length);
  });

  it('puts a late-evening occurrence on the viewer’s own day and counts completed, overdue and to-do apart', async () => {
    const madrid = (await get('/api/action-list/event/count?sDate=2026-03-05&eDate=2026-03-06T12:00:00Z&timeZone=Europe/Madrid')).body.data as Day[];
    const tokyo = (await get('/api/action-list/event/count?sDate=2026-03-05&eDate=2026-03-06T12:00:00Z&timeZone=Asia/Tokyo')).body.data as Day[];
    // Thursday 5 March, 23:30 in Madrid, is already Friday 6 March in Tokyo.
    expect(madrid.find((day) => day.date === '2026-03-05')?.categories.general).toBe(1);
    expect(tokyo.find((day) => day.date === '2026-03-06')?.categories.general).toBe(1);
    const march5 = (await get('/api/action-list/event/count?sDate=2026-03-05&eDate=2026-03-06&timeZone=UTC')).body.data as Day[];
    // Milking's 4th occurrence (index 3) was completed; the night check is past and not done.
    expect(march5).toEqual([{ date: '2026-03-05', due: 0, overdue: 1, completed: 1, categories: { milking: 1, general: 1 } }]);
  });

  it('refuses a zone it does not know and a range too long; shows nothing of another organisation', async () => {
    expect((await get('/api/action-list/event/count?sDate=2026-03-01&eDate=2026-03-02&timeZone=Mars/Olympus')).status).toBe(422);
    expect((await get('/api/action-list/event/count?sDate=2026-01-01&eDate=2027-06-01')).status).toBe(422);
    expect((await get('/api/action-list/event/count?sDate=2026-02-23&eDate=2026-04-06', outsider.headers)).body.data).toEqual([]);
  });
});
