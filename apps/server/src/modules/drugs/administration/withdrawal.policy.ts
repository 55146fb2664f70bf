import type { RecordRequest, RemovalReason } from '@ganado/shared/animals';
import { instantText } from '@ganado/shared/format';
import { bindingWithdrawal } from '@ganado/withdrawal';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import type { Activity } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { withdrawalsAt } from './administration.repository';

/** The removals that put an animal's meat on the market. */
const SALES: readonly RemovalReason[] = ['sold', 'slaughtered'];

export interface Enforced {
  /** What the record keeps of the check: a milk record's `saleable`, an override's reason and what it overrode. */
  details: Record<string, unknown>;
  activity: Activity[];
}

const NOTHING: Enforced = { details: {}, activity: [] };

/** The product a record puts on the market, if it does. */
function productSold(record: RecordRequest): 'meat' | 'milk' | null {
  if (record.status !== 'done') return null;
  if (record.type === 'removal' && SALES.includes(record.reason)) return 'meat';
  return record.type === 'milk' ? 'milk' : null;
}

/**
 * Withdrawal is enforced, not warned about (docs/decisions.md: withdrawal): an animal sold or
 * slaughtered while a treatment holds its meat, or milk counted saleable while one holds its milk,
 * is refused with 409 naming the animal, the medicine and the end, unless a user with the drugs
 * override permission gives a reason (403 for anyone else); the override is kept on the record and
 * logged. Milk left unsaid during a withdrawal is recorded as not saleable.
 */
export async function enforceWithdrawal(
  tx: Db,
  session: Session,
  record: RecordRequest,
  animal: WithdrawalAnimal,
): Promise<Enforced> {
  const product = productSold(record);
  if (!product || (record.type !== 'milk' && record.type !== 'removal')) return NOTHING;
  const held = await heldBack(tx, session.organizationId, animal.id, product, new Date(record.occurredAt));
  const saleable = record.type === 'milk' ? { saleable: held ? record.saleable === true : record.saleable !== false } : {};
  if (!held || (record.type === 'milk' && record.saleable !== true)) return { details: saleable, activity: [] };
  if (!record.withdrawalOverride) throw withdrawalRefusal(animal, held, product === 'meat' ? 'reason' : 'saleable');
  if (!session.permissions.drugs?.includes('override')) {
    throw new AppError(403, 'drugs.overrideNotAllowed', { errors: [{ param: 'withdrawalOverride', key: 'drugs.overrideNotAllowed' }] });
  }
  const overridden = { reason: record.withdrawalOverride.reason, product, treatmentRecordId: held.eventId, endsAt: held.endsAt.toISOString(), by: session.userId };
  return {
    details: { ...saleable, withdrawalOverride: overridden },
    activity: [{ action: 'withdrawal.override', entityType: 'animal', entityId: animal.id, after: { recordType: record.type, occurredAt: record.occurredAt, ...overridden } }],
  };
}

export interface WithdrawalAnimal {
  id: string;
  tagNumber: string;
  timeZone: string | null;
}

/** The withdrawal that holds an animal's meat or milk back at an instant: the treatment's record, its drug and its end; null when none does. */
export async function heldBack(tx: Db, organizationId: string, animalId: string, product: 'meat' | 'milk', at: Date) {
  const candidates = await withdrawalsAt(tx, organizationId, animalId, product, at);
  const held = bindingWithdrawal(
    candidates.map((row) => ({ eventId: row.id, administeredAt: new Date(row.administered_at), endsAt: new Date(row.ends_at) })),
    at,
  );
  if (!held) return null;
  const treatment = candidates.find((row) => row.id === held.eventId)!;
  return { eventId: held.eventId, endsAt: held.endsAt, product, drug: treatment.product ?? '' };
}
export type HeldBack = NonNullable<Awaited<ReturnType<typeof heldBack>>>;

/** 409 naming the animal, the medicine and the end on the farm's clock, on `param` (the record's field, an order's line). */
export function withdrawalRefusal(animal: WithdrawalAnimal, held: HeldBack, param: string): AppError {
  const key = held.product === 'meat' ? 'drugs.inMeatWithdrawal' : 'drugs.inMilkWithdrawal';
  const params = { tag: animal.tagNumber, drug: held.drug, endsAt: instantText(held.endsAt, animal.timeZone ?? 'UTC') };
  return new AppError(409, key, { errors: [{ param, key, params }] });
}
