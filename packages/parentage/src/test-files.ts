/** Shared by the tests: small lab files written by hand, and a check of a reader's refusal. */
import { expect } from 'vitest';
import { GenotypeFileError, type GenotypeFileErrorCode } from './errors';
import { type SampleGenotypes } from './genotypes';
import { unpack } from './packing';

/** Tab-separated lines. */
export const tsv = (...rows: string[][]) => rows.map((row) => `${row.join('\t')}\n`).join('');

/** A FinalReport's [Header] section, as GenomeStudio writes it. */
export const FINAL_REPORT_HEADER = tsv(
  ['[Header]'],
  ['GSGT Version', '2.0.4'],
  ['Processing Date', '3/2/2026 9:41 AM'],
  ['Content', '', 'BovineSNP50_v3_A1.bpm'],
  ['Num SNPs', '3'],
  ['Total SNPs', '3'],
  ['Num Samples', '2'],
  ['Total Samples', '2'],
  ['[Data]'],
);

/** The codes of each sample, by id. */
export const codesOf = (samples: SampleGenotypes[], snpCount: number) =>
  Object.fromEntries(samples.map((sample) => [sample.sampleId, [...unpack(sample.genotypes, snpCount)]]));

/** Expects the read to fail with this code, on this line (and file, for PLINK). */
export async function expectRefusal(read: Promise<unknown>, code: GenotypeFileErrorCode, line?: number, file?: 'ped' | 'map') {
  const error = await read.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GenotypeFileError);
  expect(error).toMatchObject({ code, line, file });
}
