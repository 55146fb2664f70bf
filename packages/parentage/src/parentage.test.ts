import { describe, expect, it } from 'vitest';
import { callRate, type GenotypedAnimal, type Panel } from './genotypes';
import { packGenotypes, unpack } from './packing';
import { alignPanels } from './panels';
import { discoverSires, judgeParentage, OPPOSING_HOMOZYGOTE_RULE, opposingHomozygotes, verifyParentage } from './parentage';
import { GenotypeSimulator, type SimulatedAnimal } from './testing/simulate';

/** A lab's view of the herd: 2,000 SNPs, 1% of calls missing, 0.2% wrong. */
const simulator = new GenotypeSimulator({ seed: 20_260_302, snps: 2_000, errorRate: 0.002, missingRate: 0.01 });
const genotyped = (animal: SimulatedAnimal): GenotypedAnimal => ({ panel: simulator.panel, sample: simulator.genotyped(animal) });

const sire = simulator.founder('TORO-1');
const dam = simulator.founder('VACA-1');
const calf = simulator.offspring('TERNERO-1', sire, dam);
const otherBull = simulator.founder('TORO-2');

describe('opposing homozygotes', () => {
  it('counts only SNPs called in both, and AA against BB among them', () => {
    const panel = { snps: ['s1', 's2', 's3', 's4', 's5', 's6'], alleles: Array(6).fill('AB') };
    const animal = (codes: number[]) => ({ panel, sample: { sampleId: 'x', genotypes: packGenotypes(codes), called: codes.filter((c) => c !== 3).length } });
    // SNP 5 is missing in the first; opposing at SNPs 1, 4 and 6.
    expect(opposingHomozygotes(animal([0, 2, 1, 0, 3, 2]), animal([2, 2, 0, 2, 0, 0]))).toEqual({ compared: 5, opposing: 3 });
  });

  it('gives the same counts across two panels: the SNPs in another order, the alleles the other way round', () => {
    // Panel b lists the SNPs backwards and, as a file whose animals all carry panel a's second allele
    // would, names that allele first: its code 0 is panel a's code 2.
    const a = simulator.panel;
    const order = a.snps.map((_, i) => a.snps.length - 1 - i);
    const b: Panel = { snps: order.map((i) => a.snps[i]!), alleles: order.map((i) => `${a.alleles[i]![1]}0`), chromosomes: order.map((i) => a.chromosomes![i]!) };
    const offspring = genotyped(calf);
    const father = genotyped(sire);
    const codesOnA = unpack(father.sample.genotypes, a.snps.length);
    const onB = { panel: b, sample: { ...father.sample, genotypes: packGenotypes(order.map((i) => [2, 1, 0, 3][codesOnA[i]!]!)) } };

    const alignment = alignPanels(a, b);
    expect(alignment.a).toHaveLength(2_000);
    expect(alignment.flipped.every((flip) => flip === 1)).toBe(true);
    const same = opposingHomozygotes(offspring, father);
    expect(opposingHomozygotes(offspring, onB, alignment)).toEqual(same);
    expect(opposingHomozygotes(onB, offspring)).toEqual(same);

    // The same with panel b in panel a's order: compared on each animal's own planes, turned round by a mask.
    const inOrder: Panel = { snps: a.snps, alleles: a.alleles.map((alleles) => `${alleles[1]}0`), chromosomes: a.chromosomes! };
    const onInOrder = { panel: inOrder, sample: { ...father.sample, genotypes: packGenotypes([...codesOnA].map((code) => [2, 1, 0, 3][code]!)) } };
    expect(opposingHomozygotes(offspring, onInOrder)).toEqual(same);
    expect(opposingHomozygotes(onInOrder, offspring)).toEqual(same);
  });

  it('agrees with a count SNP by SNP, with X SNPs among the others or at the end, on one panel and across two', () => {
    const [x, y] = [simulator.genotyped(calf), simulator.genotyped(otherBull)];
    const [codesX, codesY] = [unpack(x.genotypes, 2_000), unpack(y.genotypes, 2_000)];
    for (const onX of [(i: number) => i % 7 === 3, (i: number) => i >= 1_990]) {
      const panel = { ...simulator.panel, chromosomes: simulator.panel.chromosomes!.map((chromosome, i) => (onX(i) ? 'X' : chromosome)) };
      const expected = { compared: 0, opposing: 0 };
      codesX.forEach((codeX, i) => {
        const codeY = codesY[i]!;
        if (onX(i) || codeX === 3 || codeY === 3) return;
        expected.compared += 1;
        if (Math.abs(codeX - codeY) === 2) expected.opposing += 1;
      });
      expect(opposingHomozygotes({ panel, sample: x }, { panel, sample: y })).toEqual(expected);
      const reversed = { snps: [...panel.snps].reverse(), alleles: [...panel.alleles].reverse(), chromosomes: [...panel.chromosomes].reverse() };
      const yReversed = { ...y, genotypes: packGenotypes([...codesY].reverse()) };
      expect(opposingHomozygotes({ panel, sample: x }, { panel: reversed, sample: yReversed })).toEqual(expected);
    }
  });
});

