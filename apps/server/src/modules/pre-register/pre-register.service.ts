import { AUTH_LIMITS, DEFAULT_USER_ROLE, SIGN_UP_DEFAULTS } from '@ganado/shared';
import type { PreRegisterRequest } from '@ganado/shared/auth';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { FARMER_ROLE, findRoleByName } from '../roles/roles.seed';
import { linkMessage } from '../notifications/notifications.messages';
import { issueLinkToken } from '../passwords/link-tokens';
import { auditedUser } from '../users/users.present';
import { findOrganizationByCode, findUserByEmail, insertUser } from '../users/users.repository';
import { dialCodeOf, findPreRegistration, insertPreRegistration, markPreRegistrationUsed } from './pre-register.repository';

export const duplicateUser = (param: string) =>
  new AppError(409, 'errors.duplicateUserTitle', { errors: [{ param, key: 'errors.duplicateUser' }] });

export async function defaultOrganizationId(db: Db): Promise<string> {
  const organization = await findOrganizationByCode(db, SIGN_UP_DEFAULTS.organizationCode);
  if (!organization) throw new Error(`the default organisation "${SIGN_UP_DEFAULTS.organizationCode}" is missing: run the seeds`);
  return organization.id;
}

/**
 * Stores a request for access and emails a link to set a password (/setPassword/{token}).
 * The dial code defaults to the chosen country's (spec §4). An address that already has an
 * account is refused, as sign-up refuses it.
 */
export async function preRegister(context: AppContext, request: PreRegisterRequest, ip: string): Promise<void> {
  const { token, row } = await context.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, request.email)) throw duplicateUser('email');
    const organizationId = await defaultOrganizationId(tx);
    const countryCode = request.countryCode || (await dialCodeOf(tx, request.countryId)) || null;
    const created = await insertPreRegistration(tx, {
      organizationId,
      firstName: request.firstName,
      lastName: request.lastName,
      email: request.email,
      countryId: request.countryId.toUpperCase(),
      countryCode,
      mobile: request.mobile || null,
      permissionToContact: request.permissionToContact,
    });
    await recordActivity(tx, {
      organizationId,
      actorId: null,
      action: 'preRegistration.create',
      entityType: 'preRegistration',
      entityId: created.id,
      after: { email: created.email, countryId: created.countryId, permissionToContact: created.permissionToContact },
      ipAddress: ip,
    });
    const issued = await issueLinkToken(tx, context, {
      purpose: 'setPassword',
      organizationId,
      preRegistrationId: created.id,
      ttlMinutes: AUTH_LIMITS.linkTokenTtlHours * 60,
    });
    return { token: issued, row: created };
  });
  const link = `${context.config.publicUrl}/setPassword/${encodeURIComponent(token)}`;
  const recipient = { email: row.email, mobile: row.mobile, countryCode: row.countryCode, language: 'en' as const };
  await context.notifier.send(linkMessage(recipient, 'email', 'setPassword', link, token));
}

/** The set-password link of a pre-registration creates the (active, verified: the email was proven) farmer. */
export async function createUserFromPreRegistration(tx: Db, context: AppContext, id: string, passwordHash: string, ip: string) {
  const request = await findPreRegistration(tx, id);
  if (!request) throw new AppError(400, 'errors.passwordCreationFailed');
  if (await findUserByEmail(tx, request.email)) throw duplicateUser('email');
  const user = await insertUser(tx, {
    organizationId: request.organizationId,
    ...(await findRoleByName(tx, request.organizationId, FARMER_ROLE)),
    email: request.email,
    mobile: request.mobile,
    countryCode: request.countryCode,
    countryId: request.countryId,
    firstName: request.firstName,
    lastName: request.lastName,
    passwordHash,
    role: DEFAULT_USER_ROLE,
    status: 'active',
    verified: true,
  });
  await markPreRegistrationUsed(tx, id, user.id);
  await recordActivity(tx, {
    organizationId: user.organizationId,
    actorId: user.id,
    action: 'user.createFromPreRegistration',
    entityType: 'user',
    entityId: user.id,
    after: auditedUser(user),
    ipAddress: ip,
  });
}
