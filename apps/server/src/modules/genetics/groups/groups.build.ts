import { contemporaryGroups } from '@ganado/genetics';
import type { BuildGroupsAnswer, GroupTrait } from '@ganado/shared/genetics';
import type { Db } from '../../../db/client';
import { insertRows } from '../../../db/insert-rows';
import { contemporaryGroupMembers } from '../../../db/schema';
import type { SheetSources } from '../sheets/sheet';
import { loadSheetSources } from '../sheets/sheets.service';
import { dayText, groupCandidates } from '../sheets/trait-records';
import { deleteGroups, handPlaced, insertGroups, type GroupValues, takenCodes } from './groups.repository';

/** A built group's code: the trait's letters, the first birth's year and a number ("WW-2026-003"). */
const PREFIX: Record<GroupTrait, string> = { birth: 'BW', weaning: 'WW', yearling: 'YW', carcass: 'CC' };
const GROUPS_PER_STATEMENT = 1000;

/**
 * Builds a trait's groups by the rules (@ganado/genetics `contemporaryGroups`): the groups the last
 * build made are replaced; groups made or edited by hand, and their animals, are kept. Codes are
 * numbered per year in the groups' stable order, skipping codes a hand-made group holds. In the
 * caller's transaction; `herd` when the caller already loaded the sheets (an evaluation).
 */
export async function buildGroups(tx: Db, organizationId: string, userId: string | null, trait: GroupTrait, herd?: readonly SheetSources[]): Promise<BuildGroupsAnswer> {
  const sheets = herd ?? (await loadSheetSources(tx, organizationId, null));
  await deleteGroups(tx, organizationId, trait, { automatic: true });
  const kept = await handPlaced(tx, organizationId, trait);
  const candidates = groupCandidates(trait, sheets).filter((candidate) => !kept.has(candidate.id));
  const herdLabel = new Map(candidates.map((candidate) => [candidate.id, candidate.herdLabel]));
  const formed = contemporaryGroups(candidates);
  const taken = await takenCodes(tx, organizationId, trait);
  const numbers = new Map<string, number>();
  const values: GroupValues[] = formed.map((group) => {
    const year = dayText(group.bornFrom).slice(0, 4);
    let code: string;
    do {
      const number = (numbers.get(year) ?? 0) + 1;
      numbers.set(year, number);
      code = `${PREFIX[trait]}-${year}-${String(number).padStart(3, '0')}`;
    } while (taken.has(code.toLowerCase()));
    return {
      trait,
      code,
      automatic: true,
      sex: group.sex,
      herdCode: herdLabel.get(group.members[0]!) ?? null,
      managementCode: group.management,
      bornFrom: dayText(group.bornFrom),
      bornTo: dayText(group.bornTo),
      weighedFrom: group.weighedFrom === null ? null : dayText(group.weighedFrom),
      weighedTo: group.weighedTo === null ? null : dayText(group.weighedTo),
    };
  });
  const members: (typeof contemporaryGroupMembers.$inferInsert)[] = [];
  for (let start = 0; start < values.length; start += GROUPS_PER_STATEMENT) {
    const ids = await insertGroups(tx, organizationId, userId, values.slice(start, start + GROUPS_PER_STATEMENT));
    ids.forEach((groupId, index) => {
      for (const animalId of formed[start + index]!.members) members.push({ organizationId, trait, groupId, animalId });
    });
  }
  await insertRows(tx, contemporaryGroupMembers, members);
  return { trait, groups: formed.length, animals: candidates.length, singletons: formed.filter((group) => group.members.length === 1).length };
}
