/**
 * The two refusals of the package, each with what a screen needs to say what is wrong: a pedigree
 * that cannot describe real animals (`PedigreeError`, every problem found, not only the first, so a
 * breeder fixes a file in one go), and input an evaluation cannot run on (`GeneticsInputError`).
 */

/**
 * - `loop`: an animal is its own ancestor; `ids` are the animals of the cycle, each a parent of the next
 *   and the last a parent of the first.
 * - `ownParent`: an animal is named as its own sire or dam.
 * - `duplicate`: the id is listed more than once.
 * - `parentBornAfter`: `parentId` was born after `id` (both birth dates known).
 * - `sireIsDam`: the same animal, `parentId`, is both the sire and the dam of `id`.
 */
export interface PedigreeProblem {
  kind: 'loop' | 'ownParent' | 'duplicate' | 'parentBornAfter' | 'sireIsDam';
  id: string;
  parentId?: string;
  ids?: string[];
}

/** Problems past this many are counted in the message, not listed (all are in `problems`). */
const LISTED_PROBLEMS = 10;

function describeProblem(problem: PedigreeProblem): string {
  switch (problem.kind) {
    case 'loop':
      return `${problem.id} is its own ancestor (${[...(problem.ids ?? []), problem.id].join(' → ')}, each a parent of the next)`;
    case 'ownParent':
      return `${problem.id} is named as its own parent`;
    case 'duplicate':
      return `${problem.id} is listed more than once`;
    case 'parentBornAfter':
      return `${problem.parentId} is a parent of ${problem.id} but was born after it`;
    case 'sireIsDam':
      return `${problem.parentId} is both the sire and the dam of ${problem.id}`;
  }
}

export class PedigreeError extends Error {
  override readonly name = 'PedigreeError';
  readonly problems: PedigreeProblem[];

  constructor(problems: PedigreeProblem[]) {
    const listed = problems.slice(0, LISTED_PROBLEMS).map(describeProblem);
    const more = problems.length > LISTED_PROBLEMS ? `; and ${problems.length - LISTED_PROBLEMS} more` : '';
    super(`The pedigree has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}: ${listed.join('; ')}${more}.`);
    this.problems = problems;
  }
}

/**
 * - `noRecords`: the trait has no records.
 * - `variance`: a variance is zero, negative or not a finite number.
 * - `covariance`: the direct–maternal covariance is not finite or makes the genetic (co)variance
 *   matrix not positive definite (|correlation| ≥ 1).
 * - `recordAnimal`: a record names an animal that is not in the pedigree.
 * - `level`: a record's level of a fixed factor is outside the factor's levels.
 * - `phenotype`: a record's value is not a finite number.
 */
export type GeneticsInputCode = 'noRecords' | 'variance' | 'covariance' | 'recordAnimal' | 'level' | 'phenotype';

export class GeneticsInputError extends Error {
  override readonly name = 'GeneticsInputError';
  readonly code: GeneticsInputCode;

  constructor(code: GeneticsInputCode, message: string) {
    super(message);
    this.code = code;
  }
}
