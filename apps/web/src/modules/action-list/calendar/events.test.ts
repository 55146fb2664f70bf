import { describe, expect, it } from 'vitest';
import type { TaskEvent } from '@ganado/shared/action-list';
import { CATEGORY_COLOURS, eventLabel, toCalendarEvent } from './events';
import { visibleRange } from './range';

const occurrence: TaskEvent = {
  taskId: '00000000-0000-4000-8000-000000000701',
  index: 0,
  name: 'Feed the calves',
  category: 'feeding',
  priority: 'low',
  status: 'pending',
  overdue: false,
  repeating: false,
  start: '2026-11-23T08:00:00.000Z',
  end: '2026-11-23T09:00:00.000Z',
  assignee: null,
  animalCount: 0,
};
const words = (key: string) => key.toUpperCase();

describe('a task’s occurrence on the calendar', () => {
  it('is coloured by category and movable while single and still to do', () => {
    const event = toCalendarEvent(occurrence);
    expect(event).toMatchObject({ title: 'Feed the calves', backgroundColor: CATEGORY_COLOURS.feeding, editable: true, url: `/my-schedule/task/${occurrence.taskId}` });
  });

  it('cannot be dragged when it repeats or is done', () => {
    expect(toCalendarEvent({ ...occurrence, repeating: true }).editable).toBe(false);
    expect(toCalendarEvent({ ...occurrence, status: 'completed' }).editable).toBe(false);
  });

  it('is greyed out once done, and marked overdue only while still to do', () => {
    expect(toCalendarEvent({ ...occurrence, status: 'completed', overdue: true }).backgroundColor).not.toBe(CATEGORY_COLOURS.feeding);
    expect(toCalendarEvent({ ...occurrence, overdue: true }).classNames).toContain('task-overdue');
    expect(eventLabel({ ...occurrence, overdue: true }, words)).toBe('OVERDUE: Feed the calves');
    expect(eventLabel({ ...occurrence, status: 'completed', overdue: true, repeating: true }, words)).toBe('COMPLETED, REPEATING: Feed the calves');
  });
});

describe('the range a view shows', () => {
  it('is six weeks from the week holding the 1st, starting on the locale’s first day', () => {
    // 1 November 2026 is a Sunday.
    const sunday = visibleRange('dayGridMonth', new Date(2026, 10, 23), 0);
    expect(new Date(sunday.sDate).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(sunday.eDate).getTime()).toBe(new Date(2026, 11, 13).getTime());
    expect(new Date(visibleRange('dayGridMonth', new Date(2026, 10, 23), 1).sDate).getTime()).toBe(new Date(2026, 9, 26).getTime());
  });

  it('is one day, or one week, around today', () => {
    expect(visibleRange('timeGridDay', new Date(2026, 10, 23, 15), 0)).toEqual({ sDate: new Date(2026, 10, 23).toISOString(), eDate: new Date(2026, 10, 24).toISOString() });
    expect(new Date(visibleRange('timeGridWeek', new Date(2026, 10, 25), 1).sDate).getTime()).toBe(new Date(2026, 10, 23).getTime());
  });
});
