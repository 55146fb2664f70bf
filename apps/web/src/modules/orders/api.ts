import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { drugOperations } from '@ganado/shared/drugs';
import type { OperationQuery } from '@ganado/shared/http';
import { orderOperations as ops, ORDER_STEP_OPERATIONS, type Order, type OrderForm, type OrderStep, type orderStepRequest, type ProductForm, type ShipmentForm } from '@ganado/shared/orders';
import { supplyOperations } from '@ganado/shared/supplies';
import { semenOperations } from '@ganado/shared/semen';
import type { z } from 'zod';
import { call, download } from '../../app/api';
import { saveFile } from '../animals/api';
import { useSession } from '../../app/use-session';

export type OrdersQuery = OperationQuery<typeof ops.listOrders>;
export type ProductsQuery = OperationQuery<typeof ops.listProducts>;
export type ShipmentsQuery = OperationQuery<typeof ops.listShipments>;
export type SummaryQuery = OperationQuery<typeof ops.ordersSummary>;
/** A step's body as sent: when it happened (now, if left out) and a note. */
export type StepBody = z.input<typeof orderStepRequest>;

/** Enough to find a product or a customer by a few letters; the server searches the rest. */
export const OPTIONS_OFFERED = 20;
/** A select of the organisation's supplies or drugs: the largest page the server gives. */
const WHOLE_LIST = 1000;

/** GET /api/order: one page of the sales or the purchases. Under `orders`, so a saved change asks them again. */
export function useOrders(query: OrdersQuery) {
  return useQuery({ queryKey: ['orders', 'list', query], queryFn: () => call(ops.listOrders, { query }), placeholderData: keepPreviousData });
}

export function useOrder(id: string | undefined) {
  return useQuery({ queryKey: ['orders', 'one', id], queryFn: () => call(ops.getOrder, { params: { id: id! } }), enabled: Boolean(id) });
}

/** GET /api/order/product: the catalogue, searched by name and narrowed by kind. */
export function useProducts(query: ProductsQuery) {
  return useQuery({ queryKey: ['orders', 'products', query], queryFn: () => call(ops.listProducts, { query }), placeholderData: keepPreviousData });
}

