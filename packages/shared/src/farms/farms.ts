import { z } from 'zod';
import { isTimeZone } from '../format/today';
import { pageQuery, text } from '../http';
import { isSimplePolygon } from './geometry';
import { beyondAnyFarm, boundaryHectares } from './plausible-area';
import { AREA_UNIT_IDS, DEFAULT_AREA_UNIT, DEFAULT_LENGTH_UNIT, LENGTH_UNIT_IDS } from './units';

/** Choices of the Farm entity (docs/product.md §3 names the fields, not their values: docs/decisions.md). */
export const FARM_TYPES = ['beef', 'dairy', 'dualPurpose', 'sheepGoat', 'mixed', 'other'] as const;
export const OWNERSHIP_TYPES = ['owned', 'leased', 'cooperative', 'communal', 'other'] as const;
export const PRODUCTION_SYSTEMS = ['extensive', 'semiIntensive', 'intensive', 'organic'] as const;
export const FARM_TEXT_MAX = 100;
export const FARM_CODE_MAX = 50;
export const FARM_GOALS_MAX = 500;

/** How long a farm's, zone's or group's name may be (docs/decisions.md, "Names of places and groups"). */
export const PLACE_NAME_MAX = 100;

/**
 * A farm's or zone's name: what a farmer calls it ("Rancho La Esperanza", "Potrero 3", "Lote 1-A").
 * docs/product.md §5's "letters and spaces only, under 15 characters" is the rule of a person's name
 * field (docs/decisions.md, "Names of places and groups").
 */
