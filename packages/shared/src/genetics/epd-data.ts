import { z } from 'zod';
import { optionalChoice, optionalDate, optionalText } from '../animals/fields';
import { text } from '../http';
import { INTERNATIONAL_ID } from '../semen/fields';
import { CALF_SEXES, GROUP_TRAITS, WEIGHT_ACCURACIES } from './choices';

/**
 * The EPD animal data of docs/product.md §3, one sheet per animal (docs/decisions.md: EPD data).
 * Each field has one source: the herd register (identity, parents, birth), the log's weighings
 * (weaning and yearling weights: a weight typed here is recorded as a weighing, so the log stays the
 * one record of it), the contemporary groups, or the breeder's entry on this sheet (codes, heights,
 * carcass measurements). `header` is the column of the submission and upload files: the
 * association's names, in this order.
 */
export const EPD_FIELDS = [
  { name: 'regNo', header: 'regNo', section: 'identity', source: 'register' },
  { name: 'internationalId', header: 'internationalID', section: 'identity', source: 'entered' },
  { name: 'location', header: 'location', section: 'identity', source: 'entered' },
  { name: 'animalName', header: 'animalName', section: 'identity', source: 'register' },
  { name: 'gender', header: 'gender', section: 'identity', source: 'register' },
  { name: 'additionalIdMethod', header: 'additionalIDMethod', section: 'identity', source: 'entered' },
  { name: 'damId', header: 'damID', section: 'identity', source: 'register' },
  { name: 'sireId', header: 'sireId', section: 'identity', source: 'register' },
  { name: 'dateOfBirth', header: 'dateOfBirth', section: 'birth', source: 'register' },
  { name: 'breederHerdCode', header: 'breederHerdCode', section: 'birth', source: 'entered' },
  { name: 'seasonOfBirth', header: 'seasonofBirth', section: 'birth', source: 'register' },
  { name: 'birthYear', header: 'birthYear', section: 'birth', source: 'register' },
  { name: 'birthManagementCode', header: 'birthManagementCode', section: 'birth', source: 'entered' },
  { name: 'birthWeight', header: 'birthWeight', section: 'birth', source: 'register' },
  { name: 'primaryBreed', header: 'primaryBreed', section: 'birth', source: 'register' },
  { name: 'secondaryBreed', header: 'secondaryBreed', section: 'birth', source: 'entered' },
  { name: 'breedComposition', header: 'breedComposition', section: 'birth', source: 'entered' },
  { name: 'conceptionMethod', header: 'conceptionMethod', section: 'birth', source: 'register' },
  { name: 'accuracyWeight', header: 'accuracyWeight', section: 'birth', source: 'entered' },
  { name: 'damAge', header: 'damAge', section: 'birth', source: 'register' },
  { name: 'birthGroupCode', header: 'birthContemporaryGroup', section: 'birth', source: 'group' },
  { name: 'weaningWeight', header: 'weaningWeight', section: 'weaning', source: 'records' },
  { name: 'weaningDate', header: 'weaningDate', section: 'weaning', source: 'records' },
  { name: 'weaningSex', header: 'weaningSex', section: 'weaning', source: 'entered' },
  { name: 'managementPastureCode', header: 'managementPastureCode', section: 'weaning', source: 'entered' },
  { name: 'creep', header: 'creep', section: 'weaning', source: 'entered' },
  { name: 'weaningGroupCode', header: 'weaningContemporaryGroup', section: 'weaning', source: 'group' },
  { name: 'yearlingDate', header: 'yearlingDate', section: 'yearling', source: 'records' },
  { name: 'yearlingWeight', header: 'yearlingWeight', section: 'yearling', source: 'records' },
  { name: 'yearlingHeight', header: 'yearlingHeight', section: 'yearling', source: 'entered' },
  { name: 'yearlingSex', header: 'yearlingSex', section: 'yearling', source: 'entered' },
  { name: 'managementFeedCode', header: 'managementFeedCode', section: 'yearling', source: 'entered' },
  { name: 'yearlingGroupCode', header: 'yearlingContemporaryGroup', section: 'yearling', source: 'group' },
  { name: 'daysOnFeed', header: 'daysOnFeed', section: 'carcass', source: 'entered' },
  { name: 'dateOnFeed', header: 'dateonFeed', section: 'carcass', source: 'entered' },
  { name: 'harvestDate', header: 'harvestDate', section: 'carcass', source: 'entered' },
  { name: 'gradingDate', header: 'gradingDate', section: 'carcass', source: 'entered' },
  { name: 'carcassSex', header: 'carcassSex', section: 'carcass', source: 'entered' },
  { name: 'carcassWeight', header: 'carcassWeight', section: 'carcass', source: 'entered' },
  { name: 'kph', header: 'KPH', section: 'carcass', source: 'entered' },
  { name: 'fatThickness', header: 'fatThickness', section: 'carcass', source: 'entered' },
  { name: 'marbling', header: 'marbling', section: 'carcass', source: 'entered' },
  { name: 'ribeyeArea', header: 'ribeyeArea', section: 'carcass', source: 'entered' },
  { name: 'carcassGroupCode', header: 'carcassContemporaryGroup', section: 'carcass', source: 'group' },
  { name: 'animalStatus', header: 'animalStatus', section: 'identity', source: 'register' },
] as const;
export type EpdFieldName = (typeof EPD_FIELDS)[number]['name'];
export const EPD_FIELD_NAMES = EPD_FIELDS.map((field) => field.name) as [EpdFieldName, ...EpdFieldName[]];
export const EPD_SECTIONS = ['identity', 'birth', 'weaning', 'yearling', 'carcass'] as const;
export type EpdSection = (typeof EPD_SECTIONS)[number];

