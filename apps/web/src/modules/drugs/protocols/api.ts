import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { drugOperations as ops, type ProtocolApplication, type ProtocolRequest } from '@ganado/shared/drugs';
import type { OperationQuery } from '@ganado/shared/http';
import { call } from '../../../app/api';

export type ProtocolsQuery = OperationQuery<typeof ops.listProtocols>;

/** GET /api/drug/protocol: one page of the organisation's treatment protocols. */
export function useProtocols(query: ProtocolsQuery) {
  return useQuery({ queryKey: ['drugs', 'protocols', query], queryFn: () => call(ops.listProtocols, { query }), placeholderData: keepPreviousData });
}

export const createProtocol = (body: ProtocolRequest) => call(ops.addProtocol, { body });
export const updateProtocol = (id: string, body: ProtocolRequest) => call(ops.updateProtocol, { params: { id }, body });
/** Plans the course for the animals: one task per dose, the stock held in one pack. */
export const applyProtocol = (id: string, body: ProtocolApplication) => call(ops.applyProtocol, { params: { id }, body });
