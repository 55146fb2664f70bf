import type { HealthTestRequest, Sire, SireRequest, SiresQuery } from '@ganado/shared/semen';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { findSires, healthTestsOf, insertHealthTest, insertSire, listSires, sireHolding, type SireValues, type SireWithAnimal, updateSireRow } from './sires.repository';

type HealthTestRow = Awaited<ReturnType<typeof healthTestsOf>>[number];

function presentSire({ sire, tagNumber }: SireWithAnimal, tests: readonly HealthTestRow[]): Sire {
  return {
    id: sire.id,
    name: sire.name,
    animal: sire.animalId && tagNumber !== null ? { id: sire.animalId, tagNumber } : null,
    naabCode: sire.naabCode,
    internationalId: sire.internationalId,
    breed: sire.breed,
    healthTests: tests.filter((test) => test.sireId === sire.id).map((test) => ({ id: test.id, testedOn: test.testedOn, disease: test.disease, result: test.result })),
    createdAt: sire.createdAt.toISOString(),
  };
}

async function presentSires(db: Db, organizationId: string, rows: readonly SireWithAnimal[]): Promise<Sire[]> {
  const tests = await healthTestsOf(db, organizationId, rows.map(({ sire }) => sire.id));
  return rows.map((row) => presentSire(row, tests));
}

export async function presentOneSire(db: Db, organizationId: string, id: string): Promise<Sire> {
  const [row] = await findSires(db, organizationId, [id]);
  if (!row) throw AppError.notFound();
  return (await presentSires(db, organizationId, [row]))[0]!;
}

export async function getSires(context: AppContext, session: Session, query: SiresQuery) {
  const { rows, total } = await listSires(context.db, session.organizationId, query);
  return { items: await presentSires(context.db, session.organizationId, rows), total, page: query.page, limit: query.limit };
}

export const getSire = (context: AppContext, session: Session, id: string) => presentOneSire(context.db, session.organizationId, id);

/** A herd sire is a male of the organisation (another's is not found: 404 on the field). */
async function checkedAnimal(tx: Db, organizationId: string, animalId: string | null | undefined): Promise<void> {
  if (!animalId) return;
  const [animal] = await tx.select({ gender: animals.gender }).from(animals).where(and(eq(animals.organizationId, organizationId), eq(animals.id, animalId)));
  if (!animal) throw new AppError(404, 'errors.notFound', { param: 'animalId' });
  if (animal.gender !== 'male') throw new AppError(422, 'errors.checkAllValues', { errors: [{ param: 'animalId', key: 'animals.sireMustBeMale' }] });
}

const valuesOf = (request: SireRequest): SireValues => ({
  name: request.name,
  animalId: request.animalId ?? null,
  naabCode: request.naabCode ?? null,
  internationalId: request.internationalId ?? null,
  breed: request.breed ?? null,
});

/** A name, NAAB code or animal another sire holds: 409 on that field. */
async function refuseTaken(tx: Db, organizationId: string, values: SireValues, except?: string): Promise<void> {
  const holder = await sireHolding(tx, organizationId, values, except);
  if (!holder) return;
  if (holder.name.toLowerCase() === values.name.toLowerCase()) throw new AppError(409, 'semen.sireNameTaken', { param: 'name' });
  if (values.naabCode && holder.naabCode === values.naabCode) throw new AppError(409, 'semen.naabCodeTaken', { param: 'naabCode' });
  throw new AppError(409, 'semen.sireAnimalTaken', { param: 'animalId' });
}

export function addSire(context: AppContext, session: Session, request: SireRequest, ip: string): Promise<Sire> {
  const work = context.db.transaction(async (tx) => {
    const values = valuesOf(request);
    await checkedAnimal(tx, session.organizationId, values.animalId);
    await refuseTaken(tx, session.organizationId, values);
    const id = await insertSire(tx, session.organizationId, session.userId, values);
    const answer = await presentOneSire(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'sire.create', entityType: 'sire', entityId: id, after: answer, ipAddress: ip });
    return answer;
  });
  // Two people adding one bull at once: the index refuses the second as taken.
  return refuseOnUniqueViolation(work, () => new AppError(409, 'semen.sireNameTaken', { param: 'name' }));
}

export function updateSire(context: AppContext, session: Session, id: string, request: SireRequest, ip: string): Promise<Sire> {
  const work = context.db.transaction(async (tx) => {
    const before = await presentOneSire(tx, session.organizationId, id);
    const values = valuesOf(request);
    await checkedAnimal(tx, session.organizationId, values.animalId);
    await refuseTaken(tx, session.organizationId, values, id);
    await updateSireRow(tx, session.organizationId, id, values);
    const answer = await presentOneSire(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'sire.update', entityType: 'sire', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, () => new AppError(409, 'semen.sireNameTaken', { param: 'name' }));
}

export function addHealthTest(context: AppContext, session: Session, sireId: string, request: HealthTestRequest, ip: string): Promise<Sire> {
  return context.db.transaction(async (tx) => {
    await presentOneSire(tx, session.organizationId, sireId);
    const id = await insertHealthTest(tx, session.organizationId, session.userId, { sireId, ...request });
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'sire.healthTest', entityType: 'sire', entityId: sireId, after: { id, ...request }, ipAddress: ip });
    return presentOneSire(tx, session.organizationId, sireId);
  });
}
