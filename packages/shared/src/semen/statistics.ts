import { z } from 'zod';
import { animalFilters } from '../animals/animals';
import type { Language } from '../constants';
import { dateRangeQuery, text } from '../http';

/**
 * The AI programme's fertility figures (docs/decisions.md: fertility figures, and the statistics
 * screens): conception rate, services per conception and non-return rates, for the organisation and
 * per inseminator, sire, batch, month, genotype or farm, over the services of a period.
 */

/** The period the screens show when none is asked: the last twelve months, today included. */
export const FERTILITY_DEFAULT_DAYS = 365;
/** Ten years at most in one request: every service's whole history is read for it. */
export const FERTILITY_MAX_DAYS = 3660;

export const FERTILITY_GROUPINGS = ['inseminator', 'sire', 'batch', 'month', 'genotype', 'farm'] as const;
export type FertilityGrouping = (typeof FERTILITY_GROUPINGS)[number];

/** The three screens and the groupings each offers, its first the default. */
export const FERTILITY_SCREENS = {
  inseminators: ['inseminator', 'sire', 'batch', 'month'],
  organisation: ['month', 'farm'],
  genotypes: ['genotype', 'sire'],
} as const satisfies Record<string, readonly [FertilityGrouping, ...FertilityGrouping[]]>;
export type FertilityScreen = keyof typeof FERTILITY_SCREENS;

/**
 * The screens' filters: the period (ISO dates, both included), the farm the inseminated female is
 * on, and her species and breed by code, as the herd list filters them.
 */
const fertilityFilters = dateRangeQuery(FERTILITY_MAX_DAYS).safeExtend({
  farmId: z.uuid({ error: 'validation.invalid' }).optional(),
  speciesCode: animalFilters.shape.speciesCode,
  breedCode: animalFilters.shape.breedCode,
});

const screenQuery = <S extends FertilityScreen>(screen: S) =>
  fertilityFilters.safeExtend({ by: z.enum(FERTILITY_SCREENS[screen], { error: 'validation.invalid' }).default(FERTILITY_SCREENS[screen][0]) });

const fileFormat = { format: z.enum(['csv', 'xlsx'], { error: 'validation.invalid' }).default('csv') };

export const inseminatorStatisticsQuery = screenQuery('inseminators');
export const organisationStatisticsQuery = screenQuery('organisation');
export const genotypeStatisticsQuery = screenQuery('genotypes');
export const inseminatorStatisticsExportQuery = inseminatorStatisticsQuery.safeExtend(fileFormat);
export const organisationStatisticsExportQuery = organisationStatisticsQuery.safeExtend(fileFormat);
export const genotypeStatisticsExportQuery = genotypeStatisticsQuery.safeExtend(fileFormat);

/** What every screen's query holds once checked. */
export type FertilityQuery = z.infer<typeof fertilityFilters> & { by: FertilityGrouping };
export type FertilityExportQuery = FertilityQuery & { format: 'csv' | 'xlsx' };

const count = z.number().int();

/** A rate with what it is made of, so a screen shows "7 / 9" beside "78 %" and flags it. */
export const fertilityRate = z.object({
  numerator: count,
  denominator: count,
  value: z.number().nullable().describe('numerator ÷ denominator, unrounded; null when the denominator is 0'),
  reliable: z.boolean().describe('False when the denominator is below minReliableServices'),
});
export type FertilityRate = z.infer<typeof fertilityRate>;

/** A non-return rate over the closed windows, and the services left out of it. */
export const nonReturnRate = fertilityRate.extend({
  pending: count.describe('Services whose window had not closed at asOf'),
  departed: count.describe('Services whose animal left the herd inside the window without a return'),
});
export type NonReturnRate = z.infer<typeof nonReturnRate>;

/** First services are the figure AI organisations publish; every service, repeats included, beside them. */
const windowFigures = z.object({ firstServices: nonReturnRate, allServices: nonReturnRate });

export const fertilityFigures = z.object({
  services: count.describe('Services (heats): inseminations of one heat count once'),
  inseminations: count.describe('Straws used, the repeats within a heat included'),
  firstServices: count,
  pregnant: count,
  open: count,
  unknown: count.describe('Services whose outcome is not known yet: in no conception rate'),
  conceptionRate: fertilityRate,
  firstServiceConceptionRate: fertilityRate,
  servicesPerConception: fertilityRate.describe('Services with a known outcome ÷ conceptions; value is services per conception'),
  nonReturn: z
    .object({ d24: windowFigures, d56: windowFigures, d60to90: windowFigures })
    .describe('Non-return rates at 24 days, 56 days and 60–90 days'),
});
export type FertilityFigures = z.infer<typeof fertilityFigures>;

