import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { farms, organizations, users, zones } from '../db/schema';
import { DEMO_FARM_BASE, EL_MEZQUITE, CORRALES, LOS_ALAMOS, measured, measuredZone, POTRERO_NORTE } from './demo-farms';
import { hashPassword } from '../modules/users/users.password';

/** Printed by main.ts when the demo organisation is created, and used by tests and e2e. */
export const DEMO_ORGANIZATION = { name: 'Rancho Los Álamos', code: 'demo' } as const;

const DEMO_PASSWORD = 'Ganado#2026';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@ganado.farm', password: DEMO_PASSWORD, role: 'admin' },
  farmer: { email: 'farmer@ganado.farm', password: DEMO_PASSWORD, role: 'farmer' },
  /** Must choose a new password at the first sign-in, so the forced reset dialog can be seen. */
  reset: { email: 'reset@ganado.farm', password: DEMO_PASSWORD, role: 'farmer' },
} as const;

/** The demo organisation's people and places, which the modules' demo seeds fill (modules/module.ts). */
export interface DemoOrganization {
  organizationId: string;
  adminId: string;
  farmerId: string;
  /** The beef farm in Chihuahua and the dairy in Jalisco, each with one zone. */
  alamos: { farmId: string; zoneId: string };
  mezquite: { farmId: string; zoneId: string };
}

/**
 * Creates the demo organisation with its people, farms and zones, only if it does not exist yet:
 * once created it belongs to whoever uses it, so later starts never reset it.
 * Returns it when it was created now (the modules then add their parts), otherwise null.
 */
export async function seedDemoOrganization(db: Db, { mustChangePasswords }: { mustChangePasswords: boolean }): Promise<DemoOrganization | null> {
  const [organization] = await db
    .insert(organizations)
    .values(DEMO_ORGANIZATION)
    .onConflictDoNothing({ target: organizations.code })
    .returning({ id: organizations.id });
  if (!organization) return null;

  const organizationId = organization.id;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const [admin] = await db
    .insert(users)
    .values({
      organizationId,
      email: DEMO_ACCOUNTS.admin.email,
      mobile: '6141234567',
      countryCode: '52',
      firstName: 'Lucía',
      lastName: 'Herrera',
      passwordHash,
      role: DEMO_ACCOUNTS.admin.role,
      status: 'active',
      language: 'en',
      verified: true,
      requiredToResetPw: mustChangePasswords,
    })
    .returning({ id: users.id });
  const createdBy = admin?.id;
  await db.update(organizations).set({ ownerId: createdBy, createdBy }).where(eq(organizations.id, organizationId));

  const [farmer] = await db.insert(users).values([
    {
      organizationId,
      email: DEMO_ACCOUNTS.farmer.email,
      mobile: '3781234567',
      countryCode: '52',
      firstName: 'Mateo',
      lastName: 'Ruiz',
      passwordHash,
      role: DEMO_ACCOUNTS.farmer.role,
      status: 'active',
      language: 'es',
      verified: true,
      requiredToResetPw: mustChangePasswords,
      createdBy,
    },
    {
      organizationId,
      email: DEMO_ACCOUNTS.reset.email,
      mobile: '3787654321',
      countryCode: '52',
      firstName: 'Rosa',
      lastName: 'Campos',
      passwordHash,
      role: DEMO_ACCOUNTS.reset.role,
      status: 'active',
      language: 'en',
      verified: true,
      requiredToResetPw: true,
      createdBy,
    },
  ]).returning({ id: users.id });

  const [alamos, mezquite] = await db
    .insert(farms)
    .values([
      {
        ...DEMO_FARM_BASE,
        organizationId,
        name: 'Los Álamos',
        farmType: 'beef',
        ownershipType: 'owned',
        owner: 'Lucía Herrera',
        timeZone: 'America/Chihuahua',
        state: 'Chihuahua',
        city: 'Cuauhtémoc',
        street: 'Carretera Cuauhtémoc–Anáhuac km 12',
        postalCode: '31500',
        productionSystem: 'extensive',
        goals: 'Raise weaning weights of the Angus cow-calf herd.',
        ...measured(LOS_ALAMOS),
        createdBy,
      },
      {
        ...DEMO_FARM_BASE,
        organizationId,
        name: 'El Mezquite',
        farmType: 'dairy',
        ownershipType: 'leased',
        owner: 'Familia Ruiz',
        timeZone: 'America/Mexico_City',
        state: 'Jalisco',
        city: 'Tepatitlán de Morelos',
        postalCode: '47600',
        productionSystem: 'semiIntensive',
        contractMating: true,
        ...measured(EL_MEZQUITE),
        createdBy,
      },
    ])
    .returning();
  const [potreroNorte, corrales] = await db.insert(zones).values([
    { organizationId, farmId: alamos!.id, name: 'Potrero Norte', description: 'Summer grazing', ...measuredZone(POTRERO_NORTE), createdBy },
    { organizationId, farmId: mezquite!.id, name: 'Corrales', description: 'Pens beside the milking parlour', ...measuredZone(CORRALES), createdBy },
  ]).returning({ id: zones.id });
  return {
    organizationId,
    adminId: admin!.id,
    farmerId: farmer!.id,
    alamos: { farmId: alamos!.id, zoneId: potreroNorte!.id },
    mezquite: { farmId: mezquite!.id, zoneId: corrales!.id },
  };
}
