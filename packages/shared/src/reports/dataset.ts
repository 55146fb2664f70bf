import { z } from 'zod';

/**
 * The organisation's data for its analysts (docs/decisions.md: the dataset export): one file per
 * table in a zip, as CSV or as Parquet with typed columns, with a data dictionary and a README.
 */
export const DATASET_FORMATS = ['csv', 'parquet'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

/** The tables of a dataset, one file each (`animals.csv` or `animals.parquet`), in the zip's order. */
export const DATASET_TABLES = ['animals', 'records', 'pedigree', 'tasks', 'stock'] as const;
export type DatasetTable = (typeof DATASET_TABLES)[number];

export const datasetQuery = z.object({ format: z.enum(DATASET_FORMATS, { error: 'validation.invalid' }).default('csv') });
export type DatasetQuery = z.infer<typeof datasetQuery>;
