import type { ReportSchedule, ReportScheduleRequest } from '@ganado/shared/reports';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { ReportScheduleRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { farmExists, groupExists } from '../../animals/records/records.repository';
import type { Session } from '../../sessions/authenticate';
import { nextRunAfter } from './schedules.cadence';
import { deliverReport, type Recipient } from './schedules.delivery';
import { deleteSchedule, findSchedule, insertSchedule, listSchedules, markSent, scheduleOwner, scheduleTimeZone, type ScheduleValues, updateSchedule } from './schedules.repository';

const iso = (instant: Date | null) => instant?.toISOString() ?? null;

function present(row: ReportScheduleRow): ReportSchedule {
  return {
    id: row.id,
    page: row.page,
    filters: row.filters,
    cadence: row.cadence,
    weekday: row.weekday,
    dayOfMonth: row.dayOfMonth,
    hour: row.hour,
    timeZone: row.timeZone,
    language: row.language,
    active: row.active,
    nextRunAt: iso(row.nextRunAt),
    lastSentAt: iso(row.lastSentAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The person's address: a report goes by email, so a person without one cannot schedule or send one (409). */
async function recipientOf(db: Db, userId: string): Promise<Recipient> {
  const owner = await scheduleOwner(db, userId);
  if (!owner?.email) throw new AppError(409, 'reports.scheduleNoEmail');
  return { email: owner.email, firstName: owner.firstName };
}

/** What a request stores: the day its cadence names only, the zone (schedules.repository.ts), and the next send unless paused. */
async function valuesOf(context: AppContext, session: Session, request: ReportScheduleRequest): Promise<ScheduleValues> {
  const { db } = context;
  const { farmId, groupId } = request.filters;
  // A farm or group filter must be the organisation's, as on the analytics pages.
  if (farmId && !(await farmExists(db, session.organizationId, farmId))) throw new AppError(404, 'errors.notFound', { param: 'filters.farmId' });
  if (groupId && !(await groupExists(db, session.organizationId, groupId))) throw new AppError(404, 'errors.notFound', { param: 'filters.groupId' });
  await recipientOf(db, session.userId);
  const cadence = {
    cadence: request.cadence,
    weekday: request.cadence === 'weekly' ? request.weekday! : null,
    dayOfMonth: request.cadence === 'monthly' ? request.dayOfMonth! : null,
    hour: request.hour,
    timeZone: await scheduleTimeZone(db, session.organizationId, farmId),
  };
  const nextRunAt = request.active ? nextRunAfter(cadence, context.clock()) : null;
  return { ...cadence, page: request.page, filters: request.filters, language: request.language, active: request.active, nextRunAt };
}

async function mine(db: Db, session: Session, id: string): Promise<ReportScheduleRow> {
  const row = await findSchedule(db, session.organizationId, session.userId, id);
  if (!row) throw AppError.notFound();
  return row;
}

/** What the activity log keeps of a schedule. */
const logged = (row: ReportScheduleRow) => ({ page: row.page, filters: row.filters, cadence: row.cadence, weekday: row.weekday, dayOfMonth: row.dayOfMonth, hour: row.hour, timeZone: row.timeZone, language: row.language, active: row.active });

export async function getMySchedules(context: AppContext, session: Session): Promise<ReportSchedule[]> {
  return (await listSchedules(context.db, session.organizationId, session.userId)).map(present);
}

export async function createMySchedule(context: AppContext, session: Session, request: ReportScheduleRequest, ip: string): Promise<ReportSchedule> {
  const values = await valuesOf(context, session, request);
  return context.db.transaction(async (tx) => {
    const row = await insertSchedule(tx, session.organizationId, session.userId, values);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'reportSchedule.create', entityType: 'reportSchedule', entityId: row.id, after: logged(row), ipAddress: ip });
    return present(row);
  });
}

/** Changed, paused or resumed: the next send is worked out again from now. */
export async function updateMySchedule(context: AppContext, session: Session, id: string, request: ReportScheduleRequest, ip: string): Promise<ReportSchedule> {
  const before = await mine(context.db, session, id);
  const values = await valuesOf(context, session, request);
  return context.db.transaction(async (tx) => {
    const row = await updateSchedule(tx, session.organizationId, session.userId, id, values);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'reportSchedule.update', entityType: 'reportSchedule', entityId: id, before: logged(before), after: logged(row), ipAddress: ip });
    return present(row);
  });
}

export function deleteMySchedule(context: AppContext, session: Session, id: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const row = await deleteSchedule(tx, session.organizationId, session.userId, id);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'reportSchedule.delete', entityType: 'reportSchedule', entityId: id, before: logged(row), after: null, ipAddress: ip });
    return { id };
  });
}

/** "Send now": the report for the period it would cover today, emailed at once; its next send stays where it was. */
export async function sendMySchedule(context: AppContext, session: Session, id: string, ip: string): Promise<ReportSchedule> {
  const schedule = await mine(context.db, session, id);
  const recipient = await recipientOf(context.db, session.userId);
  const sentAt = context.clock();
  const period = await deliverReport(context, session, schedule, recipient, sentAt);
  return context.db.transaction(async (tx) => {
    // Removed while it was being sent: the email went, the schedule is gone.
    const row = await markSent(tx, id, sentAt);
    if (!row) throw AppError.notFound();
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'reportSchedule.send', entityType: 'reportSchedule', entityId: id, after: { period }, ipAddress: ip });
    return present(row);
  });
}