/** A herd, management or feed code as associations take them: letters, digits, '-' and '_'. */
const code = optionalText(20).pipe(z.union([z.null(), z.undefined(), text().regex(/^[A-Za-z0-9_-]+$/, 'genetics.codeInvalid')]));
const measured = (max: number) => z.number({ error: 'validation.invalid' }).positive('animals.mustBePositive').max(max, 'genetics.implausible').nullish();

/**
 * What the breeder enters on the sheet (`edit/v2/{id}`, the upload's rows). A weaning or yearling
 * weight comes with its day and is recorded as a weighing of the animal; the other fields are kept
 * on the sheet. Units: kilograms, centimetres (height), millimetres (fat), cm² (ribeye), the USDA
 * marbling score (100–1100; 400 = Small⁰⁰), KPH in percent of the carcass.
 */
export const epdDataRequest = z
  .object({
    internationalId: optionalText(30)
      .transform((value) => (value ? value.replace(/\s+/g, '').toUpperCase() : value))
      .pipe(z.union([z.null(), z.undefined(), text().regex(INTERNATIONAL_ID, 'semen.internationalIdInvalid')])),
    location: optionalText(60),
    additionalIdMethod: optionalText(40),
    breederHerdCode: code,
    birthManagementCode: code,
    secondaryBreed: optionalText(60),
    breedComposition: optionalText(60),
    accuracyWeight: optionalChoice(WEIGHT_ACCURACIES),
    weaningWeight: measured(700),
    weaningDate: optionalDate,
    weaningSex: optionalChoice(CALF_SEXES),
    managementPastureCode: code,
    creep: z.boolean({ error: 'validation.invalid' }).nullish(),
    yearlingDate: optionalDate,
    yearlingWeight: measured(1000),
    yearlingHeight: measured(250),
    yearlingSex: optionalChoice(CALF_SEXES),
    managementFeedCode: code,
    daysOnFeed: z.number({ error: 'validation.invalid' }).int('validation.invalid').min(0, 'animals.mustBePositive').max(1000, 'genetics.implausible').nullish(),
    dateOnFeed: optionalDate,
    harvestDate: optionalDate,
    gradingDate: optionalDate,
    carcassSex: optionalChoice(CALF_SEXES),
    carcassWeight: measured(800),
    kph: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(10, 'genetics.implausible').nullish(),
    fatThickness: z.number({ error: 'validation.invalid' }).min(0, 'animals.mustBePositive').max(80, 'genetics.implausible').nullish(),
    marbling: z.number({ error: 'validation.invalid' }).min(100, 'genetics.marblingRange').max(1100, 'genetics.marblingRange').nullish(),
    ribeyeArea: measured(250),
  })
  .superRefine((request, context) => {
    const pair = (weight: 'weaningWeight' | 'yearlingWeight', day: 'weaningDate' | 'yearlingDate') => {
      if (request[weight] != null && !request[day]) context.addIssue({ code: 'custom', path: [day], message: 'genetics.weighingDateRequired' });
      if (request[day] && request[weight] == null) context.addIssue({ code: 'custom', path: [weight], message: 'genetics.weightRequired' });
    };
    pair('weaningWeight', 'weaningDate');
    pair('yearlingWeight', 'yearlingDate');
    if (request.harvestDate && request.dateOnFeed && request.harvestDate < request.dateOnFeed) context.addIssue({ code: 'custom', path: ['harvestDate'], message: 'genetics.harvestBeforeFeed' });
    if (request.gradingDate && request.harvestDate && request.gradingDate < request.harvestDate) context.addIssue({ code: 'custom', path: ['gradingDate'], message: 'genetics.gradingBeforeHarvest' });
  });
export type EpdDataRequest = z.infer<typeof epdDataRequest>;
export type EpdDataForm = z.input<typeof epdDataRequest>;

const value = z.union([z.number(), text(), z.boolean()]).nullable();

/** A contemporary group an animal is in, by trait; `size` 1 means it contributes nothing. */
export const groupMembership = z.object({ id: z.uuid(), code: text(), size: z.number().int() });

export const epdData = z.object({
  animal: z.object({ id: z.uuid(), tagNumber: text(), nickname: text().nullable(), gender: text(), status: text(), birthDate: text().nullable() }),
  /** Every field of the sheet, null where nothing is known; dates as YYYY-MM-DD. */
  fields: z.record(z.enum(EPD_FIELD_NAMES), value),
  groups: z.record(z.enum(GROUP_TRAITS), groupMembership.nullable()),
  /** The weighings the sheet uses, with their BIF adjustments (@ganado/performance). */
  adjusted: z.object({ weaning205Kg: z.number().nullable(), yearling365Kg: z.number().nullable() }),
  updatedAt: text().nullable(),
});
export type EpdData = z.infer<typeof epdData>;
