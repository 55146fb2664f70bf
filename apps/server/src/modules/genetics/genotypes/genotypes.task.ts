import { detectFormat, type GenotypeFile, GenotypeFileError, type GenotypeFileErrorCode, readFinalReport, readPlink, readVcf } from '@ganado/parentage';
import { GENOTYPE_MAX_SNPS } from '@ganado/shared/genetics';

export interface LabFileTask {
  fileName: string;
  snpFile: Uint8Array;
  mapFile: Uint8Array | null;
}

/** What the file was read as, or why it could not be: an error's own fields do not cross a thread. */
export type LabFileRead =
  | { ok: true; file: GenotypeFile }
  | { ok: false; problem: 'notGenotypes' | 'mapMissing' }
  | { ok: false; code: GenotypeFileErrorCode; line: number | null; inMap: boolean };

/** A lab file of one animal or a few thousand: more samples than a herd sends at once is refused early. */
const LIMITS = { maxSamples: 5_000, maxSnps: GENOTYPE_MAX_SNPS };
/** The file is handed to the reader a megabyte of text at a time, never as one string. */
const CHUNK = 1024 * 1024;

function* chunks(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder('utf-8');
  for (let start = 0; start < bytes.length; start += CHUNK) yield decoder.decode(bytes.subarray(start, start + CHUNK), { stream: start + CHUNK < bytes.length });
}

/**
 * Reads a lab file with `@ganado/parentage` (docs/decisions.md: genotypes), in a worker thread
 * (genotypes.off-thread.ts): an Illumina FinalReport, a VCF, or a PLINK .ped with its .map.
 */
export async function readLabFile({ fileName, snpFile, mapFile }: LabFileTask): Promise<LabFileRead> {
  const format = detectFormat(fileName, new TextDecoder('utf-8').decode(snpFile.subarray(0, 64 * 1024)));
  try {
    if (format === 'finalReport') return { ok: true, file: await readFinalReport(chunks(snpFile), LIMITS) };
    if (format === 'vcf') return { ok: true, file: await readVcf(chunks(snpFile), LIMITS) };
    if (format !== 'plinkPed') return { ok: false, problem: 'notGenotypes' };
    if (!mapFile) return { ok: false, problem: 'mapMissing' };
    return { ok: true, file: await readPlink(chunks(snpFile), chunks(mapFile), LIMITS) };
  } catch (error) {
    if (!(error instanceof GenotypeFileError)) throw error;
    return { ok: false, code: error.code, line: error.line ?? null, inMap: error.file === 'map' };
  }
}
