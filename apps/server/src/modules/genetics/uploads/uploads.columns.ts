import type { AnimalFileColumn } from '@ganado/shared/animals';
import { EPD_FIELDS, type EpdFieldName } from '@ganado/shared/genetics';

/**
 * The upload's columns (docs/decisions.md: EPD upload): the animal's tag number, then the
 * submission file's columns under the association's names (or the field names), so a submission
 * file with a tag column uploads as it is. Fields the register or the groups hold are read and
 * left alone, but the parents, which are checked against the register and set where it has none.
 */
export const TAG_COLUMN = 'tagNumber';
export const PARENT_COLUMNS = ['sireId', 'damId'] as const satisfies readonly EpdFieldName[];

/** What the upload writes: the sheet's entries and its weighings. */
export const WRITTEN_FIELDS = new Set<EpdFieldName>(EPD_FIELDS.filter((field) => field.source === 'entered' || field.source === 'records').map((field) => field.name));

export const UPLOAD_COLUMNS: readonly AnimalFileColumn[] = [
  { name: TAG_COLUMN, header: { en: 'Tag number', es: 'Número de arete' }, required: true },
  ...EPD_FIELDS.map((field) => ({ name: field.name, header: { en: field.header, es: field.header } })),
];

/** Kinds of cell, read before the row is checked against the sheet's schema. */
export const NUMBER_FIELDS = new Set<EpdFieldName>(['weaningWeight', 'yearlingWeight', 'yearlingHeight', 'daysOnFeed', 'carcassWeight', 'kph', 'fatThickness', 'marbling', 'ribeyeArea']);
export const DATE_FIELDS = new Set<EpdFieldName>(['weaningDate', 'yearlingDate', 'dateOnFeed', 'harvestDate', 'gradingDate']);
export const BOOLEAN_FIELDS = new Set<EpdFieldName>(['creep']);
export const CHOICE_FIELDS = new Set<EpdFieldName>(['accuracyWeight', 'weaningSex', 'yearlingSex', 'carcassSex']);
