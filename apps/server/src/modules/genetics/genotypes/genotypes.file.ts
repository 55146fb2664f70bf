import type { MessageKey } from '@ganado/shared';
import { GENOTYPE_FILE_FIELD, GENOTYPE_MAP_FIELD } from '@ganado/shared/genetics';
import type { GenotypeFile, GenotypeFileErrorCode } from '@ganado/parentage';
import { AppError } from '../../../http/app-error';
import { threadPool } from '../../../jobs/threads';
import type { UploadedFile } from '../../../http/multipart';
import type { LabFileRead, LabFileTask } from './genotypes.task';

/**
 * Lab files are read off the request thread, as an uploaded spreadsheet is (uploads/off-thread.ts):
 * a 50K chip's report for a hundred animals is 220 MB of text and takes seconds. Threads start when
 * needed and leave when idle; at most half the cores read at once.
 */
const pool = threadPool<LabFileTask, LabFileRead>(new URL('./genotypes.worker.mjs', import.meta.url));

const REFUSALS: Record<GenotypeFileErrorCode, MessageKey> = {
  format: 'genetics.snpFileFormat',
  empty: 'genetics.snpFileEmpty',
  tooLarge: 'genetics.snpFileTooLarge',
  columns: 'genetics.snpFileLine',
  allele: 'genetics.snpFileLine',
  snpCount: 'genetics.snpFileSnpCount',
  duplicateSample: 'genetics.snpFileDuplicateSample',
};

/** The file read, or a 422 on its field (the .map's when the fault is there) with the line where it went wrong. */
export async function readGenotypeFile(snpFile: UploadedFile, mapFile: UploadedFile | undefined): Promise<GenotypeFile> {
  const read = await pool.run({ fileName: snpFile.filename, snpFile: snpFile.data, mapFile: mapFile?.data ?? null }, { name: 'readLabFile' });
  if (read.ok) return read.file;
  if ('problem' in read) {
    throw AppError.invalid(read.problem === 'mapMissing' ? { param: GENOTYPE_MAP_FIELD, key: 'genetics.mapFileRequired' } : { param: GENOTYPE_FILE_FIELD, key: 'genetics.snpFileFormat' });
  }
  throw AppError.invalid({ param: read.inMap ? GENOTYPE_MAP_FIELD : GENOTYPE_FILE_FIELD, key: REFUSALS[read.code], params: { line: String(read.line ?? '') } });
}
