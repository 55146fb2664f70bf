import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import { fakeServer } from '../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../testing/session';
import { createTask, deleteTask } from './api';
import { taskFixture, TASK_ID } from './testing';

beforeEach(() => {
  signInForTest();
});
afterEach(() => vi.unstubAllGlobals());

const form = { name: 'Weigh calves', category: 'weighing' as const, startAt: '2026-11-23T09:00', endAt: '2026-11-23T10:30', timeZone: 'Europe/Madrid' };

// docs/product.md §7: "Task calls hand the error response back to the caller instead of failing, except delete, which rejects."
describe('the action list client', () => {
  it('answers a saved task as data', async () => {
    fakeServer({ '/action-list/task': () => envelope(taskFixture()) });
    expect(await createTask(form)).toEqual({ ok: true, data: taskFixture() });
  });

  it('hands a refusal back, with its field errors, instead of throwing', async () => {
    fakeServer({ '/action-list/task': () => errorResponse(422, 'errors.checkAllValues', 'Check', [{ param: 'endAt', msg: 'The end must be after the start.', key: 'actionList.endBeforeStart' }]) });
    const result = await createTask(form);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error.status).toBe(422);
    expect(result.error.errors).toEqual([expect.objectContaining({ param: 'endAt', key: 'actionList.endBeforeStart' })]);
  });

  it('rejects when a delete is refused', async () => {
    fakeServer({ [`/action-list/task/${TASK_ID}`]: () => errorResponse(404, 'errors.notFound') });
    await expect(deleteTask(TASK_ID)).rejects.toMatchObject({ status: 404, key: 'errors.notFound' });
  });
});
