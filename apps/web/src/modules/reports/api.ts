import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationQuery } from '@ganado/shared/http';
import { type Kpi, type ReportFileFormat, reportOperations as ops, type ReportPage } from '@ganado/shared/reports';
import { call, download } from '../../app/api';
import { saveFile } from '../animals/api';

/** A page's filters as the URL holds them (analytics/report-query.ts). */
export type ReportFilters = OperationQuery<typeof ops.reportPage>;

/** While the server works out newer figures than those it answered with, the page asks again this often. */
const CHANGED_SINCE_POLL_MS = 5000;

/** A page's figures, charts and table; the last answer stays on screen while the next comes. */
export function useReportPage(page: ReportPage, query: ReportFilters) {
  return useQuery({
    queryKey: ['reports', page, query],
    queryFn: () => call(ops.reportPage, { params: { page }, query }),
    placeholderData: keepPreviousData,
    refetchInterval: (current) => (current.state.data?.changedSince ? CHANGED_SINCE_POLL_MS : false),
  });
}

/** The animals behind one figure, a page of them at a time. */
export function useFigureAnimals(page: ReportPage, figure: Kpi | null, query: ReportFilters, at: { page: number; limit: number }) {
  return useQuery({
    queryKey: ['reports', page, 'figure', figure, query, at],
    queryFn: () => call(ops.figureAnimals, { params: { page, figure: figure! }, query: { ...query, ...at } }),
    enabled: figure !== null,
    placeholderData: keepPreviousData,
  });
}

/** The page as filtered on screen, as a file. */
export async function exportReport(page: ReportPage, query: ReportFilters, format: ReportFileFormat): Promise<void> {
  saveFile(await download(ops.exportReport, { params: { page }, query: { ...query, format } }), `${page}-${query.asOf ?? 'today'}.${format}`);
}
