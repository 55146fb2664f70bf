import { z } from 'zod';
import { GENDERS } from '../animals/choices';
import { pageOf, text } from '../http';
import { KPIS, REPORT_CHARTS, REPORT_PAGES, REPORT_TABLES } from './pages';
import { REPORT_WORDS, type ReportWord } from './tables';

const count = z.number().int();

/** One figure: its value with what it is made of (docs/decisions.md: reports). */
export const reportFigure = z.object({
  id: z.enum(KPIS),
  value: z.number().nullable().describe('A share 0–1, a mean or a total; null when there is nothing to compute it from'),
  numerator: z.number(),
  denominator: z.number(),
  reliable: z.boolean().describe('False when too few are behind it to trust'),
  animals: count.describe('Animals behind the figure, listed by the figure’s animals operation'),
});
export type ReportFigure = z.infer<typeof reportFigure>;

const WORDS = Object.keys(REPORT_WORDS) as [ReportWord, ...ReportWord[]];
/** A label or cell the client words in its language, or text shown as it is (a group’s name). */
export const reportLabel = z.union([z.object({ word: z.enum(WORDS) }), text()]);
export type ReportLabel = z.infer<typeof reportLabel>;

export const reportChart = z.object({
  id: z.enum(REPORT_CHARTS),
  kind: z.enum(['line', 'bar']),
  /** The x axis: ISO dates or months (YYYY-MM), or labels (a group, a diagnosis, a sire). */
  axis: z.enum(['date', 'month', 'category', 'number']),
  categories: z.array(reportLabel),
  series: z.array(z.object({ name: reportLabel, share: z.boolean(), values: z.array(z.number().nullable()) })),
});
export type ReportChartData = z.infer<typeof reportChart>;

export const reportCell = z.union([z.number(), z.null(), reportLabel]);
export type ReportCell = z.infer<typeof reportCell>;

export const reportTable = z.object({
  id: z.enum(REPORT_TABLES),
  rows: z.array(z.object({ animalId: z.uuid().nullable(), cells: z.array(reportCell) })),
  /** Rows before the table was cut to REPORT_TABLE_MAX_ROWS (the files hold them all). */
  total: count,
});
export type ReportTableData = z.infer<typeof reportTable>;

/** A page's table on screen shows at most this many rows; its files hold every row. */
export const REPORT_TABLE_MAX_ROWS = 500;

export const reportPage = z.object({
  page: z.enum(REPORT_PAGES),
  asOf: z.iso.date().describe('The herd as it was at this day’s end'),
  period: z.object({ from: z.iso.date(), to: z.iso.date() }),
  computedAt: z.iso.datetime().describe('When these figures were worked out'),
  currency: text().nullable().describe('The currency of the money figures, when any price was recorded'),
  figures: z.array(reportFigure),
  charts: z.array(reportChart),
  table: reportTable,
  changedSince: z
    .boolean()
    .describe('The herd has changed since these figures were worked out (computedAt): newer ones are being worked out, and the page asked again shows them'),
});
export type ReportPageData = z.infer<typeof reportPage>;

export const figureAnimal = z.object({
  id: z.uuid(),
  tagNumber: text(),
  nickname: text().nullable(),
  gender: z.enum(GENDERS),
  farm: text().nullable(),
  group: text().nullable(),
  status: z.enum(['active', 'removed']),
});
export const figureAnimals = pageOf(figureAnimal);
export type FigureAnimals = z.infer<typeof figureAnimals>;
