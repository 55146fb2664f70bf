/**
 * Approximate PEVs of the maternal model (approximate-pev.ts has the method), with what each record
 * says divided between the calf and its dam rather than counted twice: a weaning weight is the sum
 * of the calf's direct effect and its dam's maternal and permanent environmental effects, and each
 * can only be read from it as far as the other is known. (Strabel, Misztal & Bertrand 2001, J Anim
 * Sci 79:833, approximate direct and maternal reliabilities jointly; this is a simpler scheme of the
 * same kind, checked against the exact inverse in approximate-pev.test.ts.) Records are first
 * weighted for their contemporary groups (records.ts). Then, in precision units:
 *
 * - The calf's direct effect: each own record over σ²e plus what is not known of its dam's common
 *   contribution c = m + pe + ½a (variance σ²m + σ²pe + ¼σ²d + σdm), as predicted from her other calves.
 * - The dam's maternal effect: her calves' records, each over σ²e + ¾σ²d (the calf's own direct
 *   value, less the half that is the dam's), with what her calves share besides m, pe + ½a, absorbed
 *   (variance σ²pe + ¼σ²d).
 * - What a calf's record tells its dam about her direct effect is absorbed by her common
 *   contribution c across her n calves: q/(1 + n·q·var c) instead of q.
 * - The permanent environment: the same records, with the maternal effect's other information absorbed.
 */
import { approximatePev } from './approximate-pev';
import type { MaternalModelVariances } from './maternal-model';
import { type MaternalSystem } from './maternal-system';
import { type CodedPedigree } from './pedigree';
import { type PhenotypeRecords, recordWeights } from './records';

export function approximateMaternalPev(
  pedigree: CodedPedigree,
  records: PhenotypeRecords,
  system: MaternalSystem,
  precision: Float64Array,
  variances: MaternalModelVariances,
): { direct: Float64Array; maternal: Float64Array; environmental: Float64Array } {
  const animals = pedigree.sire.length;
  const { direct: sd, maternal: sm, directMaternal: sdm, permanentEnvironment: spe, residual: se } = variances;
  const weights = recordWeights(records, system.layout);
  const calfNoise = se + 0.75 * sd;
  const common = sm + spe + 0.25 * sd + sdm;
  const calfWeights = new Float64Array(animals);
  for (let r = 0; r < weights.length; r += 1) {
    const dam = pedigree.dam[records.animal[r]!]!;
    if (dam >= 0) calfWeights[dam]! += weights[r]!;
  }
  const data = new Float64Array(3 * animals);
  const fromCalves = new Float64Array(animals);
  for (let r = 0; r < weights.length; r += 1) {
    const calf = records.animal[r]!;
    const dam = pedigree.dam[calf]!;
    // The dam's common contribution as predicted from her other calves (leave this one out).
    const unknown = dam >= 0 ? 1 / (1 / common + Math.max(0, calfWeights[dam]! - weights[r]!) / calfNoise) : 0;
    data[3 * calf]! += weights[r]! / (se + unknown);
    if (dam >= 0) fromCalves[dam]! += weights[r]! / calfNoise;
  }
  const shared = 1 / (spe + 0.25 * sd);
  for (let i = 0; i < animals; i += 1) data[3 * i + 2] = fromCalves[i]! - (fromCalves[i]! * fromCalves[i]!) / (fromCalves[i]! + shared);
  const toDam = data.slice();
  for (let calf = 0; calf < animals; calf += 1) {
    const dam = pedigree.dam[calf]!;
    if (dam >= 0) toDam[3 * calf] = data[3 * calf]! / (1 + calfWeights[dam]! * data[3 * calf]! * common);
  }
  const blocks = approximatePev(pedigree, precision, Float64Array.of(sd, sdm, sm), data, toDam);
  const direct = new Float64Array(animals);
  const maternal = new Float64Array(animals);
  for (let i = 0; i < animals; i += 1) {
    direct[i] = blocks[3 * i]!;
    maternal[i] = blocks[3 * i + 2]!;
  }
  const environment = 1 / spe;
  const environmental = new Float64Array(system.peDam.length);
  system.peDam.forEach((dam, k) => {
    const s = fromCalves[dam]!;
    const others = Math.max(1 / maternal[dam]! - data[3 * dam + 2]!, 1 / sm);
    environmental[k] = 1 / (environment + s - (s * s) / (s + others));
  });
  return { direct, maternal, environmental };
}
