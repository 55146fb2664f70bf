/**
 * The columns of the animal files a person fills in or downloads: the import's template, the
 * files it reads, and the herd export, one definition for all three so an exported file imports as
 * it is (docs/decisions.md, "Animal import accepts labels and codes in both languages"). Coded
 * columns take the code or its label in either language, matched without case or accents.
 */
import type { Language } from '../constants';
import type { AnimalImportKind } from './bulk';
import {
  ADMINISTRATION_ROUTES,
  ANIMAL_OWNERSHIP_TYPES,
  ANIMAL_STATUSES,
  BIRTH_EASES,
  CATEGORY_STAGES,
  CLASS_USES,
  CONCEPTION_METHODS,
  GENDERS,
  HORN_STATUSES,
  MILK_UNITS,
  TAG_COLOURS,
  TAG_TYPES,
  WEIGHT_UNITS,
} from './choices';
import { MILKING_SESSIONS } from './records';

export type Labels = Readonly<Record<Language, string>>;
type ChoiceLabels<T extends readonly string[]> = Readonly<Record<T[number], Labels>>;
const labelled = <T extends readonly string[]>(_values: T, labels: ChoiceLabels<T>) => labels;

/**
 * The labels of the choices a file may hold, as the web shows them (its `choices` and
 * `recordChoices` texts, kept equal by the web's animal-files test).
 */
export const ANIMAL_FILE_CHOICES = {
  genders: labelled(GENDERS, { female: { en: 'Female', es: 'Hembra' }, male: { en: 'Male', es: 'Macho' } }),
  classUses: labelled(CLASS_USES, {
    dairy: { en: 'Dairy', es: 'Leche' },
    beef: { en: 'Beef', es: 'Carne' },
    dualPurpose: { en: 'Dual purpose', es: 'Doble propósito' },
    breeding: { en: 'Breeding', es: 'Reproducción' },
    draught: { en: 'Draught', es: 'Tiro' },
    companion: { en: 'Companion', es: 'Compañía' },
    other: { en: 'Other', es: 'Otro' },
  }),
  categoryStages: labelled(CATEGORY_STAGES, {
    newborn: { en: 'Newborn', es: 'Recién nacido' },
    preWeaning: { en: 'Pre-weaning', es: 'Predestete' },
    weaned: { en: 'Weaned', es: 'Destetado' },
    yearling: { en: 'Yearling', es: 'Añojo' },
    heifer: { en: 'Heifer', es: 'Novilla' },
    cow: { en: 'Cow', es: 'Vaca' },
    steer: { en: 'Steer', es: 'Novillo castrado' },
    bull: { en: 'Bull', es: 'Toro' },
    other: { en: 'Other', es: 'Otro' },
  }),
  tagTypes: labelled(TAG_TYPES, { plastic: { en: 'Plastic', es: 'Plástico' }, metal: { en: 'Metal', es: 'Metal' } }),
  tagColours: labelled(TAG_COLOURS, {
    yellow: { en: 'Yellow', es: 'Amarillo' },
    white: { en: 'White', es: 'Blanco' },
    orange: { en: 'Orange', es: 'Naranja' },
    green: { en: 'Green', es: 'Verde' },
    blue: { en: 'Blue', es: 'Azul' },
    red: { en: 'Red', es: 'Rojo' },
    pink: { en: 'Pink', es: 'Rosa' },
    purple: { en: 'Purple', es: 'Morado' },
    black: { en: 'Black', es: 'Negro' },
    other: { en: 'Other', es: 'Otro' },
  }),
  birthEases: labelled(BIRTH_EASES, {
    noAssistance: { en: 'No assistance', es: 'Sin asistencia' },
    someAssistance: { en: 'Some assistance', es: 'Algo de asistencia' },
    mechanicalAssistance: { en: 'Mechanical assistance', es: 'Asistencia mecánica' },
    cesareanSection: { en: 'Caesarean section', es: 'Cesárea' },
    abnormalDelivery: { en: 'Abnormal delivery', es: 'Parto anormal' },
  }),
  conceptionMethods: labelled(CONCEPTION_METHODS, {
    naturalMating: { en: 'Natural mating', es: 'Monta natural' },
    artificialInsemination: { en: 'Artificial insemination', es: 'Inseminación artificial' },
    embryoTransfer: { en: 'Embryo transfer', es: 'Transferencia de embriones' },
  }),
  hornStatuses: labelled(HORN_STATUSES, {
    horned: { en: 'Horned', es: 'Con cuernos' },
    polled: { en: 'Polled', es: 'Acorne' },
    dehorned: { en: 'Dehorned', es: 'Descornado' },
  }),
  ownershipTypes: labelled(ANIMAL_OWNERSHIP_TYPES, {
    owned: { en: 'Owned', es: 'Propio' },
    leased: { en: 'Leased', es: 'Arrendado' },
    shared: { en: 'Shared', es: 'Compartido' },
    consigned: { en: 'Consigned', es: 'En consignación' },
    other: { en: 'Other', es: 'Otro' },
  }),
  statuses: labelled(ANIMAL_STATUSES, { active: { en: 'Active', es: 'Activo' }, removed: { en: 'Removed', es: 'Dado de baja' } }),
  weightUnits: labelled(WEIGHT_UNITS, { kg: { en: 'kg', es: 'kg' }, lb: { en: 'lb', es: 'lb' } }),
  milkUnits: labelled(MILK_UNITS, { L: { en: 'L', es: 'L' }, kg: { en: 'kg', es: 'kg' }, lb: { en: 'lb', es: 'lb' } }),
  milkingSessions: labelled(MILKING_SESSIONS, {
    morning: { en: 'Morning', es: 'Mañana' },
    midday: { en: 'Midday', es: 'Mediodía' },
    evening: { en: 'Evening', es: 'Tarde' },
    daily: { en: 'Whole day', es: 'Día completo' },
  }),
  // The medicine register's route column (drugs/register.ts).
  administrationRoutes: labelled(ADMINISTRATION_ROUTES, {
    oral: { en: 'Oral', es: 'Oral' },
    intramuscular: { en: 'Intramuscular', es: 'Intramuscular' },
    subcutaneous: { en: 'Subcutaneous', es: 'Subcutánea' },
    intravenous: { en: 'Intravenous', es: 'Intravenosa' },
    intramammary: { en: 'Intramammary', es: 'Intramamaria' },
    topical: { en: 'Topical', es: 'Tópica' },
    other: { en: 'Other', es: 'Otra' },
  }),
  yesNo: labelled(['yes', 'no'] as const, { yes: { en: 'Yes', es: 'Sí' }, no: { en: 'No', es: 'No' } }),
} as const;
export type AnimalFileChoiceList = keyof typeof ANIMAL_FILE_CHOICES;