export const fertilityGroup = z.object({
  key: text().nullable().describe('The id, month (YYYY-MM) or breed grouped by; null for the services without one recorded'),
  label: text().nullable().describe('Its name: an inseminator, sire, batch code, month, breed or farm'),
  code: text().nullable().describe('A sire’s NAAB code'),
  figures: fertilityFigures,
});
export type FertilityGroup = z.infer<typeof fertilityGroup>;

export const fertilityStatistics = z.object({
  asOf: text().describe('The instant the figures are as of: outcomes and windows after it are not known yet'),
  period: z.object({ from: text(), to: text() }),
  by: z.enum(FERTILITY_GROUPINGS),
  minReliableServices: count.describe('A rate over fewer is marked not reliable'),
  organisation: fertilityFigures,
  groups: z.array(fertilityGroup),
  months: z.array(fertilityGroup).describe('The same services by month, for the charts'),
});
export type FertilityStatistics = z.infer<typeof fertilityStatistics>;

/** The figures a file writes after the group's name, each with its header in both languages. */
export const FERTILITY_EXPORT_COLUMNS = [
  { name: 'services', header: { en: 'Services', es: 'Servicios' } },
  { name: 'inseminations', header: { en: 'Inseminations', es: 'Inseminaciones' } },
  { name: 'firstServices', header: { en: 'First services', es: 'Primeros servicios' } },
  { name: 'pregnant', header: { en: 'Pregnant', es: 'Preñadas' } },
  { name: 'open', header: { en: 'Open', es: 'Vacías' } },
  { name: 'unknown', header: { en: 'Outcome unknown', es: 'Resultado desconocido' } },
  { name: 'conceptionRate', header: { en: 'Conception rate (%)', es: 'Tasa de concepción (%)' } },
  { name: 'conceptionBase', header: { en: 'Services with a known outcome', es: 'Servicios con resultado conocido' } },
  { name: 'firstServiceConceptionRate', header: { en: 'First-service conception rate (%)', es: 'Tasa de concepción al primer servicio (%)' } },
  { name: 'firstServiceBase', header: { en: 'First services with a known outcome', es: 'Primeros servicios con resultado conocido' } },
  { name: 'servicesPerConception', header: { en: 'Services per conception', es: 'Servicios por concepción' } },
  { name: 'd24', header: { en: 'NRR 24 days (%)', es: 'TNR 24 días (%)' } },
  { name: 'd24Base', header: { en: 'First services, 24-day window closed', es: 'Primeros servicios, ventana de 24 días cerrada' } },
  { name: 'd56', header: { en: 'NRR 56 days (%)', es: 'TNR 56 días (%)' } },
  { name: 'd56Base', header: { en: 'First services, 56-day window closed', es: 'Primeros servicios, ventana de 56 días cerrada' } },
  { name: 'd60to90', header: { en: 'NRR 60–90 days (%)', es: 'TNR 60–90 días (%)' } },
  { name: 'd60to90Base', header: { en: 'First services, 60–90-day window closed', es: 'Primeros servicios, ventana de 60–90 días cerrada' } },
] as const;
export type FertilityExportColumn = (typeof FERTILITY_EXPORT_COLUMNS)[number]['name'];

/** What a file names in words: the grouping's column, the totals' row, a group without a key, each screen's sheet. */
export const FERTILITY_WORDS = {
  en: {
    inseminator: 'Inseminator',
    sire: 'Sire',
    batch: 'Batch',
    month: 'Month',
    genotype: 'Sire breed',
    farm: 'Farm',
    organisation: 'Organisation',
    notRecorded: 'Not recorded',
    inseminators: 'Inseminator statistics',
    organisationSheet: 'Organisation NRR',
    genotypes: 'Genotype performance',
  },
  es: {
    inseminator: 'Inseminador',
    sire: 'Semental',
    batch: 'Lote',
    month: 'Mes',
    genotype: 'Raza del semental',
    farm: 'Finca',
    organisation: 'Organización',
    notRecorded: 'Sin registrar',
    inseminators: 'Estadísticas de inseminadores',
    organisationSheet: 'TNR de la organización',
    genotypes: 'Rendimiento genotípico',
  },
} as const satisfies Record<Language, Record<string, string>>;
