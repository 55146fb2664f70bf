import type { PedigreeProblem } from '@ganado/genetics';
import type { SheetSources } from '../sheets/sheet';

/**
 * The first pedigree problem the solver found, said with the animals' tag numbers. The register
 * refuses each of these when a parent is set (animals.lineage.ts), so one here means data written
 * around it; the evaluation fails and the previous EPDs stay.
 */
export function pedigreeFailure(problems: readonly PedigreeProblem[], herd: readonly SheetSources[]): { key: string; params: Record<string, string> } {
  const tags = new Map(herd.map(({ animal }) => [animal.id, animal.tagNumber]));
  const tag = (id: string | undefined) => (id ? (tags.get(id) ?? id) : '');
  const problem = problems[0]!;
  switch (problem.kind) {
    case 'loop':
      return { key: 'genetics.pedigreeLoop', params: { animals: [...(problem.ids ?? [problem.id])].map(tag).join(', ') } };
    case 'parentBornAfter':
      return { key: 'genetics.parentBornAfter', params: { parent: tag(problem.parentId), animal: tag(problem.id) } };
    default:
      return { key: 'genetics.ownParent', params: { animal: tag(problem.id) } };
  }
}
