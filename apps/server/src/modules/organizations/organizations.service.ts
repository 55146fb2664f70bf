import { randomBytes } from 'node:crypto';
import type { Language } from '@ganado/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations } from '../../db/schema';
import { fill } from '../notifications/notifications.messages';
import { FARMER_ROLE, findRoleByName, seedOrganizationAccess } from '../roles/roles.seed';
import { insertUser, type NewUser, type UserRow } from '../users/users.repository';

/** A code no other organisation has: its name in lower-case ASCII and a random tail. */
function codeFor(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30);
  return `${slug || 'farm'}-${randomBytes(4).toString('hex')}`;
}

/**
 * A new organisation for a person who signed up (or whom the operators invited): its default
 * departments and roles, and the person as its first member and owner, with the Farmer role (spec
 * §6) and, as owner, the right to administer it (docs/decisions.md). Nobody joins an existing
 * organisation this way: only its administrators add people to it. Inside the caller's
 * transaction, on the system handle (the organisation does not exist yet).
 */
export async function createOwnOrganization(
  tx: Db,
  person: Omit<NewUser, 'organizationId' | 'departmentId' | 'roleId' | 'role'> & { language: Language },
): Promise<UserRow> {
  const name = fill('organizations.ownName', person.language, { name: `${person.firstName} ${person.lastName}` });
  const [organization] = await tx.insert(organizations).values({ name, code: codeFor(name) }).returning({ id: organizations.id });
  if (!organization) throw new Error('insert into organizations returned nothing');
  await seedOrganizationAccess(tx, organization.id);
  const user = await insertUser(tx, {
    ...person,
    organizationId: organization.id,
    ...(await findRoleByName(tx, organization.id, FARMER_ROLE)),
    role: 'farmer',
  });
  await tx.update(organizations).set({ ownerId: user.id, createdBy: user.id }).where(eq(organizations.id, organization.id));
  return user;
}
