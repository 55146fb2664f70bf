import { z } from 'zod';
import { animalListItem } from '../animals/animals';
import { taskEvent } from '../action-list/tasks';
import { pack } from '../drugs/packs';
import { text } from '../http';

/**
 * The barn: what a phone keeps of one farm to work without a signal (docs/decisions.md, "Offline in
 * the barn"). One read answers everything the day's work needs; each row is kept small, since a
 * 5,000-animal farm's first sync must stay well under 10 MB on a slow connection.
 */

/** An active animal of the farm, as the barn's search and record sheet show it: the herd list's row, smaller. */
export const barnAnimal = animalListItem.pick({
  id: true,
  tagNumber: true,
  nickname: true,
  speciesCode: true,
  gender: true,
  status: true,
  groupId: true,
  groupName: true,
  zoneName: true,
  currentWeightKg: true,
  meatWithdrawalEndsAt: true,
  milkWithdrawalEndsAt: true,
});
export type BarnAnimal = z.infer<typeof barnAnimal>;

export const barnGroup = z.object({ id: z.uuid(), name: text(), animalCount: z.number().int() });
export type BarnGroup = z.infer<typeof barnGroup>;

/** One occurrence of a task on the farm (or on no farm), from today to the end of the week: the calendar's, and whether it is done. */
export const barnTask = taskEvent
  .pick({ taskId: true, index: true, name: true, category: true, priority: true, start: true, end: true, overdue: true, animalCount: true })
  .extend({ completed: z.boolean() });
export type BarnTask = z.infer<typeof barnTask>;

/** A drug of the cabinet with stock, and its packs that may be drawn from (in stock, not expired). */
export const barnDrug = z.object({ id: z.uuid(), name: text(), isVaccine: z.boolean() });
export type BarnDrug = z.infer<typeof barnDrug>;

export const barnPack = pack.pick({ id: true, drugId: true, batch: true, expiresOn: true, unit: true, available: true, suggested: true });
export type BarnPack = z.infer<typeof barnPack>;

/**
 * GET /api/barn/farm/{id}: the farm's barn as of `syncedAt`. A part the user's role may not view
 * comes empty, and `can` says which writes the role allows, so the phone offers only those.
 */
export const barnSnapshot = z.object({
  farm: z.object({ id: z.uuid(), name: text(), timeZone: text() }),
  syncedAt: text(),
  animals: z.array(barnAnimal),
  groups: z.array(barnGroup),
  tasks: z.array(barnTask),
  drugs: z.array(barnDrug),
  packs: z.array(barnPack),
  can: z.object({ addRecords: z.boolean(), completeTasks: z.boolean(), viewDrugs: z.boolean() }),
});
export type BarnSnapshot = z.infer<typeof barnSnapshot>;

/**
 * The header that makes a write a command: a client-made id, so the same write sent twice (a retry
 * after a lost answer) is stored once and answered the same (docs/decisions.md, "Offline in the barn").
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z.uuid({ error: 'barn.commandIdInvalid' });
