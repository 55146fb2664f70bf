import { describe, expect, it } from 'vitest';
import { eventsQuery, healthRecordTaskRequest, inseminationTaskRequest, taskRequest, tasksQuery } from './tasks';

const HEIFER = '4b1e8f1c-3d5a-4c8e-9f0a-1b2c3d4e5f60';
const base = { name: 'Heat detection', category: 'general', startAt: '2026-11-23T07:00', endAt: '2026-11-23T08:00', timeZone: 'Europe/Madrid' };

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('taskRequest', () => {
  it('fills the defaults a new task has', () => {
    const task = taskRequest.parse({ ...base, timeZone: undefined });
    expect(task).toMatchObject({ priority: 'medium', status: 'pending', timeZone: 'UTC', animalIds: [] });
  });

  it('refuses an end before its start, on wall clocks and on instants alike', () => {
    expect(messages(taskRequest.safeParse({ ...base, endAt: '2026-11-23T06:59' }))).toEqual(['endAt: actionList.endBeforeStart']);
    expect(messages(taskRequest.safeParse({ ...base, startAt: '2026-11-23T07:00:00Z', endAt: '2026-11-23T08:00:00+02:00' }))).toEqual([
      'endAt: actionList.endBeforeStart',
    ]);
    // A wall clock against an instant is left to the server, which knows the zone.
    expect(taskRequest.safeParse({ ...base, endAt: '2026-11-23T06:00:00Z' }).success).toBe(true);
  });

  it('asks an insemination or health-record task for its animals', () => {
    expect(messages(taskRequest.safeParse({ ...base, category: 'insemination' }))).toEqual(['animalIds: actionList.animalsRequired']);
    expect(taskRequest.safeParse({ ...base, category: 'healthRecord', animalIds: [HEIFER] }).success).toBe(true);
  });

  it('names the field of each bad value', () => {
    const result = taskRequest.safeParse({ ...base, name: ' ', category: 'harvest', startAt: 'tomorrow', timeZone: 'Mars/Olympus' });
    expect(messages(result)).toEqual(
      expect.arrayContaining(['name: actionList.nameRequired', 'category: actionList.categoryRequired', 'startAt: actionList.dateTimeInvalid', 'timeZone: actionList.timeZoneInvalid']),
    );
  });

  // Found by the security suite's fuzz: the pattern alone let these through, and the server failed to place them in time (a 500).
  it('refuses a wall clock that does not exist', () => {
    for (const startAt of ['0000-00-00T00:00', '2026-02-30T07:00', '2026-11-23T24:00', '2026-11-23T07:60', '2026-11-23T07:00:60']) {
      expect(messages(taskRequest.safeParse({ ...base, startAt })), startAt).toEqual(['startAt: actionList.dateTimeInvalid']);
    }
    expect(taskRequest.safeParse({ ...base, startAt: '2028-02-29T23:59:59', endAt: '2028-03-01T00:30' }).success).toBe(true);
  });

  it('checks the repeat rule with its own messages', () => {
    expect(messages(taskRequest.safeParse({ ...base, repeat: { frequency: 'weekly' } }))).toEqual(['repeat.weekdays: repeat.weekdaysRequired']);
  });
});

describe('tasksQuery', () => {
  it('shows active tasks unless asked otherwise (docs/product.md §4)', () => {
    expect(tasksQuery.parse({}).status).toBe('active');
    expect(tasksQuery.parse({ status: 'completed', mine: 'true' })).toMatchObject({ status: 'completed', mine: true });
    expect(messages(tasksQuery.safeParse({ status: 'done' }))).toEqual(['status: actionList.statusInvalid']);
  });
});

describe('eventsQuery', () => {
  it('reads days as their 00:00 UTC and instants as given', () => {
    expect(eventsQuery.parse({ sDate: '2026-11-01', eDate: '2026-12-06T00:00:00+01:00' })).toEqual({
      sDate: '2026-11-01T00:00:00.000Z',
      eDate: '2026-12-05T23:00:00.000Z',
    });
  });

  it('refuses an empty, reversed or over-long range', () => {
    expect(messages(eventsQuery.safeParse({ sDate: '2026-11-02', eDate: '2026-11-01' }))).toEqual(['eDate: actionList.rangeInvalid']);
    expect(messages(eventsQuery.safeParse({ sDate: '2026-01-01', eDate: '2027-01-03' }))).toEqual(['eDate: actionList.rangeTooLong']);
    expect(messages(eventsQuery.safeParse({ sDate: 'soon', eDate: '2026-11-01' }))).toEqual(['sDate: actionList.rangeInvalid']);
  });
});

describe('completions', () => {
  it('takes an insemination for the first occurrence unless told which', () => {
    const request = inseminationTaskRequest.parse({ id: HEIFER, occurredAt: '2026-11-23', method: 'artificialInsemination', semenCode: 'ANG-1234' });
    expect(request).toMatchObject({ index: 0, occurredAt: '2026-11-23T00:00:00.000Z', semenCode: 'ANG-1234' });
    expect(messages(inseminationTaskRequest.safeParse({ id: HEIFER, occurredAt: '2026-11-23', method: 'artificialInsemination', animalIds: [] }))).toEqual([
      'animalIds: actionList.animalsRequired',
    ]);
  });

  it('records a treatment or a vaccination, by type', () => {
    expect(healthRecordTaskRequest.parse({ type: 'vaccination', id: HEIFER, index: 2, occurredAt: '2026-11-23', vaccine: 'Clostridial 8-way' })).toMatchObject({
      type: 'vaccination',
      index: 2,
    });
    expect(messages(healthRecordTaskRequest.safeParse({ type: 'weight', id: HEIFER, occurredAt: '2026-11-23' }))).toEqual(['type: actionList.healthTypeRequired']);
  });
});