/** A code's label in a language; a code the list has not comes back as it is. */
export const choiceLabel = (list: AnimalFileChoiceList, code: string, language: Language): string =>
  (ANIMAL_FILE_CHOICES[list] as Readonly<Record<string, Labels>>)[code]?.[language] ?? code;

/**
 * What a column's cells are, beyond text: a coded choice, a date (DD/MM/YYYY or YYYY-MM-DD), or
 * a name looked up among the reference data or the organisation's own (species, breed, farm, zone, group).
 */
export type AnimalFileValue = { choices: AnimalFileChoiceList } | { date: true } | { lookup: 'species' | 'breed' | 'farm' | 'zone' | 'group' };

export interface AnimalFileColumn {
  /** The field the column fills (the API's name), also read as its header. */
  readonly name: string;
  /** Its header in each language, as the template and the export write it; the import reads either. */
  readonly header: Labels;
  /** Headers earlier files were written with, still read. */
  readonly aliases?: readonly string[];
  readonly required?: boolean;
  readonly value?: AnimalFileValue;
  /** In the herd export, in this order. */
  readonly exported?: boolean;
  /** Computed by the app (export only): a file that has it is read, the column skipped. */
  readonly exportOnly?: boolean;
}

const TAG_NUMBER = { name: 'tagNumber', header: { en: 'Tag number', es: 'Número de arete' }, required: true, exported: true } as const;
const DATE = { name: 'date', header: { en: 'Date', es: 'Fecha' }, required: true, value: { date: true } } as const;

