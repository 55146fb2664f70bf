import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, equipment, equipmentMaintenancePlans, tasks } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { createMember } from '../../test/people';
import { evaluateAllPlans } from './plans.job';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const ALL = ['view', 'create', 'edit', 'delete'] as const;
const manager = await createMember(app, { grants: { equipment: [...ALL], actionList: ['view'] } });
const reader = await createMember(app, { organizationId: manager.organizationId, grants: { equipment: ['view'] } });
const stranger = await createMember(app, { organizationId: manager.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { equipment: [...ALL] } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
let serial = 0;
const tractor = (extra: object = {}) => ({ type: 'tractor', name: 'John Deere 6120M', make: 'John Deere', model: '6120M', serialNumber: `JD-${++serial}-${Date.now()}`, meterHours: 245, details: { horsepower: 120 }, ...extra });
const register = async (who = manager, extra: object = {}) => {
  const { status, body } = await call('POST', '/api/equipment', who.headers, tractor(extra));
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as { id: string; name: string };
};
const upload = (url: string, who: typeof manager, name: string, bytes: Buffer, type: string) => {
  const form = multipart({}, [{ field: 'file', name, bytes, type }]);
  return app.inject({ method: 'POST', url, headers: { ...who.headers, ...form.headers }, payload: form.payload });
};
const openTasksOf = (planId: string) =>
  db
    .select({ id: tasks.id, name: tasks.name, status: tasks.status, category: tasks.category, assigneeId: tasks.assigneeId })
    .from(tasks)
    .innerJoin(equipmentMaintenancePlans, eq(equipmentMaintenancePlans.taskId, tasks.id))
    .where(eq(equipmentMaintenancePlans.id, planId));
const tasksNamed = (name: string) => db.select({ id: tasks.id, status: tasks.status }).from(tasks).where(and(eq(tasks.organizationId, manager.organizationId), eq(tasks.name, name)));

describe('the equipment inventory', () => {
  it('registers a tractor with its type’s fields, logged, and lists it searched and filtered', async () => {
    const { status, body } = await call('POST', '/api/equipment', { ...manager.headers, 'accept-language': 'es' }, tractor({ name: 'Tractor Valtra', purchasePrice: { amountMinor: 150_000_000, currency: 'mxn' } }));
    expect(status).toBe(200);
    expect(body.message).toBe(es['success.equipmentAdded']);
    expect(body.data).toMatchObject({ type: 'tractor', name: 'Tractor Valtra', status: 'inService', meterHours: 245, currentHours: 245, details: { horsepower: 120 }, purchasePrice: { amountMinor: 150_000_000, currency: 'MXN' } });
    const [log] = await db.select().from(activityLog).where(and(eq(activityLog.entityType, 'equipment'), eq(activityLog.entityId, body.data.id)));
    expect(log).toMatchObject({ action: 'equipment.create', actorId: manager.userId });
    await register(outsider, { name: 'Tractor Valtra' });
    const listed = await call('GET', '/api/equipment?search=valtra&type=tractor', reader.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.data.items.map((item: { id: string }) => item.id)).toEqual([body.data.id]);
    expect((await call('GET', '/api/equipment?type=scale', reader.headers)).body.data.items).toEqual([]);
  });

  it('refuses a duplicate serial number whatever its case, also two at once, writing one', async () => {
    const first = await register();
    const [row] = await db.select({ serialNumber: equipment.serialNumber }).from(equipment).where(eq(equipment.id, first.id));
    const again = await call('POST', '/api/equipment', manager.headers, tractor({ serialNumber: row!.serialNumber!.toLowerCase() }));
    expect(again.status).toBe(409);
    expect(again.body.errors).toContainEqual({ param: 'serialNumber', key: 'equipment.serialNumberTaken', msg: en['equipment.serialNumberTaken'] });
    const racing = tractor();
    const both = await Promise.all([call('POST', '/api/equipment', manager.headers, racing), call('POST', '/api/equipment', manager.headers, racing)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await db.select().from(equipment).where(eq(equipment.serialNumber, racing.serialNumber))).toHaveLength(1);
    // Another organisation may have the same serial number.
    expect((await call('POST', '/api/equipment', outsider.headers, racing)).status).toBe(200);
  });

  it('answers 422 per field with each type’s own checks, and writes nothing', async () => {
    const before = (await db.select().from(equipment)).length;
    for (const [payload, param, key] of [
      [{ ...tractor(), type: 'spaceship' }, 'type', 'equipment.typeInvalid'],
      [{ ...tractor(), name: ' ' }, 'name', 'validation.required'],
      [{ ...tractor(), details: { horsepower: -3 } }, 'details.horsepower', 'animals.mustBePositive'],
      [{ ...tractor(), type: 'eidReader', details: { standard: 'Bluetooth' } }, 'details.standard', 'validation.invalid'],
      [{ ...tractor(), status: 'lost' }, 'status', 'equipment.statusInvalid'],
      [{ ...tractor(), meterHours: 1e9 }, 'meterHours', 'equipment.implausible'],
    ] as const) {
      const { status, body } = await call('POST', '/api/equipment', manager.headers, payload);
      expect(status, key).toBe(422);
      expect(body).toMatchObject({ code: 422, success: false });
      expect(body.errors.map((error: { param: string; key: string }) => `${error.param}: ${error.key}`)).toContain(`${param}: ${key}`);
    }
    expect((await db.select().from(equipment)).length).toBe(before);
  });

  it('changes an item and removes it; its type stays', async () => {
    const item = await register();
    const changed = await call('PUT', `/api/equipment/${item.id}`, manager.headers, tractor({ name: 'JD del norte', status: 'underRepair' }));
    expect(changed.body).toMatchObject({ message: en['success.equipmentUpdated'], data: { name: 'JD del norte', status: 'underRepair' } });
    expect((await call('PUT', `/api/equipment/${item.id}`, manager.headers, { ...tractor(), type: 'scale', details: {} })).status).toBe(422);
    expect((await call('DELETE', `/api/equipment/${item.id}`, manager.headers)).body).toMatchObject({ message: en['success.equipmentDeleted'], data: { id: item.id } });
    expect((await call('GET', `/api/equipment/${item.id}`, manager.headers)).status).toBe(404);
  });

  it('keeps groups with their equipment', async () => {
    const group = await call('POST', '/api/equipment-groups', manager.headers, { name: 'Ordeño' });
    expect(group.status).toBe(200);
    expect((await call('POST', '/api/equipment-groups', manager.headers, { name: 'ORDEÑO' })).status).toBe(409);
    const item = await register(manager, { groupId: group.body.data.id });
    const groups = await call('GET', '/api/equipment-groups', reader.headers);
    expect(groups.body.data.find((entry: { id: string }) => entry.id === group.body.data.id).equipment.map((member: { id: string }) => member.id)).toEqual([item.id]);
    expect((await call('PUT', `/api/equipment-groups/${group.body.data.id}`, manager.headers, { name: 'Sala de ordeño' })).body.data.name).toBe('Sala de ordeño');
    expect((await call('DELETE', `/api/equipment-groups/${group.body.data.id}`, manager.headers)).status).toBe(200);
    expect((await call('GET', `/api/equipment/${item.id}`, manager.headers)).body.data.group).toBeNull();
  });

  it('refuses a reader’s writes and a person without the module', async () => {
    const item = await register();
    expect((await call('POST', '/api/equipment', reader.headers, tractor())).status).toBe(403);
    expect((await call('PUT', `/api/equipment/${item.id}`, reader.headers, tractor())).status).toBe(403);
    expect((await call('DELETE', `/api/equipment/${item.id}`, reader.headers)).status).toBe(403);
    expect((await call('POST', `/api/equipment/${item.id}/maintenance`, reader.headers, { kind: 'service', occurredAt: '2026-01-02' })).status).toBe(403);
    expect((await call('POST', `/api/equipment/${item.id}/plans`, reader.headers, { kind: 'service', everyDays: 30 })).status).toBe(403);
    expect((await call('GET', '/api/equipment', stranger.headers)).status).toBe(403);
    expect((await call('GET', '/api/equipment-groups', stranger.headers)).status).toBe(403);
  });

  it('answers 404 for another organisation’s item, its plans and documents, and leaves them as they were', async () => {
    const theirs = await register(outsider);
    for (const [method, url, payload] of [
      ['GET', `/api/equipment/${theirs.id}`],
      ['PUT', `/api/equipment/${theirs.id}`, tractor()],
      ['DELETE', `/api/equipment/${theirs.id}`],
      ['GET', `/api/equipment/${theirs.id}/maintenance`],
      ['POST', `/api/equipment/${theirs.id}/maintenance`, { kind: 'service', occurredAt: '2026-01-02' }],
      ['GET', `/api/equipment/${theirs.id}/plans`],
      ['POST', `/api/equipment/${theirs.id}/plans`, { kind: 'service', everyDays: 30 }],
      ['GET', `/api/equipment/${theirs.id}/documents`],
    ] as const) {
      expect((await call(method, url, manager.headers, payload)).status, `${method} ${url}`).toBe(404);
    }
    const [row] = await db.select().from(equipment).where(eq(equipment.id, theirs.id));
    expect(row).toMatchObject({ organizationId: outsider.organizationId, name: 'John Deere 6120M' });
  });
});

describe('maintenance and plans', () => {
  it('a tractor at 245 h with a 250-hour service plan raises exactly one task, and a service resets it', async () => {
    const item = await register(manager, { name: 'Tractor del plan' });
    const plan = await call('POST', `/api/equipment/${item.id}/plans`, manager.headers, { kind: 'service', everyHours: 250, lastDoneHours: 0 });
    expect(plan.status).toBe(200);
    expect(plan.body.data).toMatchObject({ kind: 'service', everyHours: 250, lastDoneHours: 0, dueAtHours: 250, due: true });
    const [task] = await openTasksOf(plan.body.data.id);
    expect(task).toMatchObject({ name: 'Service: Tractor del plan', status: 'pending', category: 'maintenance', assigneeId: manager.userId });
    // A reading, an evaluation by the job: still the one task.
    await call('POST', `/api/equipment/${item.id}/maintenance`, manager.headers, { kind: 'reading', occurredAt: '2026-01-05', meterHours: 248 });
    await evaluateAllPlans(app.context);
    expect(await tasksNamed('Service: Tractor del plan')).toHaveLength(1);
    expect((await call('GET', `/api/equipment/${item.id}`, manager.headers)).body.data).toMatchObject({ currentHours: 248, due: true });
    // The service is recorded: the task is done and the plan counts from 252 h.
    const service = await call('POST', `/api/equipment/${item.id}/maintenance`, manager.headers, { kind: 'service', occurredAt: '2026-01-06', meterHours: 252, cost: { amountMinor: 1_250_000, currency: 'MXN' } });
    expect(service.body).toMatchObject({ message: en['success.maintenanceRecorded'], data: { kind: 'service', meterHours: 252, cost: { amountMinor: 1_250_000, currency: 'MXN' } } });
    expect((await tasksNamed('Service: Tractor del plan')).map((row) => row.status)).toEqual(['completed']);
    const plans = await call('GET', `/api/equipment/${item.id}/plans`, reader.headers);
    expect(plans.body.data[0]).toMatchObject({ lastDoneHours: 252, dueAtHours: 502, due: false, taskId: null });
    const history = await call('GET', `/api/equipment/${item.id}/maintenance`, reader.headers);
    expect(history.body.data.map((event: { kind: string }) => event.kind)).toEqual(['service', 'reading']);
  });

  it('a plan by days raises its task for its day, and a task completed in the action list resets the plan', async () => {
    const item = await register(manager, { name: 'Báscula vieja', type: 'scale', meterHours: null, details: { capacityKg: 2000 } });
    const plan = await call('POST', `/api/equipment/${item.id}/plans`, manager.headers, { kind: 'calibration', everyDays: 365, lastDoneOn: '2020-01-01' });
    expect(plan.body.data).toMatchObject({ dueOn: '2020-12-31', due: true });
    const [task] = await openTasksOf(plan.body.data.id);
    expect(task!.name).toBe('Calibration: Báscula vieja');
    await db.update(tasks).set({ status: 'completed', completedAt: new Date() }).where(eq(tasks.id, task!.id));
    await evaluateAllPlans(app.context);
    const [after] = await db.select().from(equipmentMaintenancePlans).where(eq(equipmentMaintenancePlans.id, plan.body.data.id));
    expect(after).toMatchObject({ taskId: null, baselineOn: new Date().toISOString().slice(0, 10) });
    expect(await tasksNamed('Calibration: Báscula vieja')).toHaveLength(1);
  });

  it('answers 422 for a plan without an interval and a reading without a value', async () => {
    const item = await register();
    const plan = await call('POST', `/api/equipment/${item.id}/plans`, manager.headers, { kind: 'service' });
    expect(plan.status).toBe(422);
    expect(plan.body.errors).toContainEqual({ param: 'everyDays', key: 'equipment.intervalRequired', msg: en['equipment.intervalRequired'] });
    const reading = await call('POST', `/api/equipment/${item.id}/maintenance`, manager.headers, { kind: 'reading', occurredAt: '2026-01-02' });
    expect(reading.status).toBe(422);
    expect((await call('PUT', `/api/equipment/${item.id}/plans/${item.id}`, manager.headers, { kind: 'service', everyDays: 5 })).status).toBe(404);
  });
});

describe('documents', () => {
  it('attaches a manual, lists, downloads and removes it, each logged', async () => {
    const item = await register();
    const added = await upload(`/api/equipment/${item.id}/documents`, manager, 'manual.pdf', Buffer.from('%PDF-1.4\nmanual\n%%EOF\n'), 'application/pdf');
    expect(added.statusCode).toBe(200);
    const id = added.json().data.id as string;
    expect((await call('GET', `/api/equipment/${item.id}/documents`, reader.headers)).body.data.map((file: { fileName: string }) => file.fileName)).toEqual(['manual.pdf']);
    const download = await app.inject({ method: 'GET', url: `/api/equipment/${item.id}/documents/${id}`, headers: reader.headers });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('manual');
    expect((await call('DELETE', `/api/equipment/${item.id}/documents/${id}`, manager.headers)).body.message).toBe(en['success.attachmentDeleted']);
    const actions = await db.select({ action: activityLog.action }).from(activityLog).where(and(eq(activityLog.entityType, 'equipment'), eq(activityLog.entityId, item.id)));
    expect(actions.map((entry) => entry.action)).toEqual(expect.arrayContaining(['equipment.attach', 'equipment.detach']));
  });

  it('refuses a file of a type §9 does not allow or too large, writing nothing', async () => {
    const item = await register();
    const program = await upload(`/api/equipment/${item.id}/documents`, manager, 'manual.pdf', Buffer.from('MZ\x90\x00 not a pdf'), 'application/pdf');
    expect(program.statusCode).toBe(422);
    expect(program.json().errors).toContainEqual(expect.objectContaining({ param: 'file', key: 'attachments.typeNotAllowed' }));
    const huge = await upload(`/api/equipment/${item.id}/documents`, manager, 'manual.pdf', Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 32)]), 'application/pdf');
    expect([413, 422]).toContain(huge.statusCode);
    expect((await call('GET', `/api/equipment/${item.id}/documents`, manager.headers)).body.data).toEqual([]);
  });
});
