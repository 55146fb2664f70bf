import type { SessionUser } from '@ganado/shared/auth';
import type { UserRow } from './users.repository';

/** The user as the session holds it (docs/product.md §3): never the hash, the lockout or the address. */
export function presentUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    verified: user.verified,
    countryCode: user.countryCode,
    mobile: user.mobile,
    firstName: user.firstName,
    lastName: user.lastName,
    language: user.language,
    pictureUrl: pictureUrlOf(user),
  };
}

/**
 * Where the profile picture is served, or null without one. The `v` part changes with every new
 * picture (it is the stored file's id), so a cached old picture is never shown for a new one.
 */
export function pictureUrlOf(user: Pick<UserRow, 'id' | 'profilePicture'>): string | null {
  if (!user.profilePicture) return null;
  const version = user.profilePicture.slice(user.profilePicture.lastIndexOf('/') + 1).split('.')[0];
  return `/api/profile/picture/${user.id}?v=${version}`;
}

/** What the activity log keeps of a user: identity and state, no secrets. */
export const auditedUser = (user: UserRow) => ({
  email: user.email,
  mobile: user.mobile,
  role: user.role,
  status: user.status,
  verified: user.verified,
  requiredToResetPw: user.requiredToResetPw,
});
