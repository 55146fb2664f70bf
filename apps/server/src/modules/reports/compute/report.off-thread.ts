import { availableParallelism } from 'node:os';
import type { Figure } from '@ganado/herd-kpis';
import type { Kpi } from '@ganado/shared/reports';
import Piscina from 'piscina';
import { type PackedInput, transferables } from './input.columns';
import type { ComputedReport, ReportTask } from './report.task';

/**
 * A page's figures are worked out off the request thread, as the fertility statistics are
 * (semen/statistics/statistics.off-thread.ts): a herd of thousands with years of records takes
 * long enough to hold up every other request. Threads start when needed and leave when idle, at
 * most half the cores compute at once. The input travels in columns (input.columns.ts).
 */
const pool = new Piscina({
  filename: new URL('./report.worker.mjs', import.meta.url).href,
  minThreads: 0,
  maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
  idleTimeout: 30_000,
});

export const computeReportOffThread = (task: ReportTask): Promise<ComputedReport> => pool.run(task, { name: 'computeReport', transferList: transferables(task.input) });
export const computeFigureOffThread = (task: { input: PackedInput; figure: Kpi }): Promise<Figure> => pool.run(task, { name: 'computeFigure', transferList: transferables(task.input) });
