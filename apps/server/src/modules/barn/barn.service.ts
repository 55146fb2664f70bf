import type { PermissionAction } from '@ganado/shared/access';
import type { AppModule } from '@ganado/shared/auth';
import type { BarnAnimal, BarnDrug, BarnGroup, BarnPack, BarnSnapshot, BarnTask } from '@ganado/shared/barn';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { localDate, toInstant } from '../action-list/tasks.occurrences';
import { getEvents } from '../action-list/tasks.service';
import { listGroups } from '../animals/groups/groups.repository';
import { roundKg } from '../animals/register/animals.present';
import { animalListQuery } from '../animals/register/animals.repository';
import { findDrugRows } from '../drugs/cabinet/drugs.repository';
import { todayOf } from '../drugs/cabinet/drugs.service';
import { presentPack } from '../drugs/packs/packs.present';
import { listPacks, suggestedPacks } from '../drugs/packs/packs.repository';
import { findFarm } from '../farms/farms.repository';
import type { Session } from '../sessions/authenticate';
import { tasksOfFarm } from './barn.repository';

/**
 * The barn's snapshot (docs/decisions.md, "Offline in the barn"): what a phone keeps of one farm,
 * read through the modules that own each part, so the phone sees what their own pages show.
 * A handful of queries whatever the herd's size: none per animal.
 */

/** Every row of a part in one read: the barn keeps them all (a farm has hundreds of groups or packs at most). */
const ALL = 100_000;
const DAY_MS = 86_400_000;
/** Today and the six days after it: the week the barn's task list covers. */
const TASK_DAYS = 7;
/** How far back an occurrence left undone still shows: a job forgotten last week is still to do. */
const OVERDUE_DAYS = 7;

const may = (session: Session, module: AppModule, action: PermissionAction) => session.permissions[module]?.includes(action) ?? false;

/** An instant still to come, as ISO text; null once passed. */
const ahead = (instant: Date | null, now: Date) => (instant && instant > now ? instant.toISOString() : null);

async function herdOf(context: AppContext, session: Session, farmId: string): Promise<{ animals: BarnAnimal[]; groups: BarnGroup[] }> {
  const now = context.clock();
  const [rows, groups] = await Promise.all([
    animalListQuery(context.db, session.organizationId, { status: 'active', farmId, col: 'tagNumber' }),
    listGroups(context.db, session.organizationId, { page: 1, limit: ALL }),
  ]);
  return {
    animals: rows.map((row) => ({
      id: row.id,
      tagNumber: row.tagNumber,
      nickname: row.nickname,
      speciesCode: row.speciesCode,
      gender: row.gender,
      status: row.status,
      groupId: row.groupId,
      groupName: row.groupName,
      zoneName: row.zoneName,
      currentWeightKg: row.currentWeightKg == null ? null : roundKg(row.currentWeightKg),
      meatWithdrawalEndsAt: ahead(row.meatWithdrawalEndsAt, now),
      milkWithdrawalEndsAt: ahead(row.milkWithdrawalEndsAt, now),
    })),
    // A move may take an animal into any group of its farm or of none (groups.service.ts moveAnimals).
    groups: groups.rows
      .filter(({ group }) => group.farmId === farmId || group.farmId === null)
      .map(({ group, animalCount }) => ({ id: group.id, name: group.name, animalCount })),
  };
}

/**
 * The occurrences from the start of today on the farm's clock to a week later, and those of the week
 * before left undone, as the calendar lists them.
 */
async function tasksOf(context: AppContext, session: Session, farmId: string, timeZone: string): Promise<BarnTask[]> {
  const today = localDate(context.clock(), timeZone);
  const day = (offset: number) => toInstant(`${new Date(Date.parse(today) + offset * DAY_MS).toISOString().slice(0, 10)}T00:00`, timeZone);
  const startOfToday = day(0).getTime();
  const events = await getEvents(context, session, { sDate: day(-OVERDUE_DAYS).toISOString(), eDate: day(TASK_DAYS).toISOString() });
  const onFarm = await tasksOfFarm(context.db, session.organizationId, farmId, [...new Set(events.map((event) => event.taskId))]);
  return events
    .filter((event) => onFarm.has(event.taskId) && (Date.parse(event.start) >= startOfToday || event.status !== 'completed'))
    .map(({ taskId, index, name, category, priority, start, end, overdue, status, animalCount }) => ({
      taskId,
      index,
      name,
      category,
      priority,
      start,
      end,
      overdue,
      completed: status === 'completed',
      animalCount,
    }));
}

/** The packs that may be drawn from (in stock, in date, some not reserved) and their drugs, as the cabinet shows them. */
async function cabinetOf(context: AppContext, session: Session): Promise<{ drugs: BarnDrug[]; packs: BarnPack[] }> {
  const today = todayOf(context);
  const { rows } = await listPacks(context.db, session.organizationId, today, { status: 'inStock', page: 1, limit: ALL });
  const drugIds = [...new Set(rows.map((row) => row.drug_id))];
  const [suggested, drugs] = await Promise.all([
    suggestedPacks(context.db, session.organizationId, today, drugIds),
    findDrugRows(context.db, session.organizationId, today, drugIds),
  ]);
  const packs = rows
    .map((row) => presentPack(row, today, suggested))
    .filter((pack) => pack.available > 0)
    .map(({ id, drugId, batch, expiresOn, unit, available, suggested: first }) => ({ id, drugId, batch, expiresOn, unit, available, suggested: first }));
  const stocked = new Set(packs.map((pack) => pack.drugId));
  return {
    drugs: drugs
      .filter((drug) => stocked.has(drug.id))
      .map((drug) => ({ id: drug.id, name: drug.name, isVaccine: drug.format === 'vaccine' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    packs,
  };
}

/** GET /api/barn/farm/{id}: each part the role may view, the others empty; 404 for a farm not the organisation's. */
export async function getBarnSnapshot(context: AppContext, session: Session, farmId: string): Promise<BarnSnapshot> {
  const found = await findFarm(context.db, session.organizationId, farmId);
  if (!found) throw AppError.notFound();
  const { farm } = found;
  const timeZone = farm.timeZone ?? 'UTC';
  const syncedAt = context.clock().toISOString();
  const [herd, tasks, cabinet] = await Promise.all([
    may(session, 'animals', 'view') ? herdOf(context, session, farm.id) : { animals: [], groups: [] },
    may(session, 'actionList', 'view') ? tasksOf(context, session, farm.id, timeZone) : [],
    may(session, 'drugs', 'view') ? cabinetOf(context, session) : { drugs: [], packs: [] },
  ]);
  return {
    farm: { id: farm.id, name: farm.name, timeZone },
    syncedAt,
    ...herd,
    tasks,
    ...cabinet,
    can: { addRecords: may(session, 'animals', 'create'), completeTasks: may(session, 'actionList', 'edit'), viewDrugs: may(session, 'drugs', 'view') },
  };
}
