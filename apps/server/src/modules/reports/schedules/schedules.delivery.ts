import { isoToDisplayDate } from '@ganado/shared/format';
import { REPORT_PAGE_TITLES } from '@ganado/shared/reports';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { ReportScheduleRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { fill } from '../../notifications/notifications.messages';
import { loadUserAccess } from '../../roles/roles.access';
import type { Session } from '../../sessions/authenticate';
import { reportDocument } from '../reports.export';
import { computePage, presentPage } from '../reports.service';
import { nextRunAfter, periodOf } from './schedules.cadence';
import { claimSchedule, dueSchedules, markSent, organizationsWithDueSchedules, releaseSchedule, scheduleOwner } from './schedules.repository';

export interface Recipient {
  email: string;
  firstName: string;
}

/**
 * The person a schedule's job acts for, as a request of theirs would be: still active, still
 * allowed to view reports (their role read now, as on every request), with an address to send to.
 * Null otherwise: the job skips the schedule, which stays for when they are back.
 */
export async function ownerSession(db: Db, schedule: ReportScheduleRow): Promise<{ session: Session; recipient: Recipient } | null> {
  const [owner, access] = await Promise.all([scheduleOwner(db, schedule.userId), loadUserAccess(db, schedule.userId)]);
  if (!owner?.email || access?.status !== 'active' || !access.permissions.reports?.includes('view')) return null;
  const session: Session = {
    userId: schedule.userId,
    organizationId: schedule.organizationId,
    role: owner.role,
    // No sign-in: the job acts for the schedule's owner.
    sessionId: '',
    roleId: access.roleId,
    modules: access.modules,
    permissions: access.permissions,
    isAdmin: access.isAdmin,
  };
  return { session, recipient: { email: owner.email, firstName: owner.firstName } };
}

/**
 * Computes the schedule's page for the period a send at `sentAt` covers, as its owner sees it,
 * and emails it to them as the PDF the page's export makes, in the schedule's language. Returns the period.
 */
export async function deliverReport(context: AppContext, session: Session, schedule: ReportScheduleRow, recipient: Recipient, sentAt: Date) {
  const period = periodOf(schedule, sentAt);
  // Worked out now, not from a snapshot: the job has the time, and the email the exact figures.
  const computed = await computePage(context, session.organizationId, schedule.page, { ...schedule.filters, ...period, asOf: period.to });
  const pdf = await reportDocument(presentPage(schedule.page, computed), schedule.language);
  const { language } = schedule;
  const words = { report: REPORT_PAGE_TITLES[schedule.page][language], from: isoToDisplayDate(period.from)!, to: isoToDisplayDate(period.to)! };
  await context.notifier.send({
    channel: 'email',
    to: recipient.email,
    organizationId: schedule.organizationId,
    subject: fill('email.scheduledReportSubject', language, words),
    text: [fill('email.scheduledReportBody', language, { ...words, name: recipient.firstName }), '', fill('email.scheduledReportFooter', language, { url: `${context.config.publicUrl}/my-reports` })].join('\n'),
    attachments: [pdf],
  });
  return period;
}

/**
 * Sends one due schedule, claimed first (schedules.repository.ts `claimSchedule`), its next send
 * moved past `now` (a run missed while the server was down is sent once, not once per miss). Skipped
 * for an owner no longer active or allowed, and for a filter no longer found (a farm removed): the
 * schedule waits for its next time. An email that fails is tried again on the next run.
 */
async function sendDue(context: AppContext, schedule: ReportScheduleRow, now: Date): Promise<boolean> {
  const seen = schedule.nextRunAt!;
  const claimed = await claimSchedule(context.db, schedule.id, seen, nextRunAfter(schedule, now));
  if (!claimed) return false;
  const owner = await ownerSession(context.db, claimed);
  if (!owner) return false;
  let period: { from: string; to: string };
  try {
    period = await deliverReport(context, owner.session, claimed, owner.recipient, now);
  } catch (error) {
    if (error instanceof AppError) {
      context.log.warn({ schedule: schedule.id, key: error.key }, 'scheduled report skipped');
      return false;
    }
    await releaseSchedule(context.db, schedule.id, claimed.nextRunAt!, seen);
    throw error;
  }
  await context.db.transaction(async (tx) => {
    await markSent(tx, schedule.id, now);
    // Nobody did this: the schedule's time came.
    await recordActivity(tx, { organizationId: schedule.organizationId, actorId: null, action: 'reportSchedule.send', entityType: 'reportSchedule', entityId: schedule.id, after: { period } });
  });
  return true;
}

/**
 * Every due schedule of every organisation, each through its organisation's handle (only finding
 * them looks across). One that fails does not stop the others. Returns how many were sent.
 */
export async function sendDueReports(context: AppContext, now: Date): Promise<number> {
  let sent = 0;
  for (const organizationId of await organizationsWithDueSchedules(context.system, now)) {
    const tenant = context.forOrganization(organizationId);
    for (const schedule of await dueSchedules(tenant.db, now)) {
      try {
        if (await sendDue(tenant, schedule, now)) sent += 1;
      } catch (error) {
        context.log.error({ err: error, schedule: schedule.id }, 'scheduled report not sent');
      }
    }
  }
  return sent;
}
