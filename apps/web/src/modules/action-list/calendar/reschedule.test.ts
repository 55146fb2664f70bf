import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../app/api';
import { PALOMA, taskFixture } from '../testing';
import { movedTaskBody, reschedule } from './reschedule';

const task = taskFixture();

const start = new Date('2026-11-25T10:00:00.000Z');

describe('moving a task on the calendar', () => {
  it('sends the whole task with its new instants', () => {
    expect(movedTaskBody(task, start, new Date('2026-11-25T12:00:00.000Z'))).toEqual({
      id: task.id,
      name: 'Weigh calves',
      category: 'weighing',
      priority: 'high',
      status: 'inProgress',
      assigneeId: task.assignee!.id,
      farmId: task.farm!.id,
      timeZone: 'Europe/Madrid',
      repeat: null,
      description: 'Scale in the barn',
      animalIds: [PALOMA.id],
      startAt: '2026-11-25T10:00:00.000Z',
      endAt: '2026-11-25T12:00:00.000Z',
    });
  });

  it('keeps the task’s length when the calendar leaves the end out, and keeps the event where it landed', async () => {
    const revert = vi.fn();
    const save = vi.fn(async () => ({ ok: true as const, data: task }));
    const outcome = await reschedule({ taskId: task.id, start, end: null, revert }, { load: async () => task, save });
    expect(outcome).toEqual({ ok: true });
    expect(save).toHaveBeenCalledWith(expect.objectContaining({ startAt: '2026-11-25T10:00:00.000Z', endAt: '2026-11-25T11:30:00.000Z' }));
    expect(revert).not.toHaveBeenCalled();
  });

  it('puts the event back and says why when the server refuses', async () => {
    const revert = vi.fn();
    const error = new ApiError(422, { code: 422, success: false, message: 'The end must be after the start.', key: 'actionList.endBeforeStart', errors: [] });
    const outcome = await reschedule({ taskId: task.id, start, end: start, revert }, { load: async () => task, save: async () => ({ ok: false, error }) });
    expect(outcome).toEqual({ ok: false, message: 'The end must be after the start.' });
    expect(revert).toHaveBeenCalledOnce();
  });

  it('puts the event back when the task cannot be read', async () => {
    const revert = vi.fn();
    const save = vi.fn();
    const error = new ApiError(404, { code: 404, success: false, message: 'Not found', key: 'errors.notFound', errors: [] });
    const outcome = await reschedule({ taskId: task.id, start, end: null, revert }, { load: () => Promise.reject(error), save });
    expect(outcome.ok).toBe(false);
    expect(revert).toHaveBeenCalledOnce();
    expect(save).not.toHaveBeenCalled();
  });
});
