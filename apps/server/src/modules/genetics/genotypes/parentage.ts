import type { ParentCheck, Parentage } from '@ganado/shared/genetics';
import { discoverSires, type GenotypedAnimal, type ParentCheck as Counted, verifyParentage } from '@ganado/parentage';
import type { Db } from '../../../db/client';
import { genotypedMales, type GenotypeRow, latestGenotypes, panelsOf, parentsOf, tagsOf, updateGenotypeRow } from './genotypes.repository';

/** Candidate sires shown when the recorded one is unknown or excluded: the best few. */
const CANDIDATES_SHOWN = 5;

/**
 * Checks an animal's newest genotype against its recorded sire and dam and, when the sire is
 * unknown or excluded, against every genotyped male of the herd (docs/decisions.md: parentage), by
 * opposing homozygotes (@ganado/parentage, its documented rule), and keeps the result on the
 * genotype with the conflict flag the list filters by. An animal without a genotype is left alone.
 */
export async function checkParentage(db: Db, organizationId: string, animalId: string, now: Date): Promise<void> {
  const parents = await parentsOf(db, organizationId, animalId);
  if (!parents) return;
  const males = await genotypedMales(db, organizationId);
  const genotyped = await latestGenotypes(db, organizationId, [animalId, parents.sireId, parents.damId, ...males].filter((id): id is string => id !== null));
  const own = genotyped.get(animalId);
  if (!own) return;
  const panels = await panelsOf(db, organizationId, [...genotyped.values()].map((row) => row.panelId));
  const animal = (row: GenotypeRow): GenotypedAnimal => ({ panel: panels.get(row.panelId)!, sample: { sampleId: row.sampleId, genotypes: row.calls, called: row.called } });
  const sire = parents.sireId ? genotyped.get(parents.sireId) : undefined;
  const dam = parents.damId ? genotyped.get(parents.damId) : undefined;
  const verified = verifyParentage(animal(own), { sire: sire && animal(sire), dam: dam && animal(dam) });
  // The package answers each candidate as it was given: the map finds the animal it stands for.
  const idOf = new Map<GenotypedAnimal, string>();
  for (const id of males) if (id !== animalId && id !== parents.sireId && genotyped.has(id)) idOf.set(animal(genotyped.get(id)!), id);
  const candidates =
    !parents.sireId || verified.sire?.verdict === 'excluded'
      ? discoverSires(animal(own), [...idOf.keys()])
          .filter((candidate) => candidate.verdict !== 'excluded')
          .slice(0, CANDIDATES_SHOWN)
      : [];
  const tags = await tagsOf(db, organizationId, [parents.sireId, parents.damId, ...candidates.map((candidate) => idOf.get(candidate.candidate)!)].filter((id): id is string => id !== null));
  const check = (id: string | null, counted: Counted | undefined): ParentCheck => ({
    animal: id ? { id, tagNumber: tags.get(id) ?? '' } : null,
    verdict: counted?.verdict ?? 'notGenotyped',
    compared: counted?.compared ?? 0,
    opposing: counted?.opposing ?? 0,
    rate: counted?.rate ?? null,
  });
  const parentage: Parentage = {
    sire: check(parents.sireId, verified.sire),
    dam: check(parents.damId, verified.dam),
    candidateSires: candidates.map((candidate) => check(idOf.get(candidate.candidate)!, candidate)),
    conflict: verified.sire?.verdict === 'excluded' || verified.dam?.verdict === 'excluded',
    checkedAt: now.toISOString(),
  };
  await updateGenotypeRow(db, organizationId, own.id, { parentage, conflict: parentage.conflict });
}
