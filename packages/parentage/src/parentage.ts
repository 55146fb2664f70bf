/**
 * Parentage by opposing homozygotes: at a SNP where one animal is AA and the other BB, neither can
 * be the other's parent, since a parent passes one of its two alleles to each offspring. A true
 * parent shows only the few that genotyping errors make; an unrelated animal shows them at a SNP with
 * chance 2p²q² (p, q its allele frequencies): up to 12.5%, several percent of a chip's SNPs. Only
 * SNPs called in both animals count.
 *
 * The rule (OPPOSING_HOMOZYGOTE_RULE), from the domain notes, section 3:
 * - the US dairy evaluation centre (CDCB) screens with 100 SNPs and excludes a pair with more than 3
 *   opposing homozygotes: 99.7% of wrong candidates removed, no true pair lost
 *   (journal.interbull.org/index.php/ib/article/view/1806);
 * - Japanese Black cattle use 1% of the SNPs compared ("Performance of using opposing homozygotes for
 *   paternity testing in Japanese Black cattle").
 * A parent is excluded when its opposing homozygotes are more than 3 and more than 1% of the SNPs
 * compared: up to 300 SNPs the CDCB's allowance decides (exactly its screen at 100), above it the 1%.
 * Fewer than 100 SNPs compared (a sparse panel, poor call rates, two chips sharing few SNPs) is
 * inconclusive: too few to exclude by 3 of them, and a wrong parent can pass on so few.
 */
import { type GenotypedAnimal } from './genotypes';
import { alignmentOf, type PanelAlignment } from './panels';
import { countOpposing } from './planes';

export interface ParentageRule {
  /** Excluded only above this share of the SNPs compared. */
  maxOpposingRate: number;
  /** …and only above this many opposing homozygotes. */
  maxOpposingSnps: number;
  /** Inconclusive below this many SNPs compared. */
  minCompared: number;
}

export const OPPOSING_HOMOZYGOTE_RULE: Readonly<ParentageRule> = Object.freeze({
  maxOpposingRate: 0.01,
  maxOpposingSnps: 3,
  minCompared: 100,
});

export interface OpposingHomozygotes {
  /** SNPs called in both animals (and compared: on both panels, alleles agreeing, autosomal). */
  compared: number;
  /** Of those, SNPs where one animal is homozygous for one allele and the other for the other. */
  opposing: number;
}

export type ParentageVerdict = 'compatible' | 'excluded' | 'inconclusive';

export interface ParentCheck extends OpposingHomozygotes {
  /** opposing ÷ compared; null when nothing was compared. */
  rate: number | null;
  verdict: ParentageVerdict;
}

export interface SireCandidate extends ParentCheck {
  candidate: GenotypedAnimal;
}

/** Opposing homozygotes of two animals; their panels aligned by `alignPanels` unless given (a's panel first). */
export function opposingHomozygotes(a: GenotypedAnimal, b: GenotypedAnimal, alignment: PanelAlignment = alignmentOf(a.panel, b.panel)): OpposingHomozygotes {
  return countOpposing(alignment, a.sample, b.sample);
}

/** The verdict on counts, by the rule. */
export function judgeParentage(counts: OpposingHomozygotes, rule: ParentageRule = OPPOSING_HOMOZYGOTE_RULE): ParentCheck {
  const { compared, opposing } = counts;
  const rate = compared === 0 ? null : opposing / compared;
  const excluded = opposing > rule.maxOpposingSnps && opposing > rule.maxOpposingRate * compared;
  const verdict = compared < rule.minCompared ? 'inconclusive' : excluded ? 'excluded' : 'compatible';
  return { compared, opposing, rate, verdict };
}

/** The offspring checked against its recorded sire and dam, each on its own. */
export function verifyParentage(
  offspring: GenotypedAnimal,
  parents: { sire?: GenotypedAnimal; dam?: GenotypedAnimal },
  rule: ParentageRule = OPPOSING_HOMOZYGOTE_RULE,
): { sire?: ParentCheck; dam?: ParentCheck } {
  const check = (parent: GenotypedAnimal) => judgeParentage(opposingHomozygotes(offspring, parent), rule);
  return {
    ...(parents.sire && { sire: check(parents.sire) }),
    ...(parents.dam && { dam: check(parents.dam) }),
  };
}

/**
 * Every candidate checked against the offspring, fewest opposing homozygotes (by rate) first; those
 * with nothing compared last. The true sire is the compatible one at the top; the sire's close
 * relatives come next (sharing half his alleles, they oppose the offspring about half as often as an
 * unrelated bull), and two compatible candidates are for the pedigree to settle.
 */
export function discoverSires(offspring: GenotypedAnimal, candidates: readonly GenotypedAnimal[], rule: ParentageRule = OPPOSING_HOMOZYGOTE_RULE): SireCandidate[] {
  return candidates
    .map((candidate) => ({ candidate, ...judgeParentage(opposingHomozygotes(offspring, candidate), rule) }))
    .sort((x, y) => (x.rate ?? Infinity) - (y.rate ?? Infinity) || y.compared - x.compared);
}
