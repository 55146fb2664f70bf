import type { Language } from '@ganado/shared';
import { isoToDisplayDate } from '@ganado/shared/format';
import {
  type Comparison,
  type EpdInfo,
  GENETIC_TRAITS,
  type GeneticAnimal,
  type GeneticListItem,
  type GeneticSearchRequest,
  type GeneticsExportQuery,
  type GeneticsQuery,
  type GeneticWorth,
  GENETICS_WORDS,

  TRAIT_LABELS,
  TRAIT_UNITS,
  type TraitValues,
} from '@ganado/shared/genetics';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import type { CsvCell } from '../../../http/csv';
import { AppError } from '../../../http/app-error';
import { type TableFile, tableFile } from '../../../http/table-file';
import type { Session } from '../../sessions/authenticate';
import { farmExists } from '../../animals/records/records.repository';
import { currentEvaluation } from '../evaluations/evaluations.repository';
import { presentVariances, traitVariances } from '../settings/settings.service';
import { animalsByIds, evaluationsOfAnimal, type GeneticAnimalRow, type GeneticFilter, inbreedingOf, pageOfAnimals, traitSpread, valuesOf, type ValueRow } from './values.repository';

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Each animal's values of one evaluation, by trait. */
function valuesByAnimal(rows: readonly ValueRow[]): Map<string, TraitValues> {
  const byAnimal = new Map<string, TraitValues>();
  for (const row of rows) {
    const values = byAnimal.get(row.animalId) ?? {};
    values[row.trait] = { epd: round(row.epd, 3), accuracy: round(row.accuracy, 3), percentile: row.percentile, possibleChange: round(row.possibleChange, 3) };
    byAnimal.set(row.animalId, values);
  }
  return byAnimal;
}

const presentAnimal = (row: GeneticAnimalRow, inbreeding: Map<string, number>): GeneticAnimal => ({
  ...row,
  inbreeding: inbreeding.has(row.id) ? round(inbreeding.get(row.id)!, 4) : null,
});

/** The page's animals with their values in the current evaluation. */
async function items(db: Db, organizationId: string, evaluationId: string | null, rows: readonly GeneticAnimalRow[]): Promise<GeneticListItem[]> {
  const ids = rows.map((row) => row.id);
  const values = valuesByAnimal(evaluationId ? await valuesOf(db, organizationId, [evaluationId], ids) : []);
  const inbreeding = await inbreedingOf(db, evaluationId, ids);
  return rows.map((row) => ({ animal: presentAnimal(row, inbreeding), values: values.get(row.id) ?? {} }));
}

const queryFilter = (query: GeneticsQuery | Omit<GeneticsExportQuery, 'format'>): GeneticFilter => ({
  search: query.search,
  gender: query.gender,
  breedCode: query.breedCode,
  farmId: query.farmId,
  includeInactive: query.includeInactive,
  ranges: query.trait && (query.minEpd !== undefined || query.maxEpd !== undefined || query.minAccuracy !== undefined) ? [{ trait: query.trait, minEpd: query.minEpd, maxEpd: query.maxEpd, minAccuracy: query.minAccuracy }] : [],
  sort: query.col ?? 'tagNumber',
  desc: query.desc ?? false,
});

async function page(context: AppContext, session: Session, filter: GeneticFilter, pageNumber: number, limit: number) {
  const current = await currentEvaluation(context.db, session.organizationId);
  const { rows, total } = await pageOfAnimals(context.db, session.organizationId, current?.id ?? null, filter, { limit, offset: (pageNumber - 1) * limit });
  return { items: await items(context.db, session.organizationId, current?.id ?? null, rows), total, page: pageNumber, limit };
}

/** `/genetics`: the herd with its current EPDs. */
export const getGenetics = (context: AppContext, session: Session, query: GeneticsQuery) => page(context, session, queryFilter(query), query.page, query.limit);

/** `/search-list`: the ranges of `/genetic-search` on several traits; a herd not the organisation's is not found, on its field. */
export async function searchGenetics(context: AppContext, session: Session, request: GeneticSearchRequest) {
  if (request.farmId && !(await farmExists(context.db, session.organizationId, request.farmId))) throw new AppError(404, 'errors.notFound', { param: 'farmId' });
  return page(context, session, request, request.page, request.limit);
}

/** `/compare-genetic`: the animals in the order asked; another organisation's is not found. */
export async function compareGenetics(context: AppContext, session: Session, ids: readonly string[]): Promise<Comparison> {
  const rows = await animalsByIds(context.db, session.organizationId, ids);
  if (rows.length !== ids.length) throw AppError.notFound();
  const current = await currentEvaluation(context.db, session.organizationId);
  const ordered = ids.map((id) => rows.find((row) => row.id === id)!);
  return { animals: await items(context.db, session.organizationId, current?.id ?? null, ordered), evaluatedAt: current?.finishedAt.toISOString() ?? null };
}

