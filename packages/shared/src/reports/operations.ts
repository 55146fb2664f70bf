import { z } from 'zod';
import { operation } from '../http';
import { figureAnimals, reportPage } from './answers';
import { figureAnimalsParams, figureAnimalsQuery, reportExportQuery, reportPageParams, reportQuery } from './query';

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'];

/**
 * The analytics pages (docs/decisions.md: reports), under the reports permission: a page's figures,
 * charts and table for the filters and as-of date asked; the animals behind one figure; the page as
 * a CSV or XLSX table or a PDF report with its charts. 404: a farm or group not of the organisation;
 * 422: a reversed period, an as-of date in the future or a period ending after it.
 */
export const reportOperations = {
  reportPage: operation({
    operationId: 'reportPage',
    method: 'GET',
    path: '/reports/:page',
    summary: 'An analytics page: its herd figures with what they are made of, its charts and its table',
    tag: 'reports',
    access: { module: 'reports', action: 'view' },
    params: reportPageParams,
    query: reportQuery,
    answer: reportPage,
    errors: [404],
  }),
  figureAnimals: operation({
    operationId: 'figureAnimals',
    method: 'GET',
    path: '/reports/:page/figures/:figure/animals',
    summary: 'The animals behind one figure of an analytics page, a page at a time',
    tag: 'reports',
    access: { module: 'reports', action: 'view' },
    params: figureAnimalsParams,
    query: figureAnimalsQuery,
    answer: figureAnimals,
    errors: [404],
  }),
  exportReport: operation({
    operationId: 'exportReport',
    method: 'GET',
    path: '/reports/:page/export',
    summary: 'An analytics page as a CSV or XLSX table, or a PDF report with its figures and charts',
    tag: 'reports',
    access: { module: 'reports', action: 'export' },
    params: reportPageParams,
    query: reportExportQuery,
    answer: z.any().describe('The page as CSV, XLSX or PDF'),
    answerKind: 'file',
    produces: FILE_TYPES,
    errors: [404],
  }),
};
