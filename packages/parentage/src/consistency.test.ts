import { describe, expect, it } from 'vitest';
import { readFinalReport } from './final-report';
import { type GenotypeFile, type Panel } from './genotypes';
import { unpack } from './packing';
import { alignPanels } from './panels';
import { opposingHomozygotes } from './parentage';
import { readPlink } from './plink';
import { GenotypeSimulator } from './testing/simulate';
import { writeFinalReport, writePlink, writeVcf } from './testing/writers';
import { readVcf } from './vcf';

/** Five animals, 300 SNPs, 5% of calls missing: several SNPs show one allele only among them. */
const simulator = new GenotypeSimulator({ seed: 11, snps: 300, missingRate: 0.05 });
const sire = simulator.founder('TORO-1');
const dam = simulator.founder('VACA-1');
const animals = [sire, dam, simulator.offspring('TERNERO-1', sire, dam), simulator.founder('VACA-2'), simulator.founder('VACA-3')];
const samples = animals.map((animal) => simulator.genotyped(animal));
const truth = samples.map((sample) => [...unpack(sample.genotypes, 300)]);

/** Each sample's codes on the simulator's panel, read back from a file: through the alignment, flips undone. */
function codesOnSimulatedPanel(file: GenotypeFile): number[][] {
  const alignment = alignPanels(simulator.panel, file.panel);
  expect(alignment.a).toHaveLength(300);
  return file.samples.map((sample) => {
    const codes = unpack(sample.genotypes, file.panel.snps.length);
    return [...alignment.b].map((j, k) => (alignment.flipped[k] && codes[j]! < 3 ? 2 - codes[j]! : codes[j]!));
  });
}

describe('the same genotypes from each format', () => {
  it('read to the same codes from a FinalReport (Top), PLINK and a VCF whose REF is often the second allele', async () => {
    const plink = writePlink(simulator.panel, samples);
    const files = [await readFinalReport(writeFinalReport(simulator.panel, samples)), await readPlink(plink.ped, plink.map), await readVcf(writeVcf(simulator.panel, samples))];
    for (const file of files) {
      expect(file.samples.map((sample) => sample.sampleId)).toEqual(animals.map((animal) => animal.sampleId));
      expect(file.samples.map((sample) => sample.called)).toEqual(samples.map((sample) => sample.called));
      expect(codesOnSimulatedPanel(file)).toEqual(truth);
    }
    // Where a file shows both alleles its panel is the simulator's, letter for letter, and so are the packed bytes.
    const [finalReport, ped, vcf] = files as [GenotypeFile, GenotypeFile, GenotypeFile];
    expect(vcf.panel.alleles).toEqual(simulator.panel.alleles);
    expect(vcf.samples.map((sample) => sample.genotypes)).toEqual(samples.map((sample) => sample.genotypes));
    const oneLetter = (panel: Panel) => panel.alleles.filter((alleles) => alleles.endsWith('0')).length;
    expect(oneLetter(finalReport.panel)).toBeGreaterThan(0);
    expect(ped.panel.alleles).toEqual(finalReport.panel.alleles);

    // The sire against his offspring, read from two different formats: as on the simulator's panel.
    const expected = opposingHomozygotes({ panel: simulator.panel, sample: samples[0]! }, { panel: simulator.panel, sample: samples[2]! });
    expect(opposingHomozygotes({ panel: finalReport.panel, sample: finalReport.samples[0]! }, { panel: vcf.panel, sample: vcf.samples[2]! })).toEqual(expected);
    expect(opposingHomozygotes({ panel: vcf.panel, sample: vcf.samples[0]! }, { panel: ped.panel, sample: ped.samples[2]! })).toEqual(expected);
  });

  it('round-trips an AB panel through a FinalReport and PLINK', async () => {
    const ab = new GenotypeSimulator({ seed: 3, snps: 50, coding: 'AB', missingRate: 0.1 });
    const abSamples = [ab.genotyped(ab.founder('A')), ab.genotyped(ab.founder('B'))];
    const plink = writePlink(ab.panel, abSamples);
    for (const file of [await readFinalReport(writeFinalReport(ab.panel, abSamples)), await readPlink(plink.ped, plink.map)]) {
      expect(file.panel).toEqual(ab.panel);
      expect(file.samples).toEqual(abSamples);
    }
  });
});