async function animalOrNotFound(db: Db, organizationId: string, id: string): Promise<GeneticAnimalRow> {
  const [row] = await animalsByIds(db, organizationId, [id]);
  if (!row) throw AppError.notFound();
  return row;
}

/** The genetic-worth tab: the current values and each completed evaluation's, newest first. */
export async function getGeneticWorth(context: AppContext, session: Session, id: string): Promise<GeneticWorth> {
  const { db } = context;
  const row = await animalOrNotFound(db, session.organizationId, id);
  const current = await currentEvaluation(db, session.organizationId);
  const evaluations = await evaluationsOfAnimal(db, session.organizationId, id);
  const rows = await valuesOf(db, session.organizationId, evaluations.map((evaluation) => evaluation.id), [id]);
  const history = evaluations.map((evaluation) => ({
    evaluationId: evaluation.id,
    evaluatedAt: evaluation.finishedAt!.toISOString(),
    values: valuesByAnimal(rows.filter((value) => value.evaluationId === evaluation.id)).get(id) ?? {},
  }));
  const inbreeding = await inbreedingOf(db, current?.id ?? null, [id]);
  const published = history.find((entry) => entry.evaluationId === current?.id);
  return { animal: presentAnimal(row, inbreeding), values: published?.values ?? {}, evaluatedAt: published?.evaluatedAt ?? null, history };
}

/** `/genetics/epd-info/{id}`: each trait with the animal's value, its range of possible change and the herd's spread. */
export async function getEpdInfo(context: AppContext, session: Session, id: string): Promise<EpdInfo> {
  const { db } = context;
  const row = await animalOrNotFound(db, session.organizationId, id);
  const current = await currentEvaluation(db, session.organizationId);
  const values = current ? (valuesByAnimal(await valuesOf(db, session.organizationId, [current.id], [id])).get(id) ?? {}) : {};
  const spread = current ? await traitSpread(db, current.id) : [];
  const inbreeding = await inbreedingOf(db, current?.id ?? null, [id]);
  const variances = await traitVariances(db, session.organizationId);
  return {
    animal: presentAnimal(row, inbreeding),
    evaluatedAt: current?.finishedAt.toISOString() ?? null,
    traits: GENETIC_TRAITS.map((trait) => {
      const value = values[trait] ?? null;
      const herd = spread.find((entry) => entry.trait === trait);
      const settings = presentVariances(trait === 'milk' ? 'weaningWeight' : trait, variances[trait === 'milk' ? 'weaningWeight' : trait], false);
      return {
        trait,
        unit: TRAIT_UNITS[trait],
        value,
        herd: { animals: herd?.animals ?? 0, mean: herd ? round(herd.mean, 3) : null, min: herd ? round(herd.min, 3) : null, max: herd ? round(herd.max, 3) : null },
        heritability: trait === 'milk' ? settings.maternalHeritability : settings.heritability,
        rangeLow: value ? round(value.epd - value.possibleChange, 3) : null,
        rangeHigh: value ? round(value.epd + value.possibleChange, 3) : null,
      };
    }),
  };
}

const EXPORT_PAGE = 1000;

/** `/genetics` as a CSV or XLSX file: the list's filter and sort, each trait's EPD, accuracy and rank. */
export function exportGenetics(context: AppContext, session: Session, query: GeneticsExportQuery, language: Language): Promise<TableFile> {
  const { format, ...filters } = query;
  const words = GENETICS_WORDS[language];
  async function* batches() {
    for (let pageNumber = 1; ; pageNumber += 1) {
      const { items: list } = await page(context, session, queryFilter(filters), pageNumber, EXPORT_PAGE);
      yield list.map(({ animal, values }) => {
        const cells: CsvCell[] = [animal.tagNumber, animal.nickname, animal.gender, animal.breed, animal.birthDate && isoToDisplayDate(animal.birthDate), animal.inbreeding === null ? null : round(animal.inbreeding * 100, 2)];
        for (const trait of GENETIC_TRAITS) cells.push(values[trait]?.epd ?? null, values[trait]?.accuracy ?? null, values[trait]?.percentile ?? null);
        return cells;
      });
      if (list.length < EXPORT_PAGE) return;
    }
  }
  const headers: string[] = [words.tagNumber, words.nickname, words.gender, words.breed, words.birthDate, words.inbreeding];
  for (const trait of GENETIC_TRAITS) headers.push(`${TRAIT_LABELS[language][trait]} ${words.epd}`, `${TRAIT_LABELS[language][trait]} ${words.accuracy}`, `${TRAIT_LABELS[language][trait]} ${words.percentile}`);
  return tableFile(format, { name: `epds-${context.clock().toISOString().slice(0, 10)}`, sheetName: words.sheet, headers, batches: batches() });
}