describe('judgeParentage: the rule', () => {
  it('allows 3 opposing homozygotes in 100 SNPs (CDCB) and 1% of many (Japanese Black)', () => {
    expect(OPPOSING_HOMOZYGOTE_RULE).toEqual({ maxOpposingRate: 0.01, maxOpposingSnps: 3, minCompared: 100 });
    expect(judgeParentage({ compared: 100, opposing: 3 }).verdict).toBe('compatible');
    expect(judgeParentage({ compared: 100, opposing: 4 }).verdict).toBe('excluded');
    expect(judgeParentage({ compared: 250, opposing: 3 }).verdict).toBe('compatible');
    expect(judgeParentage({ compared: 50_000, opposing: 500 })).toEqual({ compared: 50_000, opposing: 500, rate: 0.01, verdict: 'compatible' });
    expect(judgeParentage({ compared: 50_000, opposing: 501 }).verdict).toBe('excluded');
  });

  it('is inconclusive below 100 SNPs compared, however many oppose', () => {
    expect(judgeParentage({ compared: 99, opposing: 40 }).verdict).toBe('inconclusive');
    expect(judgeParentage({ compared: 0, opposing: 0 })).toEqual({ compared: 0, opposing: 0, rate: null, verdict: 'inconclusive' });
  });
});

describe('verifyParentage', () => {
  it('finds a true trio compatible and a wrong sire excluded', () => {
    const offspring = genotyped(calf);
    const result = verifyParentage(offspring, { sire: genotyped(sire), dam: genotyped(dam) });
    expect(result.sire!.verdict).toBe('compatible');
    expect(result.dam!.verdict).toBe('compatible');
    expect(result.sire!.compared).toBeGreaterThan(1_900);
    expect(result.sire!.rate!).toBeLessThan(0.005);

    const wrong = verifyParentage(offspring, { sire: genotyped(otherBull) });
    expect(wrong).toEqual({ sire: expect.objectContaining({ verdict: 'excluded' }) });
    expect(wrong.sire!.rate!).toBeGreaterThan(0.03);
  });

  it('is inconclusive when too few SNPs are compared', () => {
    const small = new GenotypeSimulator({ seed: 5, snps: 80 });
    const [father, mother] = [small.founder('T'), small.founder('V')];
    const offspring = small.offspring('C', father, mother);
    const on = (animal: SimulatedAnimal) => ({ panel: small.panel, sample: small.genotyped(animal) });
    expect(verifyParentage(on(offspring), { sire: on(small.founder('X')) }).sire).toMatchObject({ compared: 80, verdict: 'inconclusive' });
  });

  it('leaves out X: a bull and his sire may be opposing homozygotes there', () => {
    const panel: Panel = { snps: ['a1', 'a2', 'x1', 'x2'], alleles: Array(4).fill('AB'), chromosomes: ['1', '1', 'X', 'X'] };
    const animal = (codes: number[]) => ({ panel, sample: { sampleId: 'x', genotypes: packGenotypes(codes), called: 4 } });
    expect(opposingHomozygotes(animal([0, 1, 0, 0]), animal([0, 2, 2, 2]))).toEqual({ compared: 2, opposing: 0 });
  });
});

describe('discoverSires', () => {
  it('ranks the true sire first among 20 candidates, the others excluded', () => {
    const candidates = Array.from({ length: 20 }, (_, i) => simulator.founder(`TORO-${i + 1}`));
    const offspring = genotyped(simulator.offspring('TERNERO-2', candidates[12]!, simulator.founder('VACA-2')));
    const ranked = discoverSires(offspring, candidates.map(genotyped));
    expect(ranked).toHaveLength(20);
    expect(ranked[0]).toMatchObject({ candidate: { sample: { sampleId: 'TORO-13' } }, verdict: 'compatible' });
    expect(ranked.slice(1).every((candidate) => candidate.verdict === 'excluded')).toBe(true);
    expect(ranked.map((candidate) => candidate.rate!)).toEqual([...ranked.map((candidate) => candidate.rate!)].sort((x, y) => x - y));
  });
});

describe('callRate', () => {
  it('is the called SNPs over the panel', () => {
    const animal = genotyped(calf);
    expect(callRate(animal)).toBeCloseTo(animal.sample.called / 2_000, 10);
    expect(callRate(animal)).toBeGreaterThan(0.97);
    expect(callRate({ panel: { snps: [], alleles: [] }, sample: { sampleId: 'x', genotypes: new Uint8Array(), called: 0 } })).toBe(0);
  });
});
