import type { FieldPath } from 'react-hook-form';
import { contemporaryGroupRequest, GROUP_TRAITS, type ContemporaryGroupDetail, type ContemporaryGroupRequest, type GroupTrait } from '@ganado/shared/genetics';
import { bodyResolver } from '../../../components/form/body-resolver';
import type { AnimalChoice } from '../shared/AnimalChipsField';

export const isGroupTrait = (value: string | null | undefined): value is GroupTrait => (GROUP_TRAITS as readonly string[]).includes(value ?? '');

/** The group form as typed: the animals as chosen, their ids sent. */
export interface GroupValues {
  trait: GroupTrait | '';
  code: string;
  animals: AnimalChoice[];
}

export const blankGroup = (trait: GroupTrait | null): GroupValues => ({ trait: trait ?? '', code: '', animals: [] });
export const groupValues = (group: ContemporaryGroupDetail): GroupValues => ({
  trait: group.trait,
  code: group.code,
  animals: group.members.map(({ id, tagNumber, nickname }) => ({ id, tagNumber, nickname })),
});

export const groupBody = (values: GroupValues): ContemporaryGroupRequest => ({
  trait: values.trait as GroupTrait,
  code: values.code.trim(),
  animalIds: values.animals.map((animal) => animal.id),
});

export const groupResolver = bodyResolver<GroupValues, ContemporaryGroupRequest>(contemporaryGroupRequest, groupBody);

/** The fields the server may name in a 404, 409 or 422 (an animal's `animalIds.N` is shown under `animalIds`). */
export const GROUP_FIELDS = ['trait', 'code', 'animalIds'] as unknown as FieldPath<GroupValues>[];

/** The contract's most animals in a group. */
export const GROUP_MAX_ANIMALS = 5000;
