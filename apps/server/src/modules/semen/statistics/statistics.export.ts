import type { Language } from '@ganado/shared';
import {
  FERTILITY_EXPORT_COLUMNS,
  FERTILITY_WORDS,
  type FertilityExportColumn,
  type FertilityExportQuery,
  type FertilityFigures,
  type FertilityRate,
  type FertilityScreen,
} from '@ganado/shared/semen';
import type { AppContext } from '../../../context';
import type { CsvCell } from '../../../http/csv';
import { type TableFile, tableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { getFertilityStatistics } from './statistics.service';

/** A rate as a sheet sums it: a percentage to one decimal, blank over nothing. */
const percent = (rate: FertilityRate) => (rate.value === null ? null : Math.round(rate.value * 1000) / 10);

/** Each figure after the group's name; the non-return rates are over first services, as published. */
const CELLS: Record<FertilityExportColumn, (figures: FertilityFigures) => CsvCell> = {
  services: (figures) => figures.services,
  inseminations: (figures) => figures.inseminations,
  firstServices: (figures) => figures.firstServices,
  pregnant: (figures) => figures.pregnant,
  open: (figures) => figures.open,
  unknown: (figures) => figures.unknown,
  conceptionRate: (figures) => percent(figures.conceptionRate),
  conceptionBase: (figures) => figures.conceptionRate.denominator,
  firstServiceConceptionRate: (figures) => percent(figures.firstServiceConceptionRate),
  firstServiceBase: (figures) => figures.firstServiceConceptionRate.denominator,
  servicesPerConception: ({ servicesPerConception: { value } }) => (value === null ? null : Math.round(value * 100) / 100),
  d24: (figures) => percent(figures.nonReturn.d24.firstServices),
  d24Base: (figures) => figures.nonReturn.d24.firstServices.denominator,
  d56: (figures) => percent(figures.nonReturn.d56.firstServices),
  d56Base: (figures) => figures.nonReturn.d56.firstServices.denominator,
  d60to90: (figures) => percent(figures.nonReturn.d60to90.firstServices),
  d60to90Base: (figures) => figures.nonReturn.d60to90.firstServices.denominator,
};

const SHEETS = { inseminators: 'inseminators', organisation: 'organisationSheet', genotypes: 'genotypes' } as const satisfies Record<FertilityScreen, keyof (typeof FERTILITY_WORDS)['en']>;
const FILES = { inseminators: 'inseminator-statistics', organisation: 'organisation-nrr', genotypes: 'genotype-performance' } as const satisfies Record<FertilityScreen, string>;

/**
 * GET /api/semen/statistics/{screen}/export: the screen's table as a file, a row per group (a sire
 * with his NAAB code) and the organisation's totals last, every rate beside what it is over so a
 * reader can tell one from fewer than 10 services (docs/decisions.md: fertility, reliability).
 */
export async function exportFertilityStatistics(context: AppContext, session: Session, screen: FertilityScreen, query: FertilityExportQuery, language: Language): Promise<TableFile> {
  const { format, ...filters } = query;
  const statistics = await getFertilityStatistics(context, session, filters);
  const words = FERTILITY_WORDS[language];
  const row = (name: string, figures: FertilityFigures) => [name, ...FERTILITY_EXPORT_COLUMNS.map(({ name: column }) => CELLS[column](figures))];
  const rows = [
    ...statistics.groups.map(({ key, label, code, figures }) => row(key === null ? words.notRecorded : code ? `${label} (${code})` : (label ?? key), figures)),
    row(words.organisation, statistics.organisation),
  ];
  return tableFile(format, {
    name: `${FILES[screen]}-${statistics.period.from}-${statistics.period.to}`,
    sheetName: words[SHEETS[screen]],
    headers: [words[statistics.by], ...FERTILITY_EXPORT_COLUMNS.map(({ header }) => header[language])],
    batches: (async function* () {
      yield rows;
    })(),
  });
}
