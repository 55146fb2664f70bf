import { z } from 'zod';
import { GENDERS } from '../animals/choices';
import { dateRangeQuery, pageQuery, text } from '../http';
import { isIsoDate } from '../format';
import { KPIS, REPORT_PAGES } from './pages';

/** A year by default: the figures of a herd are read over a season or more. */
export const REPORT_DEFAULT_DAYS = 365;
/** Ten years at most in one request: every animal's whole history is read for it. */
export const REPORT_MAX_DAYS = 3660;

const id = z.uuid({ error: 'validation.invalid' }).optional();

/**
 * Every page's filters: the period (ISO dates, both included; a year to the as-of date by
 * default), the as-of date (today by default; the herd as it was at that day's end, later records
 * unknown), and the animals counted: on a farm and in a group on that date, of a breed and sex.
 * The server refuses an as-of date in the future and a period ending after it (docs/decisions.md: reports).
 */
export const reportQuery = dateRangeQuery(REPORT_MAX_DAYS).safeExtend({
  asOf: text()
    .refine(isIsoDate, 'reports.dateInvalid')
    .optional(),
  farmId: id,
  groupId: id,
  breedCode: text().trim().max(40).optional(),
  gender: z.enum(GENDERS, { error: 'validation.invalid' }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportPageParams = z.object({ page: z.enum(REPORT_PAGES, { error: 'errors.notFound' }) });

export const REPORT_FILE_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ReportFileFormat = (typeof REPORT_FILE_FORMATS)[number];
export const reportExportQuery = reportQuery.safeExtend({ format: z.enum(REPORT_FILE_FORMATS, { error: 'validation.invalid' }).default('pdf') });
export type ReportExportQuery = z.infer<typeof reportExportQuery>;

export const figureAnimalsParams = reportPageParams.extend({ figure: z.enum(KPIS, { error: 'errors.notFound' }) });
export const figureAnimalsQuery = reportQuery.safeExtend({ page: pageQuery.shape.page, limit: pageQuery.shape.limit });
export type FigureAnimalsQuery = z.infer<typeof figureAnimalsQuery>;
