/**
 * Which reader an upload needs, from its name and first chunk: VCF and FinalReport say so on their
 * first line (`##fileformat=VCF…`, `[Header]`); PLINK's .ped and .map by their extension, else by
 * their columns (a .map line is chromosome, SNP, cM and position; a .ped line 6 fields and two per SNP).
 */

/** `plinkPed` and `plinkMap` are the two halves of one PLINK input (readPlink takes both). */
export type DetectedFormat = 'finalReport' | 'vcf' | 'plinkPed' | 'plinkMap';

export function detectFormat(fileName: string, firstChunk: string): DetectedFormat | undefined {
  const text = firstChunk.charCodeAt(0) === 0xfeff ? firstChunk.slice(1) : firstChunk;
  const firstLine = text.split('\n').find((line) => line.trim() !== '')?.trim() ?? '';
  if (firstLine.startsWith('##fileformat=VCF')) return 'vcf';
  if (firstLine.startsWith('[Header]')) return 'finalReport';

  const name = fileName.toLowerCase();
  if (name.endsWith('.vcf')) return 'vcf';
  if (name.endsWith('.ped')) return 'plinkPed';
  if (name.endsWith('.map')) return 'plinkMap';

  // A .ped line can be longer than the first chunk: then its last field may be cut.
  const whole = text.includes('\n');
  const fields = firstLine.split(/\s+/).slice(0, whole ? undefined : -1);
  if (whole && (fields.length === 3 || fields.length === 4) && /^-?\d+$/.test(fields.at(-1)!)) return 'plinkMap';
  const alleles = fields.slice(6);
  if (alleles.length > 0 && (!whole || alleles.length % 2 === 0) && alleles.every((allele) => /^[ACGTIDB012]$/i.test(allele))) return 'plinkPed';
  return undefined;
}
