import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import { moveToGroupRequest, type ContemporaryGroup, type GroupTrait, type MoveToGroupRequest } from '@ganado/shared/genetics';
import { bodyResolver } from '../../../components/form/body-resolver';
import type { AnimalChoice } from '../shared/AnimalChipsField';

/** The move as typed: the trait, the animals, and into which group or out of every one. */
export interface MoveValues {
  trait: GroupTrait | '';
  animals: AnimalChoice[];
  destination: 'into' | 'out';
  group: ContemporaryGroup | null;
}

export const blankMove = (trait: GroupTrait | ''): MoveValues => ({ trait, animals: [], destination: 'into', group: null });

/** The contract's move, where "into a group" with none chosen is a field left blank rather than a group not found. */
const moveSchema = moveToGroupRequest.extend({ groupId: z.uuid({ error: 'validation.required' }).nullable() });

export const moveBody = (values: MoveValues): MoveToGroupRequest => ({
  trait: values.trait as GroupTrait,
  groupId: values.destination === 'out' ? null : (values.group?.id ?? ''),
  animalIds: values.animals.map((animal) => animal.id),
});

export const moveResolver = bodyResolver<MoveValues, MoveToGroupRequest>(moveSchema, moveBody);

/** The contract's most animals in one move. */
export const MOVE_MAX_ANIMALS = 1000;
/** The fields the server may name in a 404 or 422. */
export const MOVE_FIELDS = ['trait', 'groupId', 'animalIds'] as unknown as FieldPath<MoveValues>[];
