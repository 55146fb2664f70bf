import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BarnSnapshot } from '@ganado/shared/barn';
import { bodyOf, fakeServer } from '../../../testing/fake-server';
import { envelope, errorResponse, signInForTest } from '../../../testing/session';
import { queueRecord, queueTaskDone } from '../store/commands';
import { barnDb, snapshotKey } from '../store/db';
import { syncNow } from './engine';

const FARM = '00000000-0000-4000-8000-0000000000f1';
const COW = { id: '00000000-0000-4000-8000-0000000000a1', tagNumber: 'ES-0417' };
const HEIFER = { id: '00000000-0000-4000-8000-0000000000a2', tagNumber: 'ES-0533' };
const TASK = '00000000-0000-4000-8000-0000000000b1';

const snapshot: BarnSnapshot = {
  farm: { id: FARM, name: 'La Dehesa', timeZone: 'Europe/Madrid' },
  syncedAt: '2026-12-03T08:00:00.000Z',
  animals: [],
  groups: [],
  tasks: [],
  drugs: [],
  packs: [],
  can: { addRecords: true, completeTasks: true, viewDrugs: true },
};

const weight = (value: number) => ({ type: 'weight' as const, occurredAt: '2026-12-03', status: 'done' as const, weight: { value, unit: 'kg' as const } });
const at = { userId: 'u-1', farmId: FARM };

/** What the server answers for a stored record and a completed occurrence (the client checks their shape). */
const record = (animalId: string) => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  animalId,
  type: 'weight',
  status: 'done',
  occurredAt: '2026-12-03T00:00:00.000Z',
  notes: null,
  quantity: { value: 412, unit: 'kg' },
  details: {},
  relatedAnimals: [],
  taskId: null,
  createdBy: 'Mateo Ruiz',
  createdAt: '2026-12-03T08:00:00.000Z',
  updatedAt: '2026-12-03T08:00:00.000Z',
});
const occurrence = {
  taskId: TASK,
  index: 0,
  name: 'Check the water troughs',
  category: 'general',
  priority: 'medium',
  status: 'completed',
  overdue: false,
  repeating: false,
  start: '2026-12-03T07:00:00.000Z',
  end: '2026-12-03T08:00:00.000Z',
  assignee: null,
  animalCount: 0,
};

const headerOf = (init: RequestInit, name: string) => (init.headers as Record<string, string>)[name];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the barn’s sync', () => {
  it('sends the waiting commands oldest first, each with its own id, keeps a refused one with the server’s reason, then reads the farm again', async () => {
    signInForTest();
    await barnDb.snapshots.put({ ...snapshot, key: snapshotKey('u-1', FARM), userId: 'u-1' });
    const first = await queueRecord(at, COW, weight(412));
    const refused = await queueRecord(at, HEIFER, weight(380));
    const task = await queueTaskDone(at, { taskId: TASK, index: 0, name: 'Check the water troughs' });
    const requests = fakeServer({
      [`/animal/${COW.id}/record`]: () => envelope(record(COW.id)),
      [`/animal/${HEIFER.id}/record`]: () => errorResponse(404, 'errors.animalNotFound', 'Animal not found.'),
      '/action-list/task/occurrence': () => envelope(occurrence),
      [`/barn/farm/${FARM}`]: () => envelope({ ...snapshot, syncedAt: '2026-12-03T09:00:00.000Z' }),
    });

    const run = await syncNow();

    expect(run).toEqual({ sent: 2, refused: 1, complete: true });
    expect(requests.map((request) => request.path)).toEqual([`/animal/${COW.id}/record`, `/animal/${HEIFER.id}/record`, '/action-list/task/occurrence', `/barn/farm/${FARM}`]);
    expect(requests.slice(0, 3).map((request) => headerOf(request.init, 'idempotency-key'))).toEqual([first.id, refused.id, task.id]);
    expect(bodyOf(requests[0]!.init)).toEqual(weight(412));
    expect(bodyOf(requests[2]!.init)).toEqual({ id: TASK, index: 0, status: 'completed' });
    const left = await barnDb.commands.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ id: refused.id, state: 'attention', problem: { status: 404, message: 'Animal not found.', key: 'errors.animalNotFound' } });
    expect((await barnDb.snapshots.get(snapshotKey('u-1', FARM)))?.syncedAt).toBe('2026-12-03T09:00:00.000Z');
    expect((await barnDb.marks.get('u-1'))?.lastSyncAt).toBeTruthy();
  });

  it('stops at a command that got no answer and sends it again, under the same id, next time', async () => {
    signInForTest();
    const command = await queueRecord(at, COW, weight(412));
    await queueRecord(at, COW, weight(415));
    let answers = 0;
    const requests = fakeServer({
      [`/animal/${COW.id}/record`]: () => {
        answers += 1;
        if (answers === 1) throw new TypeError('Failed to fetch');
        return answers === 2 ? errorResponse(503, 'errors.somethingWentWrongTryLater') : envelope(record(COW.id));
      },
    });

    expect(await syncNow()).toEqual({ sent: 0, refused: 0, complete: false });
    expect(await syncNow()).toEqual({ sent: 0, refused: 0, complete: false });
    expect(await barnDb.commands.count()).toBe(2);
    expect((await barnDb.commands.toArray()).every((item) => item.state === 'waiting')).toBe(true);

    expect(await syncNow()).toMatchObject({ sent: 2, refused: 0, complete: true });
    expect(requests.slice(0, 3).map((request) => headerOf(request.init, 'idempotency-key'))).toEqual([command.id, command.id, command.id]);
    expect(await barnDb.commands.count()).toBe(0);
  });

  it('sends nothing while the browser is offline', async () => {
    signInForTest();
    await queueRecord(at, COW, weight(412));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const requests = fakeServer({});
    expect(await syncNow()).toEqual({ sent: 0, refused: 0, complete: false });
    expect(requests).toHaveLength(0);
    expect(await barnDb.commands.count()).toBe(1);
  });

  it('never sends another person’s commands', async () => {
    signInForTest();
    await queueRecord({ userId: 'u-2', farmId: FARM }, COW, weight(412));
    const requests = fakeServer({});
    await syncNow();
    expect(requests).toHaveLength(0);
    expect(await barnDb.commands.count()).toBe(1);
  });
});
