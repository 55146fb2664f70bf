import type { GroupTrait } from '@ganado/shared/genetics';
import { GENETICS_PATHS } from '../paths';

/**
 * The addresses of the sheets, groups, submissions and genotype pages (route-map.ts), beside the
 * module's own (../paths.ts), for links between them.
 */
export { animalPath, epdSheetPath as sheetPath } from '../paths';
export const GROUPS = GENETICS_PATHS.contemporaryGroups;
export const GROUP_ADD = '/genetics/contemporaryGroup/add';
export const groupEditPath = (trait: GroupTrait, id: string) => `/genetics/contemporaryGroup/edit/${trait}/${id}`;
export const MANAGE_GROUPS = '/genetics/manage-animal-group';
export const NEW_SUBMISSION = GENETICS_PATHS.dataSubmission;
export const SUBMISSIONS = '/genetics/data-submission';
export const REQUIRED_FIELDS = GENETICS_PATHS.requiredFields;
export const GENOTYPES = GENETICS_PATHS.genotypes;
export const GENOTYPE_REGISTER = '/genoList/genoReg';
export const genotypePath = (id: string) => `/genoList/geno/${id}`;
export const genotypeEditPath = (id: string) => `/genoList/editGeno/${id}`;
/** Where an animal's register fields are changed. */
export const animalEditPath = (id: string) => `/animals/${id}/edit`;
