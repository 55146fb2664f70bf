import { z } from 'zod';
import { operation } from '../http';
import {
  fertilityStatistics,
  genotypeStatisticsExportQuery,
  genotypeStatisticsQuery,
  inseminatorStatisticsExportQuery,
  inseminatorStatisticsQuery,
  organisationStatisticsExportQuery,
  organisationStatisticsQuery,
} from './statistics';

const FILE_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];

/**
 * The fertility statistics screens (docs/decisions.md: semen automation, the statistics screens),
 * each under its own module's permission: the figures to view, their table as a file to export.
 * 404: a farm not of the organisation.
 */
export const fertilityStatisticsOperations = {
  inseminatorStatistics: operation({
    operationId: 'inseminatorStatistics',
    method: 'GET',
    path: '/semen/statistics/inseminators',
    summary: 'Conception and non-return rates of the period’s AI services per inseminator (or sire, batch, month)',
    tag: 'semen',
    access: { module: 'inseminatorStatistics', action: 'view' },
    query: inseminatorStatisticsQuery,
    answer: fertilityStatistics,
    errors: [404],
  }),
  exportInseminatorStatistics: operation({
    operationId: 'exportInseminatorStatistics',
    method: 'GET',
    path: '/semen/statistics/inseminators/export',
    summary: 'The inseminator statistics table as a CSV or XLSX file',
    tag: 'semen',
    access: { module: 'inseminatorStatistics', action: 'export' },
    query: inseminatorStatisticsExportQuery,
    answer: z.any().describe('The table as CSV or XLSX'),
    answerKind: 'file',
    produces: FILE_TYPES,
    errors: [404],
  }),
  organisationStatistics: operation({
    operationId: 'organisationStatistics',
    method: 'GET',
    path: '/semen/statistics/organisation',
    summary: 'The organisation’s non-return and conception rates (organisation NRR) by month or farm',
    tag: 'semen',
    access: { module: 'organisation', action: 'view' },
    query: organisationStatisticsQuery,
    answer: fertilityStatistics,
    errors: [404],
  }),
  exportOrganisationStatistics: operation({
    operationId: 'exportOrganisationStatistics',
    method: 'GET',
    path: '/semen/statistics/organisation/export',
    summary: 'The organisation NRR table as a CSV or XLSX file',
    tag: 'semen',
    access: { module: 'organisation', action: 'export' },
    query: organisationStatisticsExportQuery,
    answer: z.any().describe('The table as CSV or XLSX'),
    answerKind: 'file',
    produces: FILE_TYPES,
    errors: [404],
  }),
  genotypePerformance: operation({
    operationId: 'genotypePerformance',
    method: 'GET',
    path: '/semen/statistics/genotypes',
    summary: 'Conception and non-return rates of the period’s AI services per sire breed (or sire)',
    tag: 'semen',
    access: { module: 'genotypePerformance', action: 'view' },
    query: genotypeStatisticsQuery,
    answer: fertilityStatistics,
    errors: [404],
  }),
  exportGenotypePerformance: operation({
    operationId: 'exportGenotypePerformance',
    method: 'GET',
    path: '/semen/statistics/genotypes/export',
    summary: 'The genotype performance table as a CSV or XLSX file',
    tag: 'semen',
    access: { module: 'genotypePerformance', action: 'export' },
    query: genotypeStatisticsExportQuery,
    answer: z.any().describe('The table as CSV or XLSX'),
    answerKind: 'file',
    produces: FILE_TYPES,
    errors: [404],
  }),
};
