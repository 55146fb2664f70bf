import { useQuery } from '@tanstack/react-query';
import { drugOperations as ops, type ReservationRequest } from '@ganado/shared/drugs';
import { call } from '../../../app/api';

/** A pack holds a handful of reservations at most: one page shows them all. */
const HOLDS_SHOWN = 100;

/** GET /api/drug/reservation?packId=: what is still held of a pack, for planned work. */
export function usePackReservations(packId: string) {
  return useQuery({ queryKey: ['drugs', 'reservations', packId], queryFn: () => call(ops.listReservations, { query: { packId, page: 1, limit: HOLDS_SHOWN } }) });
}

export const reserveStock = (body: ReservationRequest) => call(ops.reserveDrug, { body });
export const releaseReservation = (id: string) => call(ops.releaseReservation, { params: { id } });
