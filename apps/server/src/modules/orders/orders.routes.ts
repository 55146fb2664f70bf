import { orderOperations as ops, ORDER_STEP_OPERATIONS } from '@ganado/shared/orders';
import type { FastifyPluginAsync } from 'fastify';
import { requestLanguage } from '../../http/language';
import { sendFile } from '../../http/table-file';
import { orderDeliveryNote, orderInvoice } from './book/orders.documents';
import { exportOrders } from './book/orders.export';
import { ordersSummary } from './book/orders.summary';
import { addShipment, getShipment, getShipments } from './shipments/shipments.service';
import { shipmentSheet } from './shipments/shipments.sheet';
import { route } from '../../http/operation';
import { addOrder, getOrder, getOrders, updateOrder } from './book/orders.service';
import { stepOrder } from './book/orders.steps';
import { addCounterparty, getCounterparties, updateCounterparty } from './counterparties/counterparties.service';
import { addProduct, getProduct, getProducts, updateProduct } from './products/products.service';

/** Orders and products (docs/product.md §1, §3 Order). The fixed paths come before `/order/:id`. */
export const orderRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listProducts, (request) => getProducts(request.tenant, request.session, request.query));
  route(app, ops.addProduct, (request) => addProduct(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getProduct, (request) => getProduct(request.tenant, request.session, request.params.id));
  route(app, ops.updateProduct, (request) => updateProduct(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listCounterparties, (request) => getCounterparties(request.tenant, request.session, request.query));
  route(app, ops.addCounterparty, (request) => addCounterparty(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateCounterparty, (request) => updateCounterparty(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listOrders, (request) => getOrders(request.tenant, request.session, request.query));
  route(app, ops.exportOrders, async (request, reply) => sendFile(reply, await exportOrders(request.tenant, request.session, request.query, requestLanguage(request))));
  route(app, ops.ordersSummary, (request) => ordersSummary(request.tenant, request.session, request.query));
  route(app, ops.addOrder, (request) => addOrder(request.tenant, request.session, request.body, request.ip));
  route(app, ops.orderInvoice, async (request, reply) => sendFile(reply, await orderInvoice(request.tenant, request.session, request.params.id, request.query.language ?? requestLanguage(request))));
  route(app, ops.orderDeliveryNote, async (request, reply) =>
    sendFile(reply, await orderDeliveryNote(request.tenant, request.session, request.params.id, request.query.language ?? requestLanguage(request))),
  );
  route(app, ops.listShipments, (request) => getShipments(request.tenant, request.session, request.query));
  route(app, ops.addShipment, (request) => addShipment(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getShipment, (request) => getShipment(request.tenant, request.session, request.params.id));
  route(app, ops.shipmentSheet, async (request, reply) => sendFile(reply, await shipmentSheet(request.tenant, request.session, request.params.id, request.query.language)));
  route(app, ops.getOrder, (request) => getOrder(request.tenant, request.session, request.params.id));
  route(app, ops.updateOrder, (request) => updateOrder(request.tenant, request.session, request.params.id, request.body, request.ip));
  for (const [step, operation] of Object.entries(ORDER_STEP_OPERATIONS)) {
    route(app, operation, (request) => stepOrder(request.tenant, request.session, request.params.id, step as keyof typeof ORDER_STEP_OPERATIONS, request.body, request.ip));
  }
};
