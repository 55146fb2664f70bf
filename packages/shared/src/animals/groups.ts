import { z } from 'zod';
import { pageQuery, text } from '../http';
import { occurredAt } from './records';
import { optionalId, optionalText, requiredText } from './fields';

/** As long as a farm's or zone's name may be (docs/decisions.md, "Names of places and groups"). */
export const GROUP_NAME_MAX = 100;

/** POST /api/animal-group and PUT /api/animal-group/{id}. Names are unique in the organisation. */
export const groupRequest = z.object({
  name: requiredText(GROUP_NAME_MAX),
  description: optionalText(300),
  /** The farm the group is kept on, if it is one farm's. */
  farmId: optionalId,
});
export type GroupRequest = z.infer<typeof groupRequest>;
export type GroupForm = z.input<typeof groupRequest>;

export const animalGroup = z.object({
  id: z.uuid(),
  name: text(),
  description: text().nullable(),
  farmId: z.uuid().nullable(),
  farmName: text().nullable(),
  /** Active animals whose latest done group change put them here. */
  animalCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type AnimalGroup = z.infer<typeof animalGroup>;

export const GROUP_SORT_COLUMNS = ['name', 'animalCount', 'createdAt'] as const;
export const groupsQuery = pageQuery.extend({ col: z.enum(GROUP_SORT_COLUMNS).optional() });
export type GroupsQuery = z.infer<typeof groupsQuery>;

export const MAX_ANIMALS_PER_ACTION = 1000;

const animalIds = z
  .array(z.uuid({ error: 'errors.notFound' }), { error: 'animals.chooseAnimals' })
  .min(1, 'animals.chooseAnimals')
  .max(MAX_ANIMALS_PER_ACTION, 'animals.tooManyAnimals');

/**
 * POST /api/animal-group/move: move animals into a group (groupId) or out of any group (null) on a
 * date. Each animal gets a group-change record, so the group's history is kept.
 */
export const groupMoveRequest = z.object({ animalIds, groupId: optionalId, occurredAt });
export type GroupMoveRequest = z.infer<typeof groupMoveRequest>;
/** How many animals a move recorded a group change for. */
export const groupMoveResult = z.object({ moved: z.number().int() });
export type GroupMoveResult = z.infer<typeof groupMoveResult>;

/** GET /api/animal-group/{id}/history: who joined and left the group, and when. */
export const groupHistoryEntry = z.object({
  recordId: z.uuid(),
  animalId: z.uuid(),
  tagNumber: text(),
  nickname: text().nullable(),
  direction: z.enum(['in', 'out']),
  occurredAt: text(),
});
export type GroupHistoryEntry = z.infer<typeof groupHistoryEntry>;

export { animalIds };