/** The columns of each kind of file, in the template's order. */
export const ANIMAL_FILE_COLUMNS = {
  animals: [
    TAG_NUMBER,
    { name: 'nickname', header: { en: 'Nickname', es: 'Apodo' }, exported: true },
    { name: 'speciesCode', header: { en: 'Species', es: 'Especie' }, required: true, value: { lookup: 'species' }, exported: true },
    { name: 'gender', header: { en: 'Gender', es: 'Sexo' }, required: true, value: { choices: 'genders' }, exported: true },
    { name: 'breedCode', header: { en: 'Breed', es: 'Raza' }, value: { lookup: 'breed' }, exported: true },
    { name: 'birthDate', header: { en: 'Birth date', es: 'Fecha de nacimiento' }, value: { date: true }, exported: true },
    {
      name: 'categoryStage',
      header: { en: 'Category / stage', es: 'Categoría / etapa' },
      aliases: ['Category', 'Categoría'],
      value: { choices: 'categoryStages' },
      exported: true,
    },
    { name: 'status', header: { en: 'Status', es: 'Estado' }, value: { choices: 'statuses' }, exportOnly: true },
    { name: 'farm', header: { en: 'Farm', es: 'Finca' }, aliases: ['Granja'], required: true, value: { lookup: 'farm' }, exported: true },
    { name: 'zone', header: { en: 'Zone', es: 'Zona' }, value: { lookup: 'zone' }, exported: true },
    { name: 'group', header: { en: 'Group', es: 'Grupo' }, value: { lookup: 'group' }, exported: true },
    { name: 'currentWeight', header: { en: 'Current weight (kg)', es: 'Peso actual (kg)' }, exportOnly: true },
    { name: 'birthWeight', header: { en: 'Birth weight', es: 'Peso al nacer' } },
    { name: 'birthWeightUnit', header: { en: 'Birth weight unit', es: 'Unidad del peso al nacer' }, value: { choices: 'weightUnits' } },
    { name: 'damTag', header: { en: 'Dam tag number', es: 'Arete de la madre' } },
    { name: 'sireTag', header: { en: 'Sire tag number', es: 'Arete del padre' } },
    { name: 'surrogateDamTag', header: { en: 'Surrogate dam tag number', es: 'Arete de la madre receptora' } },
    { name: 'classUse', header: { en: 'Class / use', es: 'Clase / uso' }, value: { choices: 'classUses' } },
    { name: 'tagType', header: { en: 'Tag type', es: 'Tipo de arete' }, value: { choices: 'tagTypes' } },
    { name: 'tagColour', header: { en: 'Tag colour', es: 'Color del arete' }, value: { choices: 'tagColours' } },
    { name: 'chipNumber', header: { en: 'Chip number', es: 'Número de chip' } },
    { name: 'governmentRegistrationNumber', header: { en: 'Government registration number', es: 'Número de registro oficial' } },
    { name: 'registrationDate', header: { en: 'Registration date', es: 'Fecha de registro' }, value: { date: true } },
    { name: 'birthEase', header: { en: 'Birth ease', es: 'Facilidad de parto' }, value: { choices: 'birthEases' } },
    { name: 'conceptionMethod', header: { en: 'Conception method', es: 'Método de concepción' }, value: { choices: 'conceptionMethods' } },
    { name: 'hornStatus', header: { en: 'Horn status', es: 'Cuernos' }, value: { choices: 'hornStatuses' } },
    { name: 'owner', header: { en: 'Owner', es: 'Propietario' } },
    { name: 'ownershipType', header: { en: 'Ownership type', es: 'Tipo de propiedad' }, value: { choices: 'ownershipTypes' } },
    { name: 'twin', header: { en: 'Twin', es: 'Mellizo' }, value: { choices: 'yesNo' } },
  ],
  weights: [
    TAG_NUMBER,
    DATE,
    { name: 'weight', header: { en: 'Weight', es: 'Peso' }, required: true },
    { name: 'unit', header: { en: 'Unit', es: 'Unidad' }, value: { choices: 'weightUnits' } },
  ],
  milk: [
    TAG_NUMBER,
    DATE,
    { name: 'yield', header: { en: 'Yield', es: 'Producción' }, required: true },
    { name: 'unit', header: { en: 'Unit', es: 'Unidad' }, value: { choices: 'milkUnits' } },
    { name: 'session', header: { en: 'Milking', es: 'Ordeño' }, value: { choices: 'milkingSessions' } },
  ],
} as const satisfies Record<AnimalImportKind, readonly AnimalFileColumn[]>;

type ExportedColumn = Extract<(typeof ANIMAL_FILE_COLUMNS.animals)[number], { exported: true } | { exportOnly: true }>;
/** The herd export's columns: the register's, as the import reads them, and the computed ones it skips. */
export const ANIMAL_EXPORT_COLUMNS = ANIMAL_FILE_COLUMNS.animals.filter((column): column is ExportedColumn => 'exported' in column || 'exportOnly' in column);
export type AnimalExportColumn = ExportedColumn['name'];

/** The columns the import fills a field from (the template's). */
export const animalImportColumns = (kind: AnimalImportKind): readonly AnimalFileColumn[] =>
  (ANIMAL_FILE_COLUMNS[kind] as readonly AnimalFileColumn[]).filter((column) => !column.exportOnly);

/** A column's header in a language (the name itself for a column the kind has not). */
export const animalFileHeader = (kind: AnimalImportKind, name: string, language: Language) =>
  (ANIMAL_FILE_COLUMNS[kind] as readonly AnimalFileColumn[]).find((column) => column.name === name)?.header[language] ?? name;

/** A value as it is compared: no accents, no case, single spaces ("  HEMBRA " and "hembra" are the same). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** A header as it is compared: letters and digits only ("Tag number *", "tag_number" and "TagNumber" are the same). */
export const foldHeader = (text: string) => foldText(text).replace(/[^\p{L}\p{N}]/gu, '');

/** The words of the files themselves, in the caller's language: sheet names and the template's "Values" sheet. */
export const ANIMAL_FILE_TEXTS = {
  en: { animalsSheet: 'Animals', recordsSheet: 'Records', valuesSheet: 'Values', valuesHeader: ['Column', 'Value', 'English', 'Spanish', 'Belongs to'] },
  es: { animalsSheet: 'Animales', recordsSheet: 'Registros', valuesSheet: 'Valores', valuesHeader: ['Columna', 'Valor', 'Inglés', 'Español', 'Pertenece a'] },
} as const satisfies Record<Language, { animalsSheet: string; recordsSheet: string; valuesSheet: string; valuesHeader: readonly string[] }>;
