import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationQuery } from '@ganado/shared/http';
import { geneticsOperations as ops } from '@ganado/shared/genetics';
import { call, download } from '../../../app/api';
import { saveFile } from '../../animals/api';

export type GeneticsListQuery = OperationQuery<typeof ops.listGenetics>;
export type GeneticsExportQuery = OperationQuery<typeof ops.exportGenetics>;

/**
 * GET /api/genetics: one page of the herd with its current EPDs. Every query of the module is
 * under `genetics`, so a finished evaluation asks them all again.
 */
export function useGenetics(query: GeneticsListQuery) {
  return useQuery({ queryKey: ['genetics', 'list', query], queryFn: () => call(ops.listGenetics, { query }), placeholderData: keepPreviousData });
}

/** GET /api/genetics/export: the list with its filters and sort as a CSV or XLSX file, handed to the browser. */
export async function exportGenetics(query: GeneticsExportQuery & { format: 'csv' | 'xlsx' }): Promise<void> {
  saveFile(await download(ops.exportGenetics, { query }), `epds.${query.format}`);
}
