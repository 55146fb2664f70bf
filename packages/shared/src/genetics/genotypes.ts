import { z } from 'zod';
import { fileField, pageQuery, text } from '../http';
import { GENOTYPE_FORMATS, PARENTAGE_VERDICTS } from './choices';

/**
 * A genotype of an animal (docs/product.md §3 genotype form, §5 its rules; docs/decisions.md:
 * genotypes): who sampled it, the test ("geno data": the lab and chip), a service note, and the
 * SNP file the lab sent (Illumina FinalReport, PLINK .ped with its .map, or VCF), kept as 2 bits
 * per SNP. Every field is required; the technician's name is letters and spaces only.
 */
export const GENOTYPE_FILE_FIELD = 'snpFile';
export const GENOTYPE_MAP_FIELD = 'mapFile';
/** A 50K chip's FinalReport for one animal is about 3 MB; a PLINK or VCF file of a few hundred animals, tens. */
export const GENOTYPE_MAX_BYTES = 64 * 1024 * 1024;
export const GENOTYPE_MAX_SNPS = 1_000_000;

const technicianName = text({ error: 'genetics.technicianRequired' })
  .trim()
  .min(1, 'genetics.technicianRequired')
  .max(60, 'animals.textTooLong')
  .regex(/^[\p{L}][\p{L} ]*$/u, 'genetics.technicianLetters');
const required = (key: 'genetics.genoDataRequired' | 'genetics.serviceNoteRequired', max: number) => text({ error: key }).trim().min(1, key).max(max, 'animals.textTooLong');

const genotypeFields = {
  technicianName,
  genoData: required('genetics.genoDataRequired', 100),
  serviceNote: required('genetics.serviceNoteRequired', 500),
};

export const genotypeRequest = z.object({
  animalId: z.uuid({ error: 'genetics.animalRequired' }),
  ...genotypeFields,
  [GENOTYPE_FILE_FIELD]: fileField('genetics.snpFileRequired', 'The lab file: Illumina FinalReport (.txt), PLINK .ped (with its .map) or VCF (.vcf)'),
  [GENOTYPE_MAP_FIELD]: fileField('genetics.mapFileRequired', 'The PLINK .map beside a .ped').optional(),
});
export type GenotypeRequest = z.infer<typeof genotypeRequest>;

/** `editGeno/{id}`: the form's fields, and a new file in place of the old one if sent. */
export const genotypeUpdate = z.object({
  ...genotypeFields,
  [GENOTYPE_FILE_FIELD]: fileField('genetics.snpFileRequired', 'A new lab file in place of the kept one').optional(),
  [GENOTYPE_MAP_FIELD]: fileField('genetics.mapFileRequired', 'The PLINK .map beside a new .ped').optional(),
});
export type GenotypeUpdate = z.infer<typeof genotypeUpdate>;

/** One parent checked: opposing homozygotes among the SNPs both were called at (@ganado/parentage). */
export const parentCheck = z.object({
  animal: z.object({ id: z.uuid(), tagNumber: text() }).nullable(),
  verdict: z.enum(PARENTAGE_VERDICTS),
  compared: z.number().int(),
  opposing: z.number().int(),
  rate: z.number().nullable(),
});
export type ParentCheck = z.infer<typeof parentCheck>;

export const parentage = z.object({
  sire: parentCheck,
  dam: parentCheck,
  /** The herd's genotyped males the calf is compatible with, best first, when the sire is unknown or excluded. */
  candidateSires: z.array(parentCheck),
  /** Whether the recorded parents conflict with the SNPs: the flag on the animal's page. */
  conflict: z.boolean(),
  checkedAt: text(),
});
export type Parentage = z.infer<typeof parentage>;

export const genotype = z.object({
  id: z.uuid(),
  animal: z.object({ id: z.uuid(), tagNumber: text(), nickname: text().nullable() }),
  technicianName: text(),
  genoData: text(),
  serviceNote: text(),
  fileName: text(),
  format: z.enum(GENOTYPE_FORMATS),
  sampleId: text(),
  snps: z.number().int(),
  called: z.number().int(),
  callRate: z.number(),
  parentage: parentage.nullable(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type Genotype = z.infer<typeof genotype>;

export const GENOTYPE_SORT = ['createdAt', 'tagNumber', 'callRate'] as const;
export const genotypesQuery = pageQuery.extend({
  col: z.enum(GENOTYPE_SORT, { error: 'validation.invalid' }).optional(),
  /** Only genotypes whose recorded parents conflict with the SNPs. */
  conflicts: z.enum(['true', 'false'], { error: 'validation.invalid' }).transform((value) => value === 'true').optional(),
  animalId: z.uuid({ error: 'validation.invalid' }).optional(),
});
export type GenotypesQuery = z.infer<typeof genotypesQuery>;