/** GET /api/order/counterparty: the customers and suppliers whose name holds `search`. */
export function useCounterparties(search: string) {
  return useQuery({
    queryKey: ['orders', 'counterparties', search],
    queryFn: () => call(ops.listCounterparties, { query: { search: search || undefined, page: 1, limit: OPTIONS_OFFERED } }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the session may look at a module: asking another module's list without it would be refused (403) and leave the page. */
const useGranted = (module: string) => useSession().session?.modules.includes(module) ?? false;

/** GET /api/supply (under farms): the supplies a feed or supply product may be the stock of. */
export function useSupplyChoices(wanted: boolean) {
  const enabled = useGranted('farms') && wanted;
  return useQuery({ queryKey: ['orders', 'supplies'], queryFn: () => call(supplyOperations.listSupplies, { query: { page: 1, limit: WHOLE_LIST } }), enabled });
}

/** GET /api/drug (under drugs): the drugs of the cabinet a drug product may be the stock of, by name. */
export function useDrugChoices(wanted: boolean) {
  const enabled = useGranted('drugs') && wanted;
  return useQuery({ queryKey: ['orders', 'drugs'], queryFn: () => call(drugOperations.listDrugs, { query: { col: 'name', page: 1, limit: WHOLE_LIST } }), enabled });
}

/** The approved semen batches a straw product may ship from, newest first. */
export function useStrawBatchChoices(wanted: boolean) {
  const enabled = useGranted('semenAutomation') && wanted;
  return useQuery({
    queryKey: ['orders', 'semenBatches'],
    queryFn: () => call(semenOperations.listBatches, { query: { status: 'approved', page: 1, limit: WHOLE_LIST } }),
    enabled,
  });
}

/** After a change: every list, order and product of the module is asked again. */
export function useRefreshOrders() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['orders'] });
}

export const createOrder = (body: OrderForm) => call(ops.addOrder, { body });
export const updateOrder = (id: string, body: OrderForm) => call(ops.updateOrder, { params: { id }, body });
export const takeOrderStep = (id: string, step: OrderStep, body: StepBody) => call(ORDER_STEP_OPERATIONS[step], { params: { id }, body });
export const createProduct = (body: ProductForm) => call(ops.addProduct, { body });
export const updateProduct = (id: string, body: ProductForm) => call(ops.updateProduct, { params: { id }, body });

/** The documents an order prints: a sale's invoice (a purchase's record) and its delivery note, as PDF downloads. */
export const ORDER_DOCUMENTS = { invoice: ops.orderInvoice, deliveryNote: ops.orderDeliveryNote } as const;
export type OrderDocument = keyof typeof ORDER_DOCUMENTS;

export async function downloadOrderDocument(id: string, document: OrderDocument, language: 'en' | 'es'): Promise<void> {
  saveFile(await download(ORDER_DOCUMENTS[document], { params: { id }, query: { language } }), `${document}-${id.slice(0, 8)}.pdf`);
}

/** GET /api/shipment/:id/sheet: the movement sheet as a PDF, in the departure farm's language unless `language` says. */
export async function downloadShipmentSheet(id: string, language?: 'en' | 'es'): Promise<void> {
  saveFile(await download(ops.shipmentSheet, { params: { id }, query: language ? { language } : {} }), `movement-sheet-${id.slice(0, 8)}${language ? `-${language}` : ''}.pdf`);
}

/** GET /api/shipment: one page of the shipments, newest departure first. */
export function useShipments(query: ShipmentsQuery) {
  return useQuery({ queryKey: ['orders', 'shipments', query], queryFn: () => call(ops.listShipments, { query }), placeholderData: keepPreviousData });
}

export function useShipment(id: string | undefined) {
  return useQuery({ queryKey: ['orders', 'shipment', id], queryFn: () => call(ops.getShipment, { params: { id: id! } }), enabled: Boolean(id) });
}

/** The statuses a sale may ship from. */
export const SHIPPABLE_STATUSES = ['placed', 'confirmed'] as const;
export const isShippable = (order: Pick<Order, 'direction' | 'status'>) => order.direction === 'sale' && (SHIPPABLE_STATUSES as readonly string[]).includes(order.status);

/** The sales that may ship (placed or confirmed) whose customer or reference holds `search`: the server filters one status at a time. */
export function useShippableSales(search: string) {
  return useQuery({
    queryKey: ['orders', 'shippable', search],
    queryFn: async () => {
      const pages = await Promise.all(
        SHIPPABLE_STATUSES.map((status) => call(ops.listOrders, { query: { direction: 'sale', status, search: search || undefined, page: 1, limit: OPTIONS_OFFERED } })),
      );
      return pages.flatMap((page) => page.items);
    },
    placeholderData: keepPreviousData,
  });
}

/** Animals leave: the shipment recorded, their removal with it. */
export const createShipment = (body: ShipmentForm) => call(ops.addShipment, { body });

/** After a shipment: the orders asked again, and the herd, which the animals have left. */
export function useRefreshShipments() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['orders'] }), queryClient.invalidateQueries({ queryKey: ['animals'] })]);
}

/** GET /api/order/summary: revenue, cost and margin per month and product kind, in one currency. */
export function useOrdersSummary(query: SummaryQuery) {
  return useQuery({ queryKey: ['orders', 'summary', query], queryFn: () => call(ops.ordersSummary, { query }), placeholderData: keepPreviousData });
}

export type OrdersFormat = 'csv' | 'xlsx';

/** GET /api/order/export: the list as filtered and sorted on the screen, as a file. */
export async function exportOrders(query: Omit<OrdersQuery, 'page' | 'limit'>, format: OrdersFormat): Promise<void> {
  saveFile(await download(ops.exportOrders, { query: { ...query, format } }), `orders.${format}`);
}
