import { z } from 'zod';
import { operation } from '../http';
import { datasetQuery } from './dataset';

/**
 * The dataset export (docs/decisions.md: the dataset export), under the reports module's export
 * permission. Its path is a static segment beside `/reports/:page`: the router matches a static
 * segment before a parameter, whatever the order of registration.
 */
export const datasetOperations = {
  exportDataset: operation({
    operationId: 'exportDataset',
    method: 'GET',
    path: '/reports/dataset',
    summary: "The organisation's animals, records, pedigree, tasks and stock as CSV or Parquet files in a zip, with a data dictionary",
    tag: 'reports',
    access: { module: 'reports', action: 'export' },
    query: datasetQuery,
    answer: z.any().describe('A zip: one file per table, dictionary.csv and README.txt'),
    answerKind: 'file',
    produces: ['application/zip'],
    errors: [],
  }),
};
