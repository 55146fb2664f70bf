import type { Gender } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import type { FieldProblem } from '../../../http/app-error';
import { descendantsAmong, findAnimalRows, findOffspringRoles } from './animals.repository';

export interface LineageFacts {
  /** Undefined for an animal being registered: it has no descendants yet. */
  id?: string;
  birthDate?: string | null;
  damId?: string | null;
  sireId?: string | null;
  surrogateDamId?: string | null;
}

const ROLES = [
  { param: 'damId', gender: 'female', wrongSex: 'animals.damMustBeFemale' },
  { param: 'sireId', gender: 'male', wrongSex: 'animals.sireMustBeMale' },
  { param: 'surrogateDamId', gender: 'female', wrongSex: 'animals.surrogateMustBeFemale' },
] as const satisfies readonly { param: keyof LineageFacts; gender: Gender; wrongSex: FieldProblem['key'] }[];

/**
 * What is wrong with an animal's parents, one problem per field: a parent of the organisation, of
 * the right sex, not the animal itself nor one of its descendants (the family tree stays a tree),
 * and born before the animal when both birth dates are known.
 */
export async function lineageProblems(db: Db, organizationId: string, facts: LineageFacts): Promise<FieldProblem[]> {
  const named = ROLES.flatMap((role) => (facts[role.param] ? [{ ...role, parentId: facts[role.param] as string }] : []));
  if (named.length === 0) return [];
  const parents = new Map((await findAnimalRows(db, organizationId, named.map((role) => role.parentId))).map((row) => [row.id, row]));
  const descendants = facts.id ? await descendantsAmong(db, organizationId, facts.id, [...parents.keys()]) : new Set<string>();
  const problems: FieldProblem[] = [];
  for (const { param, gender, wrongSex, parentId } of named) {
    const parent = parents.get(parentId);
    if (parentId === facts.id) problems.push({ param, key: 'animals.parentIsSelf' });
    else if (!parent) problems.push({ param, key: 'errors.notFound' });
    else if (parent.gender !== gender) problems.push({ param, key: wrongSex });
    else if (descendants.has(parentId)) problems.push({ param, key: 'animals.lineageCycle' });
    else if (facts.birthDate && parent.birthDate && parent.birthDate >= facts.birthDate) problems.push({ param, key: 'animals.parentBornAfter' });
  }
  return problems;
}

/**
 * The same rules seen from the parent's side, for an edit: an animal that is a calf's dam or
 * surrogate stays female, a sire stays male, and its birth date stays before its calves'.
 */
export async function offspringProblems(db: Db, organizationId: string, animal: { id: string; gender: Gender; birthDate?: string | null }): Promise<FieldProblem[]> {
  const calves = await findOffspringRoles(db, organizationId, animal.id);
  const problems: FieldProblem[] = [];
  const asMother = calves.some((calf) => calf.damId === animal.id || calf.surrogateDamId === animal.id);
  const asSire = calves.some((calf) => calf.sireId === animal.id);
  if (asMother && animal.gender !== 'female') problems.push({ param: 'gender', key: 'animals.damMustBeFemale' });
  if (asSire && animal.gender !== 'male') problems.push({ param: 'gender', key: 'animals.sireMustBeMale' });
  const { birthDate } = animal;
  if (birthDate && calves.some((calf) => calf.birthDate && calf.birthDate <= birthDate)) problems.push({ param: 'birthDate', key: 'animals.parentBornAfter' });
  return problems;
}
