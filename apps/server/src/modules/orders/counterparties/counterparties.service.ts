import type { CounterpartiesQuery, Counterparty, CounterpartyRequest } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import type { CounterpartyRow } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { findCounterparties, insertCounterparty, listCounterparties, updateCounterpartyRow } from './counterparties.repository';

export function presentCounterparty(row: CounterpartyRow): Counterparty {
  const { organizationId: _org, createdBy: _by, updatedAt: _updated, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString() };
}

export async function getCounterparties(context: AppContext, session: Session, query: CounterpartiesQuery) {
  const { rows, total } = await listCounterparties(context.db, session.organizationId, query);
  return { items: rows.map(presentCounterparty), total, page: query.page, limit: query.limit };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Counterparty> {
  const [row] = await findCounterparties(db, organizationId, [id]);
  if (!row) throw AppError.notFound();
  return presentCounterparty(row);
}

const valuesOf = (request: CounterpartyRequest) => ({
  name: request.name,
  kind: request.kind,
  email: request.email ?? null,
  phone: request.phone ?? null,
  taxId: request.taxId ?? null,
  address: request.address ?? null,
  country: request.country ?? null,
  notes: request.notes ?? null,
});

/** A name taken: 409 on the field that names it (`counterparty.name` when added inline on an order). */
export const counterpartyNameTaken = (param = 'name') => new AppError(409, 'orders.counterpartyNameTaken', { param });

/** Adds one in the caller's transaction (an order adds its counterparty inline) and logs it. */
export async function createCounterparty(tx: Db, session: Session, request: CounterpartyRequest, ip: string): Promise<string> {
  const id = await insertCounterparty(tx, session.organizationId, session.userId, valuesOf(request));
  await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'counterparty.create', entityType: 'counterparty', entityId: id, after: request, ipAddress: ip });
  return id;
}

export function addCounterparty(context: AppContext, session: Session, request: CounterpartyRequest, ip: string): Promise<Counterparty> {
  const work = context.db.transaction(async (tx) => presentOne(tx, session.organizationId, await createCounterparty(tx, session, request, ip)));
  return refuseOnUniqueViolation(work, () => counterpartyNameTaken());
}

export function updateCounterparty(context: AppContext, session: Session, id: string, request: CounterpartyRequest, ip: string): Promise<Counterparty> {
  const work = context.db.transaction(async (tx) => {
    const before = await presentOne(tx, session.organizationId, id);
    await updateCounterpartyRow(tx, session.organizationId, id, valuesOf(request));
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'counterparty.update', entityType: 'counterparty', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, () => counterpartyNameTaken());
}
