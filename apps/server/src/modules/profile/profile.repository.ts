import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { departments, roles, users } from '../../db/schema';
import type { NewUser } from '../users/users.repository';

/** Who the profile belongs to: always the session's user, in the session's organisation. */
export interface Owner {
  userId: string;
  organizationId: string;
}

const columns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  mobile: users.mobile,
  countryCode: users.countryCode,
  language: users.language,
  countryId: users.countryId,
  state: users.state,
  village: users.village,
  address: users.address,
  website: users.website,
  profilePicture: users.profilePicture,
  department: departments.name,
  role: roles.name,
};

const ownedBy = (owner: Owner) => and(eq(users.id, owner.userId), eq(users.organizationId, owner.organizationId));

export async function findProfile(db: Db, owner: Owner) {
  const [row] = await db
    .select(columns)
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(ownedBy(owner));
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function updateProfile(
  db: Db,
  owner: Owner,
  values: Partial<Pick<NewUser, 'firstName' | 'lastName' | 'mobile' | 'countryCode' | 'language' | 'profilePicture'>>,
): Promise<void> {
  await db.update(users).set(values).where(ownedBy(owner));
}

/** The stored picture of a user of this organisation; undefined for anyone else's or none. */
export async function findPictureKey(db: Db, organizationId: string, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ key: users.profilePicture })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId)));
  return row?.key ?? undefined;
}
