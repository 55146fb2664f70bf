import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { drugOperations as ops, type DrugOrderReceipt, type DrugOrderRequest } from '@ganado/shared/drugs';
import type { OperationQuery } from '@ganado/shared/http';
import { call } from '../../../app/api';

export type OrdersQuery = OperationQuery<typeof ops.listDrugOrders>;

/** GET /api/drug/order: one page of the orders, newest first. Under `drugs`, so a saved change asks them again. */
export function useDrugOrders(query: OrdersQuery) {
  return useQuery({ queryKey: ['drugs', 'orders', query], queryFn: () => call(ops.listDrugOrders, { query }), placeholderData: keepPreviousData });
}

export function useDrugOrder(id: string | undefined) {
  return useQuery({ queryKey: ['drugs', 'order', id], queryFn: () => call(ops.getDrugOrder, { params: { id: id! } }), enabled: Boolean(id) });
}

export const createOrder = (body: DrugOrderRequest) => call(ops.addDrugOrder, { body });
export const updateOrder = (id: string, body: DrugOrderRequest) => call(ops.updateDrugOrder, { params: { id }, body });
export const receiveOrder = (id: string, body: DrugOrderReceipt) => call(ops.receiveDrugOrder, { params: { id }, body });

/** The steps that need nothing but the order: now is when they happen. */
export const ORDER_STEPS = { place: ops.placeDrugOrder, ship: ops.shipDrugOrder, cancel: ops.cancelDrugOrder } as const;
export type OrderStep = keyof typeof ORDER_STEPS;
export const takeOrderStep = (id: string, step: OrderStep) => call(ORDER_STEPS[step], { params: { id }, body: {} });
