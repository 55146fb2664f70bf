import type { FieldPath } from 'react-hook-form';
import { z } from 'zod';
import type { AnimalReference } from '@ganado/shared/animals';
import { GENOTYPE_FILE_FIELD, GENOTYPE_MAP_FIELD, genotypeRequest, genotypeUpdate, type Genotype } from '@ganado/shared/genetics';
import { bodyResolver } from '../../../components/form/body-resolver';
import type { GenotypeBody, GenotypeUpdateBody } from './api';

/** The form as typed: the animal as chosen (its id is what is sent), the texts, the files as picked. */
export interface GenotypeValues {
  animal: AnimalReference | null;
  animalId: string;
  technicianName: string;
  genoData: string;
  serviceNote: string;
  snpFile: File | null;
  mapFile: File | null;
}

/** A PLINK .ped holds the genotypes; its .map, beside it, says which SNP each column is. */
export const isPed = (file: File | null) => Boolean(file && /\.ped$/i.test(file.name));

/**
 * The contract checks a file as the server receives it (bytes and a name); here a file is a Blob
 * about to be sent. So the form's schema is the contract's for every other field, with the files
 * checked as Blobs under the same messages, and a .ped's .map required as the server requires it.
 */
const blob = (missing: 'genetics.snpFileRequired' | 'genetics.mapFileRequired') => z.instanceof(Blob, { error: missing });
const needsMap = (body: { snpFile?: Blob; mapFile?: Blob }, context: z.RefinementCtx) => {
  if (body.snpFile instanceof File && isPed(body.snpFile) && !body.mapFile) context.addIssue({ code: 'custom', path: [GENOTYPE_MAP_FIELD], message: 'genetics.mapFileRequired' });
};
const files = { [GENOTYPE_FILE_FIELD]: blob('genetics.snpFileRequired'), [GENOTYPE_MAP_FIELD]: blob('genetics.mapFileRequired').optional() };
const omitFiles = { [GENOTYPE_FILE_FIELD]: true, [GENOTYPE_MAP_FIELD]: true } as const;
const registerSchema = genotypeRequest.omit(omitFiles).extend(files).superRefine(needsMap);
const editSchema = genotypeUpdate.omit(omitFiles).extend({ [GENOTYPE_FILE_FIELD]: files[GENOTYPE_FILE_FIELD].optional(), [GENOTYPE_MAP_FIELD]: files[GENOTYPE_MAP_FIELD] }).superRefine(needsMap);

/** A .map goes only with a .ped: one picked before the SNP file was changed to another format stays here. */
const fileParts = (values: GenotypeValues) => ({
  [GENOTYPE_FILE_FIELD]: values.snpFile ?? undefined,
  [GENOTYPE_MAP_FIELD]: isPed(values.snpFile) ? (values.mapFile ?? undefined) : undefined,
});
const textParts = (values: GenotypeValues) => ({ technicianName: values.technicianName.trim(), genoData: values.genoData.trim(), serviceNote: values.serviceNote.trim() });

export const registerBody = (values: GenotypeValues) => ({ animalId: values.animalId, ...textParts(values), ...fileParts(values) }) as GenotypeBody;
export const updateBody = (values: GenotypeValues) => ({ ...textParts(values), ...fileParts(values) }) as GenotypeUpdateBody;

export const registerResolver = bodyResolver<GenotypeValues, GenotypeBody>(registerSchema as unknown as z.ZodType<unknown, GenotypeBody>, registerBody);
export const updateResolver = bodyResolver<GenotypeValues, GenotypeUpdateBody>(editSchema as unknown as z.ZodType<unknown, GenotypeUpdateBody>, updateBody);

export const blankGenotype = (animal: AnimalReference | null): GenotypeValues => ({
  animal,
  animalId: animal?.id ?? '',
  technicianName: '',
  genoData: '',
  serviceNote: '',
  snpFile: null,
  mapFile: null,
});

/** An edit keeps the animal (the contract's update names none): the page shows it, the form holds its id alone. */
export const genotypeValues = (genotype: Genotype): GenotypeValues => ({
  ...blankGenotype(null),
  animalId: genotype.animal.id,
  technicianName: genotype.technicianName,
  genoData: genotype.genoData,
  serviceNote: genotype.serviceNote,
});

/** The fields the server may name in a 404 or 422. */
export const GENOTYPE_FIELDS: FieldPath<GenotypeValues>[] = ['animalId', 'technicianName', 'genoData', 'serviceNote', 'snpFile', 'mapFile'];
