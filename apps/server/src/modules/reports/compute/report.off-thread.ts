import type { Figure } from '@ganado/herd-kpis';
import type { Kpi } from '@ganado/shared/reports';
import { threadPool } from '../../../jobs/threads';
import { type PackedInput, transferables } from './input.columns';
import type { ComputedReport, ReportTask } from './report.task';

/**
 * A page's figures are worked out off the request thread, as the fertility statistics are
 * (semen/statistics/statistics.off-thread.ts): a herd of thousands with years of records takes
 * long enough to hold up every other request. Threads start when needed and leave when idle, at
 * most half the cores compute at once. The input travels in columns (input.columns.ts).
 */
const pool = threadPool<ReportTask | { input: PackedInput; figure: Kpi }, ComputedReport | Figure>(new URL('./report.worker.mjs', import.meta.url));

export const computeReportOffThread = (task: ReportTask): Promise<ComputedReport> => pool.run(task, { name: 'computeReport', transferList: transferables(task.input) }) as Promise<ComputedReport>;
export const computeFigureOffThread = (task: { input: PackedInput; figure: Kpi }): Promise<Figure> => pool.run(task, { name: 'computeFigure', transferList: transferables(task.input) }) as Promise<Figure>;