export const placeName = text({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(PLACE_NAME_MAX, 'farms.nameTooLong')
  .regex(/^[\p{L}\p{M}\p{N} .,'’\-#&()/°º]+$/u, 'farms.nameCharacters');

/** An optional text: blank is the same as absent, so forms can send what the field holds. */
const optionalText = (max: number) =>
  text({ error: 'validation.invalid' })
    .trim()
    .max(max, 'farms.textTooLong')
    .transform((value) => value || null)
    .nullish();

/** An optional choice: a form's empty select sends '', which means none. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: 'validation.invalid' })
    .transform((value) => (value === '' ? null : value))
    .nullish();

const latitude = z.number({ error: 'farms.latitudeRange' }).min(-90, 'farms.latitudeRange').max(90, 'farms.latitudeRange');
const longitude = z.number({ error: 'farms.longitudeRange' }).min(-180, 'farms.longitudeRange').max(180, 'farms.longitudeRange');

export const boundaryPoint = z.object({ latitude, longitude, label: optionalText(FARM_TEXT_MAX) });
export type BoundaryPoint = z.infer<typeof boundaryPoint>;

/** A drawn boundary: a simple polygon of at least three points (no edge crossing another). */
export const boundary = z.array(boundaryPoint).refine(isSimplePolygon, 'farms.polygonInvalid');
/** A farm may be registered before its land is drawn: no points, or a valid polygon no larger than any farm is. */
const farmPerimeter = z
  .array(boundaryPoint)
  .refine((points) => points.length === 0 || isSimplePolygon(points), 'farms.polygonInvalid')
  .refine((points) => !beyondAnyFarm(boundaryHectares(points)), 'farms.areaTooLarge');

const positive = z.number({ error: 'validation.invalid' }).nonnegative('validation.invalid');

/** POST and PUT /api/farm: every field of the Farm entity (docs/product.md §3). */
export const farmRequest = z
  .object({
    name: placeName,
    farmType: optionalChoice(FARM_TYPES),
    owner: optionalText(FARM_TEXT_MAX),
    ownershipType: optionalChoice(OWNERSHIP_TYPES),
    governmentRegistrationNumber: optionalText(FARM_CODE_MAX),
    cooperativeId: optionalText(FARM_CODE_MAX),
    licenseNumber: optionalText(FARM_CODE_MAX),
    licenseExpiryDate: z.iso.date({ error: 'farms.dateInvalid' }).nullish().or(z.literal('').transform(() => null)),
    regulatorName: optionalText(FARM_TEXT_MAX),
    regulatorRepresentativeName: optionalText(FARM_TEXT_MAX),
    countryCode: text({ error: 'validation.invalid' })
      .trim()
      .toUpperCase()
      .regex(/^([A-Z]{2})?$/, 'farms.countryUnknown')
      .transform((value) => value || null)
      .nullish(),
    /** The farm's clock (an IANA zone): what "today" is for its records (docs/decisions.md, "One today"). */
    timeZone: text({ error: 'farms.timeZoneUnknown' })
      .trim()
      .refine((value) => value === '' || isTimeZone(value), 'farms.timeZoneUnknown')
      .transform((value) => value || null)
      .nullish(),
    state: optionalText(FARM_TEXT_MAX),
    city: optionalText(FARM_TEXT_MAX),
    street: optionalText(FARM_TEXT_MAX),
    houseNumber: optionalText(20),
    postalCode: optionalText(20),
    latitude: latitude.nullish(),
    longitude: longitude.nullish(),
    perimeterPoints: farmPerimeter.default([]),
    farmSize: positive.nullish(),
    farmSizeUnit: z.enum(AREA_UNIT_IDS, { error: 'validation.invalid' }).default(DEFAULT_AREA_UNIT),
    farmPerimeter: positive.nullish(),
    farmPerimeterUnit: z.enum(LENGTH_UNIT_IDS, { error: 'validation.invalid' }).default(DEFAULT_LENGTH_UNIT),
    productionSystem: optionalChoice(PRODUCTION_SYSTEMS),
    goals: optionalText(FARM_GOALS_MAX),
    contractMating: z.boolean({ error: 'validation.invalid' }).default(false),
  })
  // A location is a pair: half of one is a typing slip.
  .refine((farm) => (farm.latitude == null) === (farm.longitude == null), {
    message: 'farms.locationIncomplete',
    path: ['longitude'],
  })
  // A typed size is held to the same bound as a drawn one (a drawn one replaces it: farms.service.ts).
  .refine((farm) => farm.perimeterPoints.length > 0 || farm.farmSize == null || !beyondAnyFarm(farm.farmSize, farm.farmSizeUnit), {
    message: 'farms.areaTooLarge',
    path: ['farmSize'],
  });
export type FarmRequest = z.infer<typeof farmRequest>;
export type FarmForm = z.input<typeof farmRequest>;

export const farm = z.object({
  id: z.uuid(),
  name: text(),
  farmType: z.enum(FARM_TYPES).nullable(),
  owner: text().nullable(),
  ownershipType: z.enum(OWNERSHIP_TYPES).nullable(),
  governmentRegistrationNumber: text().nullable(),
  cooperativeId: text().nullable(),
  licenseNumber: text().nullable(),
  licenseExpiryDate: text().nullable(),
  regulatorName: text().nullable(),
  regulatorRepresentativeName: text().nullable(),
  countryCode: text().nullable(),
  timeZone: text().nullable(),
  state: text().nullable(),
  city: text().nullable(),
  street: text().nullable(),
  houseNumber: text().nullable(),
  postalCode: text().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  perimeterPoints: z.array(z.object({ latitude: z.number(), longitude: z.number(), label: text().nullable() })),
  farmSize: z.number().nullable(),
  farmSizeUnit: z.enum(AREA_UNIT_IDS),
  farmPerimeter: z.number().nullable(),
  farmPerimeterUnit: z.enum(LENGTH_UNIT_IDS),
  productionSystem: z.enum(PRODUCTION_SYSTEMS).nullable(),
  goals: text().nullable(),
  contractMating: z.boolean(),
  zoneCount: z.number().int(),
  createdAt: text(),
  updatedAt: text(),
});
export type Farm = z.infer<typeof farm>;

export const FARM_SORT_COLUMNS = ['name', 'createdAt', 'farmSize', 'city'] as const;

/** GET /api/farm?page&limit&search&col&desc: search looks in the name, owner, city and state. */
export const farmsQuery = pageQuery.extend({ col: z.enum(FARM_SORT_COLUMNS).optional() });
export type FarmsQuery = z.infer<typeof farmsQuery>;

/** GET /api/map/config: where the web's maps take their tiles from (TILE_URL, README), and whether places can be searched (GEOCODER_URL). */
export const mapConfig = z.object({ tileUrl: text(), tileAttribution: text(), geocoder: z.boolean() });
export type MapConfig = z.infer<typeof mapConfig>;
