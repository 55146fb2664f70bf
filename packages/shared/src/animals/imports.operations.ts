import { z } from 'zod';
import { idParams } from '../departments/departments';
import { operation, pageOf } from '../http';
import { animalImport, animalImportRequest, animalImportsQuery, animalImportTemplateQuery } from './bulk';

/**
 * Spreadsheet imports of animals, weights and milk records (docs/ARCHITECTURE.md). A file with any
 * bad row is refused whole: 422 with the row errors (`row`, `param` the column) and the kept
 * import's `id`, so its report can be shown again; nothing is written.
 */
export const animalImportOperations = {
  importAnimals: operation({
    operationId: 'importAnimals',
    method: 'POST',
    path: '/animal/import',
    summary:
      'Import animals, weights or milk records from a CSV or XLSX file (multipart: kind, file). Every row is checked first: ' +
      'any bad row rejects the file (422 with the row errors and the kept import’s `id`), nothing written; a good file is written in the background',
    tag: 'animals',
    access: { module: 'animals', action: 'create' },
    body: animalImportRequest,
    bodyKind: 'multipart',
    status: 202,
    answer: animalImport,
    errors: [],
    message: 'success.importStarted',
  }),
  listAnimalImports: operation({
    operationId: 'listAnimalImports',
    method: 'GET',
    path: '/animal/import',
    summary: 'The organisation’s animal imports with their status and progress, newest first',
    tag: 'animals',
    access: { module: 'animals', action: 'view' },
    query: animalImportsQuery,
    answer: pageOf(animalImport),
    errors: [],
  }),
  downloadAnimalImportTemplate: operation({
    operationId: 'downloadAnimalImportTemplate',
    method: 'GET',
    path: '/animal/import/template',
    summary:
      'A CSV or XLSX to start an import from, in the caller’s language: the header row (`*` marks required columns) and example rows naming the ' +
      'organisation’s own farm, zone and group; an XLSX adds a "Values" sheet listing what each coded column takes (code or label, English or Spanish)',
    tag: 'animals',
    access: { module: 'animals', action: 'view' },
    query: animalImportTemplateQuery,
    answer: z.any().describe('The template as CSV or XLSX'),
    answerKind: 'file',
    produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    errors: [],
  }),
  getAnimalImport: operation({
    operationId: 'getAnimalImport',
    method: 'GET',
    path: '/animal/import/:id',
    summary: 'One import: status, rows written so far, and the row errors of a rejected file',
    tag: 'animals',
    access: { module: 'animals', action: 'view' },
    params: idParams,
    answer: animalImport,
    errors: [404],
  }),
};
