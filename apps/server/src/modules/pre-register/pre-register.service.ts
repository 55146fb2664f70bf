import { AUTH_LIMITS, type Language } from '@ganado/shared';
import type { PreRegisterRequest } from '@ganado/shared/auth';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { preRegistrations } from '../../db/schema';
import { recordActivity } from '../activity-log/activity-log.repository';
import { fill, linkMessage } from '../notifications/notifications.messages';
import { createOwnOrganization } from '../organizations/organizations.service';
import { issueLinkToken } from '../passwords/link-tokens';
import { type AttemptRule, claimAttempt } from '../sessions/attempts.repository';
import { contactKey } from '../sessions/attempt-keys';
import { auditedUser } from '../users/users.present';
import { findUserByEmail } from '../users/users.repository';
import { dialCodeOf, insertPreRegistration, type PreRegistrationRow } from './pre-register.repository';

const ACKNOWLEDGEMENT_RULE: AttemptRule = { max: 1, blockMs: 3_600_000, forgetMs: 3_600_000 };

/**
 * Stores a request for access (docs/product.md §2 /pre-register) for the people who run this Ganado to see
 * (`npm run pre-registrations`); it makes no account and joins nobody to any organisation
 * (docs/decisions.md). The answer is the same whether or not the address has an account; the
 * acknowledgement emailed to the address says which, to its owner only, and goes at most once an
 * hour, so the form cannot be used to flood someone's inbox.
 */
export async function preRegister(context: AppContext, request: PreRegisterRequest, language: Language, ip: string): Promise<void> {
  const { row, known } = await context.system.transaction(async (tx) => {
    const countryCode = request.countryCode || (await dialCodeOf(tx, request.countryId)) || null;
    const created = await insertPreRegistration(tx, {
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      countryId: request.countryId.toUpperCase(),
      countryCode,
      mobile: request.mobile || null,
      permissionToContact: request.permissionToContact,
    });
    // A request belongs to no organisation yet: its entry is the operators' (no tenant sees it).
    await recordActivity(tx, {
      organizationId: null,
      actorId: null,
      action: 'preRegistration.create',
      entityType: 'preRegistration',
      entityId: created.id,
      after: { email: created.email, countryId: created.countryId, permissionToContact: created.permissionToContact },
      ipAddress: ip,
    });
    return { row: created, known: (await findUserByEmail(tx, request.email)) !== undefined };
  });
  // One acknowledgement an hour per address, whoever asks for it: the answer is the same either way.
  const key = contactKey('acknowledgement:preRegister', { email: row.email });
  if (!key || !(await claimAttempt(context.system, [key], ACKNOWLEDGEMENT_RULE, context.clock()))) return;
  const values = { name: row.firstName, url: `${context.config.publicUrl}/login` };
  await context.notifier.send({
    channel: 'email',
    to: row.email,
    organizationId: null,
    subject: fill('email.preRegisterSubject', language, values),
    text: fill(known ? 'email.preRegisterKnownBody' : 'email.preRegisterBody', language, values),
  });
}

/** The requests, newest first; those not yet invited only, unless `all`. For the operators' command. */
export function listPreRegistrations(context: Pick<AppContext, 'system'>, { all }: { all: boolean }): Promise<PreRegistrationRow[]> {
  return context.system
    .select()
    .from(preRegistrations)
    .where(all ? undefined : isNull(preRegistrations.invitedAt))
    .orderBy(desc(preRegistrations.createdAt));
}

/**
 * An operator accepts the newest request from this address: an organisation of the requester's own,
 * with them as its owner (pending), and the set-password link emailed (/setPassword/{token}).
 * Refused when the address already has an account or no request is waiting.
 */
export async function invitePreRegistration(context: Pick<AppContext, 'system' | 'clock' | 'config' | 'notifier'>, email: string): Promise<string> {
  const address = email.trim().toLowerCase();
  const { user, token } = await context.system.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(preRegistrations)
      .where(and(eq(preRegistrations.email, address), isNull(preRegistrations.invitedAt)))
      .orderBy(desc(preRegistrations.createdAt))
      .limit(1)
      .for('update');
    if (!request) throw new Error(`no request waiting from ${address}`);
    if (await findUserByEmail(tx, address)) throw new Error(`${address} already has an account`);
    const created = await createOwnOrganization(tx, {
      email: address,
      mobile: request.mobile,
      countryCode: request.countryCode,
      countryId: request.countryId,
      firstName: request.firstName,
      lastName: request.lastName,
      language: 'en',
      status: 'pending',
    });
    await tx.update(preRegistrations).set({ invitedAt: context.clock(), userId: created.id }).where(eq(preRegistrations.id, request.id));
    await recordActivity(tx, {
      organizationId: created.organizationId,
      actorId: null,
      action: 'preRegistration.invite',
      entityType: 'user',
      entityId: created.id,
      after: auditedUser(created),
    });
    const issued = await issueLinkToken(tx, context, {
      purpose: 'setPassword',
      organizationId: created.organizationId,
      userId: created.id,
      ttlMinutes: AUTH_LIMITS.linkTokenTtlHours * 60,
    });
    return { user: created, token: issued };
  });
  const link = `${context.config.publicUrl}/setPassword/${encodeURIComponent(token)}`;
  await context.notifier.send(linkMessage(user, 'email', 'setPassword', link, token));
  return user.organizationId;
}
