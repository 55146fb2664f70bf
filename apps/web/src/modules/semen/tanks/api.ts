import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationBody, OperationQuery } from '@ganado/shared/http';
import { semenOperations as ops, type TankForm } from '@ganado/shared/semen';
import { call } from '../../../app/api';

export type TanksQuery = OperationQuery<typeof ops.listTanks>;
export type PacksQuery = OperationQuery<typeof ops.listSemenPacks>;
export type StoreBody = OperationBody<typeof ops.storeStraws>;
export type MoveBody = OperationBody<typeof ops.moveSemenPack>;
export type CountBody = OperationBody<typeof ops.countTank>;

/** The largest page the server gives: every tank for a select, every pack of a tank for its count (at most TANK_COUNT_PACKS_MAX). */
const WHOLE_LIST = 1000;

// Under `semen`, as every query of the module: a saved change asks them all again (useRefreshSemen).
export function useTanks(query: TanksQuery) {
  return useQuery({ queryKey: ['semen', 'tanks', query], queryFn: () => call(ops.listTanks, { query }), placeholderData: keepPreviousData });
}

export function useTank(id: string | undefined) {
  return useQuery({ queryKey: ['semen', 'tank', id], queryFn: () => call(ops.getTank, { params: { id: id! } }), enabled: Boolean(id) });
}

/** The tanks straws may go into: the active ones, by name. */
export function useTankChoices() {
  const tanks = useQuery({ queryKey: ['semen', 'tanks', 'all'], queryFn: () => call(ops.listTanks, { query: { page: 1, limit: WHOLE_LIST } }) });
  return tanks.data?.items.filter((tank) => tank.active);
}

export function usePacks(query: PacksQuery) {
  return useQuery({ queryKey: ['semen', 'packs', query], queryFn: () => call(ops.listSemenPacks, { query }), placeholderData: keepPreviousData });
}

/** Every pack of a tank with straws by the log: what its count must name. */
export function useTankPacks(tankId: string | undefined) {
  return useQuery({ queryKey: ['semen', 'packs', 'tank', tankId], queryFn: () => call(ops.listSemenPacks, { query: { tankId, page: 1, limit: WHOLE_LIST } }), enabled: Boolean(tankId) });
}

export const createTank = (body: TankForm) => call(ops.addTank, { body });
export const updateTank = (id: string, body: TankForm) => call(ops.updateTank, { params: { id }, body });
export const countTank = (id: string, body: CountBody) => call(ops.countTank, { params: { id }, body });
export const storeStraws = (batchId: string, body: StoreBody) => call(ops.storeStraws, { params: { id: batchId }, body });
export const moveSemenPack = (packId: string, body: MoveBody) => call(ops.moveSemenPack, { params: { id: packId }, body });
