import { SIGN_UP_DEFAULTS } from '@ganado/shared';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/** Self-registered farmers join this organisation (spec §3: "organizationCode (a default organisation)"). */
export const DEFAULT_ORGANIZATION = { name: 'Ganado', code: SIGN_UP_DEFAULTS.organizationCode } as const;

export async function seedDefaultOrganization(db: Db): Promise<void> {
  await db.insert(organizations).values(DEFAULT_ORGANIZATION).onConflictDoNothing({ target: organizations.code });
}
