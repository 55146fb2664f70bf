/**
 * A seeded beef herd for the tests and the bench (`@ganado/genetics/testing`): weaning weights drawn
 * from known true effects, so an evaluation can be checked against the truth, the same on every run.
 *
 * About a thousand animals per herd: founder cows (enough that about 85% of those old enough calve
 * each year) and 3 bulls, then ten birth years of calves (overlapping generations: heifers calve
 * from two years old, cows stay until culled, 12% a year, or twelve years old). 60% of calves are by AI sires, used across herds and for several years
 * each, a few much more than others; each year the best bull calves by true merit join the AI sires
 * two years later, so the pedigree deepens. The rest are by herd bulls, yearlings bought from the
 * population. 3% of sires and 1.5% of dams are not recorded. Weaning weight = contemporary group
 * (herd × year × sex) + dam age + direct + the dam's maternal and permanent environment + residual,
 * with Ganado's default weaning-weight variances (packages/shared genetics settings: phenotypic
 * 900 kg², h² 0.24 direct, 0.13 maternal, correlation −0.16, permanent environment 8%).
 */
import { type CodedPedigree, codePedigree, type PedigreeRow } from './pedigree';
import { type PhenotypeRecords } from './records';
import { seededNormal, seededRandom } from './seeded-random';
import { breedHerd } from './simulate-breeding';

export interface HerdOptions {
  /** Animals in the pedigree, founders included. */
  animals: number;
  seed: number;
  /** With maternal and permanent environmental effects (the default); false for a direct-only trait. */
  maternal?: boolean;
}

export interface SimulatedVariances {
  direct: number;
  maternal: number;
  directMaternal: number;
  permanentEnvironment: number;
  residual: number;
}

export interface SimulatedHerd {
  rows: PedigreeRow[];
  pedigree: CodedPedigree;
  /** Weaning weights (kg), fixed factors: contemporary group (herd × year × sex), then dam age. */
  records: PhenotypeRecords;
  /** What the weights were drawn with (maternal parts 0 for a direct-only herd). */
  variances: SimulatedVariances;
  /** True effects by coded animal (the permanent environment of animals that never calved is 0). */
  truth: { direct: Float64Array; maternal: Float64Array; permanentEnvironment: Float64Array };
}

const PHENOTYPIC = 900;
const MATERNAL_VARIANCES: SimulatedVariances = (() => {
  const direct = PHENOTYPIC * 0.24;
  const maternal = PHENOTYPIC * 0.13;
  const directMaternal = -0.16 * Math.sqrt(direct * maternal);
  const permanentEnvironment = PHENOTYPIC * 0.08;
  return { direct, maternal, directMaternal, permanentEnvironment, residual: PHENOTYPIC - direct - maternal - directMaternal - permanentEnvironment };
})();
const DIRECT_VARIANCES: SimulatedVariances = { direct: 216, maternal: 0, directMaternal: 0, permanentEnvironment: 0, residual: 684 };
/** Dam age classes: unknown dam, 2, 3, 4, 5–10, 11+ years; calves of young and old dams wean lighter. */
const DAM_AGE_EFFECT = [0, -20, -10, -4, 0, -6];
const damAgeClass = (age: number) => (age <= 2 ? 1 : age === 3 ? 2 : age === 4 ? 3 : age <= 10 ? 4 : 5);

export function simulateHerd(options: HerdOptions): SimulatedHerd {
  const maternal = options.maternal !== false;
  const variances = maternal ? MATERNAL_VARIANCES : DIRECT_VARIANCES;
  const random = seededRandom(options.seed);
  const normal = seededNormal(random);
  const herd = breedHerd(options.animals, variances, random, normal);
  const count = herd.ids.length;

  const rows: PedigreeRow[] = new Array<PedigreeRow>(count);
  for (let i = 0; i < count; i += 1) {
    const isCalf = herd.birthYear[i]! >= 0;
    const sire = herd.sire[i]! >= 0 && !(isCalf && random() < 0.03) ? herd.ids[herd.sire[i]!]! : null;
    const dam = herd.dam[i]! >= 0 && !(isCalf && random() < 0.015) ? herd.ids[herd.dam[i]!]! : null;
    rows[i] = { id: herd.ids[i]!, sire, dam, birth: herd.birth[i]! };
  }
  const pedigree = codePedigree(rows);

  // Records: calves weighed at weaning (94%), grouped by herd × year × sex (levels numbered as met).
  const groupOf = new Map<number, number>();
  const animal: number[] = [];
  const y: number[] = [];
  const groups: number[] = [];
  const ages: number[] = [];
  const groupEffect: number[] = [];
  for (let i = 0; i < count; i += 1) {
    if (herd.birthYear[i]! < 0 || random() >= 0.94) continue;
    const key = (herd.herd[i]! * 100 + herd.birthYear[i]!) * 2 + herd.male[i]!;
    let group = groupOf.get(key);
    if (group === undefined) {
      group = groupOf.size;
      groupOf.set(key, group);
      groupEffect.push(15 * normal() + (herd.male[i] === 1 ? 12 : 0));
    }
    const d = herd.dam[i]!;
    const recordedDam = rows[i]!.dam !== null;
    const age = damAgeClass(herd.birthYear[i]! - herd.birthYear[d]!);
    animal.push(pedigree.rowIndex[i]!);
    groups.push(group);
    ages.push(recordedDam ? age : 0);
    y.push(250 + groupEffect[group]! + DAM_AGE_EFFECT[age]! + herd.direct[i]! + herd.maternal[d]! + herd.environment[d]! + Math.sqrt(variances.residual) * normal());
  }
  const records: PhenotypeRecords = {
    animal: Int32Array.from(animal),
    y: Float64Array.from(y),
    fixed: [
      { levels: Int32Array.from(groups), count: groupOf.size },
      { levels: Int32Array.from(ages), count: DAM_AGE_EFFECT.length },
    ],
  };
  const byCode = (values: Float64Array) => {
    const coded = new Float64Array(count);
    for (let i = 0; i < count; i += 1) coded[pedigree.rowIndex[i]!] = values[i]!;
    return coded;
  };
  return {
    rows,
    pedigree,
    records,
    variances,
    truth: { direct: byCode(herd.direct), maternal: byCode(herd.maternal), permanentEnvironment: byCode(herd.environment) },
  };
}
