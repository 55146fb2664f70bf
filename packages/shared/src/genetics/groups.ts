import { z } from 'zod';
import { requiredText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { GROUP_TRAITS } from './choices';

/**
 * A contemporary group: calves raised alike, whose records are compared with each other only
 * (docs/decisions.md: contemporary groups). Built by the breed association's rules
 * (@ganado/genetics `contemporaryGroups`) or by hand; a group edited by hand is kept by later
 * builds. A group of one compares its calf with nobody and contributes nothing to an evaluation.
 */
export const contemporaryGroup = z.object({
  id: z.uuid(),
  trait: z.enum(GROUP_TRAITS),
  code: text(),
  /** Built by the rules (and replaced by the next build), or made or edited by hand (kept). */
  automatic: z.boolean(),
  size: z.number().int(),
  /** Whether it adds anything to an evaluation: two calves or more. */
  contributes: z.boolean(),
  /** The members' first and last birth and weighing days, as the rules compared them. */
  bornFrom: text().nullable(),
  bornTo: text().nullable(),
  weighedFrom: text().nullable(),
  weighedTo: text().nullable(),
  sex: text().nullable(),
  herdCode: text().nullable(),
  managementCode: text().nullable(),
  updatedAt: text(),
});
export type ContemporaryGroup = z.infer<typeof contemporaryGroup>;

export const groupMember = z.object({ id: z.uuid(), tagNumber: text(), nickname: text().nullable(), gender: text(), birthDate: text().nullable() });
export const contemporaryGroupDetail = contemporaryGroup.extend({ members: z.array(groupMember) });
export type ContemporaryGroupDetail = z.infer<typeof contemporaryGroupDetail>;

export const CONTEMPORARY_GROUP_SORT = ['code', 'size', 'bornFrom', 'updatedAt'] as const;
export const contemporaryGroupsQuery = pageQuery.extend({
  trait: z.enum(GROUP_TRAITS, { error: 'validation.invalid' }).optional(),
  col: z.enum(CONTEMPORARY_GROUP_SORT, { error: 'validation.invalid' }).optional(),
});
export type ContemporaryGroupsQuery = z.infer<typeof contemporaryGroupsQuery>;

/** `contemporaryGroup/add` and `edit/{trait}/{id}`: a code and the animals in it (each leaves any other group of the trait). */
export const contemporaryGroupRequest = z.object({
  trait: z.enum(GROUP_TRAITS, { error: 'genetics.traitRequired' }),
  code: requiredText(30),
  animalIds: z.array(z.uuid({ error: 'errors.notFound' }), { error: 'validation.invalid' }).max(5000, 'genetics.tooManyAnimals'),
});
export type ContemporaryGroupRequest = z.infer<typeof contemporaryGroupRequest>;

export const groupTraitParams = z.object({ trait: z.enum(GROUP_TRAITS, { error: 'errors.notFound' }), id: z.uuid({ error: 'errors.notFound' }) });

/** Rebuild a trait's groups by the rules: the animals in groups made or edited by hand stay there. */
export const buildGroupsRequest = z.object({ trait: z.enum(GROUP_TRAITS, { error: 'genetics.traitRequired' }) });
export const buildGroupsAnswer = z.object({ trait: z.enum(GROUP_TRAITS), groups: z.number().int(), animals: z.number().int(), singletons: z.number().int() });
export type BuildGroupsAnswer = z.infer<typeof buildGroupsAnswer>;

/** `manage-animal-group`: moves animals into a group of the trait, or out of every group (`groupId` null). */
export const moveToGroupRequest = z.object({
  trait: z.enum(GROUP_TRAITS, { error: 'genetics.traitRequired' }),
  groupId: z.uuid({ error: 'errors.notFound' }).nullable(),
  animalIds: z.array(z.uuid({ error: 'errors.notFound' })).min(1, 'genetics.animalsRequired').max(1000, 'genetics.tooManyAnimals'),
});
export type MoveToGroupRequest = z.infer<typeof moveToGroupRequest>;
