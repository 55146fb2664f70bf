import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { drugOperations as ops } from '@ganado/shared/drugs';
import type { OperationQuery } from '@ganado/shared/http';
import { call, download } from '../../../app/api';
import { saveFile } from '../../animals/api';

export type RegisterQuery = OperationQuery<typeof ops.listRegister>;
export type RegisterFormat = 'csv' | 'xlsx' | 'pdf';

/** GET /api/drug/register: one page of the medicine register, newest first. */
export function useMedicineRegister(query: RegisterQuery) {
  return useQuery({ queryKey: ['drugs', 'register', query], queryFn: () => call(ops.listRegister, { query }), placeholderData: keepPreviousData });
}

/** GET /api/drug/register/export: the register for the same period and drug as a file, handed to the browser as a download. */
export async function exportRegister(query: Omit<RegisterQuery, 'page' | 'limit'> & { format: RegisterFormat }): Promise<void> {
  saveFile(await download(ops.exportRegister, { query }), `medicine-register.${query.format}`);
}
