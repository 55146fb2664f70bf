import type { ActivityAction } from '@ganado/shared/activity-log';
import type { Profile, ProfileUpdateRequest } from '@ganado/shared/profile';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { pictureContentType, storePicture } from '../uploads/pictures';
import { pictureUrlOf } from '../users/users.present';
import { mobileDigits } from '../users/users.repository';
import { findPictureKey, findProfile, type Owner, type ProfileRow, updateProfile } from './profile.repository';

const notUpdated = (param: string, key: 'validation.required') => new AppError(422, 'errors.profileNotUpdated', { errors: [{ param, key }] });

function present({ profilePicture, ...row }: ProfileRow): Profile {
  return { ...row, pictureUrl: pictureUrlOf({ id: row.id, profilePicture }) };
}

/** What the activity log keeps of a profile change: the fields a person edits, and whether there is a picture. */
const audited = (row: ProfileRow) => ({
  firstName: row.firstName,
  lastName: row.lastName,
  mobile: row.mobile,
  countryCode: row.countryCode,
  language: row.language,
  picture: row.profilePicture,
});

const ownerOf = (session: Owner): Owner => ({ userId: session.userId, organizationId: session.organizationId });

async function profileOrGone(db: Db, owner: Owner): Promise<ProfileRow> {
  const row = await findProfile(db, owner);
  // The session was checked on this request; a row gone since is a session that no longer holds.
  if (!row) throw AppError.unauthorized();
  return row;
}

export async function getProfile(context: AppContext, session: Owner): Promise<Profile> {
  return present(await profileOrGone(context.db, ownerOf(session)));
}

/** Writes one change of the signed-in person's profile, logged with before and after, in one transaction. */
async function changeProfile(
  context: AppContext,
  session: Owner,
  ip: string,
  action: ActivityAction,
  change: (before: ProfileRow) => Parameters<typeof updateProfile>[2],
): Promise<Profile> {
  const owner = ownerOf(session);
  return context.db.transaction(async (tx) => {
    const before = await profileOrGone(tx, owner);
    await updateProfile(tx, owner, change(before));
    const after = await profileOrGone(tx, owner);
    await recordActivity(tx, {
      organizationId: owner.organizationId,
      actorId: owner.userId,
      action,
      entityType: 'user',
      entityId: owner.userId,
      before: audited(before),
      after: audited(after),
      ipAddress: ip,
    });
    return present(after);
  });
}

/**
 * Name, contact and language. Someone who signed up by phone has no email, so the
 * mobile number is how they sign in and cannot be taken away.
 */
export function editProfile(context: AppContext, session: Owner, request: ProfileUpdateRequest, ip: string): Promise<Profile> {
  return changeProfile(context, session, ip, 'profile.update', (before) => {
    if (!before.email && !request.mobile) throw notUpdated('mobile', 'validation.required');
    return {
      firstName: request.firstName,
      lastName: request.lastName,
      mobile: request.mobile ? mobileDigits(request.mobile) : null,
      countryCode: request.mobile ? (request.countryCode ?? null) : null,
      language: request.language,
    };
  });
}

/** A new picture replaces the old one; the file is stored first, so a refused picture changes nothing. */
export async function changePicture(context: AppContext, session: Owner, picture: unknown, ip: string): Promise<Profile> {
  const key = await storePicture(context.storage, picture, { field: 'profilePic', failureKey: 'errors.profileNotUpdated' });
  if (!key) throw notUpdated('profilePic', 'validation.required');
  return changeProfile(context, session, ip, 'profile.picture', () => ({ profilePicture: key }));
}

/** A picture of someone in the caller's organisation; 404 for anyone else's, or for none. */
export async function readPicture(context: AppContext, session: Owner, userId: string) {
  const key = await findPictureKey(context.db, session.organizationId, userId);
  if (!key) throw AppError.notFound();
  return { bytes: await context.storage.get(key), contentType: pictureContentType(key) };
}
