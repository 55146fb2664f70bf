import type { Figure } from '@ganado/herd-kpis';
import { minorDigits } from '@ganado/shared/money';
import { type FigureAnimals, type FigureAnimalsQuery, type Kpi, PAGE_LAYOUTS, REPORT_TABLE_MAX_ROWS, type ReportPage, type ReportPageData, type ReportQuery } from '@ganado/shared/reports';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { farmExists, groupExists } from '../animals/records/records.repository';
import { textTable } from '../../jobs/threads';
import type { PackedInput } from './compute/input.columns';
import { computeFigureOffThread, computeReportOffThread } from './compute/report.off-thread';
import type { ComputedReport } from './compute/report.task';
import { figureNeeds, pageNeeds } from './compute/needs';
import { animalsInScope, figureAnimalRows, namesOf, type RecordType, recordsOf, tagsOf } from './herd.repository';
import { herdColumnsOf, milkBySession } from './herd.records';
import { reportWindow, type ReportWindow } from './reports.window';

/** A farm or group filter must be the organisation's: another's is not found, as any record of theirs. */
export async function checkFilters(context: Pick<AppContext, 'db'>, organizationId: string, query: ReportQuery): Promise<void> {
  const { db } = context;
  if (query.farmId && !(await farmExists(db, organizationId, query.farmId))) throw new AppError(404, 'errors.notFound', { param: 'farmId' });
  if (query.groupId && !(await groupExists(db, organizationId, query.groupId))) throw new AppError(404, 'errors.notFound', { param: 'groupId' });
}

/**
 * The herd a page reads (docs/decisions.md: reports): the organisation's animals that pass the
 * filters as of the day, their records of the kinds the page reads (compute/needs.ts) up to its
 * end, and the names the page shows, in the columns they travel in to the worker thread.
 */
async function loadInput(context: Pick<AppContext, 'db'>, organizationId: string, query: ReportQuery, window: ReportWindow, types: readonly RecordType[]): Promise<PackedInput> {
  const { db } = context;
  const animals = await animalsInScope(db, organizationId, query, window.asOfEnd);
  // Unfiltered, the page's animals are nearly all the organisation's: its records are read whole
  // rather than through a list of 100,000 ids, and those of an animal not yet in the herd left out.
  const filtered = Boolean(query.farmId || query.groupId || query.breedCode || query.gender);
  const rows = await recordsOf(db, organizationId, filtered ? { animalIds: animals.map((animal) => animal.id) } : 'organisation', window.asOfEnd, types);
  const inScope = new Set(animals.map((animal) => animal.id));
  const sireIds = [...new Set(rows.services.flatMap((row) => (row.sireId && inScope.has(row.animalId) ? [row.sireId] : [])))];
  const [names, sireTags] = await Promise.all([namesOf(db, organizationId), tagsOf(db, organizationId, sireIds)]);
  const tags = new Map(sireTags);
  for (const animal of animals) tags.set(animal.id, animal.tagNumber);
  const currency = rows.health.find((row) => row.currency && inScope.has(row.animalId))?.currency ?? null;
  const { strings, ref } = textTable();
  return {
    ...herdColumnsOf(animals, rows, ref),
    strings,
    window: { from: window.from.getTime(), to: window.to.getTime(), asOf: window.asOfEnd.getTime() - 1 },
    tags: { id: Int32Array.from(tags.keys(), (id) => ref(id)), tag: Int32Array.from(tags.values(), (tag) => ref(tag)) },
    groups: Object.fromEntries(names.groups),
    sires: Object.fromEntries(names.sires),
    sessions: milkBySession(animals, rows.milk, window),
    currencyDigits: currency ? minorDigits(currency) : 2,
    currency,
  };
}

export interface ComputedPage {
  window: ReportWindow;
  computedAt: Date;
  currency: string | null;
  report: ComputedReport;
}

/** A page computed for the filters, with every table row (the files need them all). */
export async function computePage(context: AppContext, organizationId: string, page: ReportPage, query: ReportQuery): Promise<ComputedPage> {
  const window = reportWindow(query, context.clock());
  await checkFilters(context, organizationId, query);
  const input = await loadInput(context, organizationId, query, window, pageNeeds(page));
  return { window, computedAt: context.clock(), currency: input.currency, report: await computeReportOffThread({ page, input }) };
}

const presentFigure = (id: Kpi, figure: Figure) => ({
  id,
  value: figure.value,
  numerator: figure.numerator,
  denominator: figure.denominator,
  reliable: figure.reliable,
  animals: figure.animalIds.length,
});

/** A page as its screen shows it, its table cut to REPORT_TABLE_MAX_ROWS, worked out just now. */
export function presentPage(page: ReportPage, { window, computedAt, currency, report }: ComputedPage): ReportPageData {
  return {
    page,
    asOf: window.asOf,
    period: window.period,
    computedAt: computedAt.toISOString(),
    currency,
    figures: report.figures.map(({ id, figure }) => presentFigure(id, figure)),
    charts: report.charts,
    table: { id: PAGE_LAYOUTS[page].table, rows: report.rows.slice(0, REPORT_TABLE_MAX_ROWS), total: report.rows.length },
    changedSince: false,
  };
}

/**
 * One figure for the filters and as-of day asked, as a page would show it (the livestock goals read
 * their progress through it: docs/decisions.md, livestock goals). Only the `db` and clock are used.
 */
export async function computeFigure(context: Pick<AppContext, 'db' | 'clock'>, organizationId: string, figure: Kpi, query: ReportQuery): Promise<Figure> {
  const window = reportWindow(query, context.clock());
  await checkFilters(context, organizationId, query);
  return computeFigureOffThread({ input: await loadInput(context, organizationId, query, window, figureNeeds(figure)), figure });
}

/** The animals behind one figure of a page, a page of them at a time, in the figure's order. */
export async function getFigureAnimals(context: AppContext, organizationId: string, page: ReportPage, figure: Kpi, query: FigureAnimalsQuery): Promise<FigureAnimals> {
  if (!PAGE_LAYOUTS[page].figures.includes(figure)) throw new AppError(404, 'errors.notFound', { param: 'figure' });
  const { animalIds } = await computeFigure(context, organizationId, figure, query);
  const slice = animalIds.slice((query.page - 1) * query.limit, query.page * query.limit);
  const rows = await figureAnimalRows(context.db, organizationId, slice);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return { items: slice.flatMap((id) => byId.get(id) ?? []), total: animalIds.length, page: query.page, limit: query.limit };
}
