import { idParams } from '../departments';
import { operation, pageOf } from '../http';
import { suppliesQuery, supply, supplyEvent, supplyEventRequest, supplyRequest } from './supplies';

/** Farm supplies and their stock, under the farms permission (docs/decisions.md: supplies). */
export const supplyOperations = {
  listSupplies: operation({
    operationId: 'listSupplies',
    method: 'GET',
    path: '/supply',
    summary: 'The organisation’s supplies with their stock on hand',
    tag: 'supplies',
    access: { module: 'farms', action: 'view' },
    query: suppliesQuery,
    answer: pageOf(supply),
    errors: [],
  }),
  addSupply: operation({
    operationId: 'addSupply',
    method: 'POST',
    path: '/supply',
    summary: 'Add a supply kept in stock',
    tag: 'supplies',
    access: { module: 'farms', action: 'create' },
    body: supplyRequest,
    answer: supply,
    errors: [409],
    message: 'success.supplyAdded',
  }),
  recordSupplyEvent: operation({
    operationId: 'recordSupplyEvent',
    method: 'POST',
    path: '/supply/event',
    summary: 'Supplies received, used or counted: one event of the log, moving their stock',
    tag: 'supplies',
    access: { module: 'farms', action: 'edit' },
    body: supplyEventRequest,
    answer: supplyEvent,
    errors: [404, 409],
    message: 'success.supplyEventRecorded',
  }),
  getSupply: operation({
    operationId: 'getSupply',
    method: 'GET',
    path: '/supply/:id',
    summary: 'One supply with its stock on hand',
    tag: 'supplies',
    access: { module: 'farms', action: 'view' },
    params: idParams,
    answer: supply,
    errors: [404],
  }),
};
