import { drugOperations as ops } from '@ganado/shared/drugs';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { requestLanguage } from '../../http/language';
import { sendFile } from '../../http/table-file';
import { route } from '../../http/operation';
import { exportDrugs } from './cabinet/drugs.export';
import { addDrug, getDrug, getDrugs, todayOf, updateDrug } from './cabinet/drugs.service';
import { addOrder, getOrder, getOrders, receiveOrder, stepOrder, updateOrder } from './orders/orders.service';
import { addProtocol, applyProtocol, getProtocols, updateProtocol } from './protocols/protocols.service';
import { getWithdrawals } from './alerts/alerts.service';
import { exportRegister, getRegister } from './register/register.service';
import { getReservations, releaseReservation, reserveDrug } from './reservations/reservations.service';
import { countPack, disposePack, getPack, getPacks, getStockByLocation, movePack, receivePacks } from './packs/packs.service';

/** The medicine cabinet (docs/product.md §2 /drugList). The fixed paths come before `/drug/:id`. */
export const drugRoutes: FastifyPluginAsync<{ context: AppContext }> = async (app, { context }) => {
  route(app, ops.listDrugs, (request) => getDrugs(request.tenant, request.session, request.query));
  route(app, ops.exportDrugs, async (request, reply) => {
    const file = await exportDrugs(request.tenant.db, request.session.organizationId, todayOf(context), request.query, requestLanguage(request));
    return sendFile(reply, file);
  });
  route(app, ops.addDrug, (request) => addDrug(request.tenant, request.session, request.body, request.ip));
  route(app, ops.listPacks, (request) => getPacks(request.tenant, request.session, request.query));
  route(app, ops.stockByLocation, (request) => getStockByLocation(request.tenant, request.session, request.query.drugId));
  route(app, ops.getPack, (request) => getPack(request.tenant, request.session, request.params.id));
  route(app, ops.movePack, (request) => movePack(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.disposePack, (request) => disposePack(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.countPack, (request) => countPack(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listReservations, (request) => getReservations(request.tenant, request.session, request.query));
  route(app, ops.reserveDrug, (request) => reserveDrug(request.tenant, request.session, request.body, request.ip));
  route(app, ops.releaseReservation, (request) => releaseReservation(request.tenant, request.session, request.params.id, request.ip));
  route(app, ops.listProtocols, (request) => getProtocols(request.tenant, request.session, request.query));
  route(app, ops.addProtocol, (request) => addProtocol(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateProtocol, (request) => updateProtocol(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.applyProtocol, (request) => applyProtocol(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listRegister, (request) => getRegister(request.tenant, request.session, request.query));
  route(app, ops.exportRegister, async (request, reply) => {
    const file = await exportRegister(request.tenant, request.session, request.query, requestLanguage(request));
    return sendFile(reply, file);
  });
  route(app, ops.listDrugOrders, (request) => getOrders(request.tenant, request.session, request.query));
  route(app, ops.addDrugOrder, (request) => addOrder(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getDrugOrder, (request) => getOrder(request.tenant, request.session, request.params.id));
  route(app, ops.updateDrugOrder, (request) => updateOrder(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.placeDrugOrder, (request) => stepOrder(request.tenant, request.session, request.params.id, 'place', request.body, request.ip));
  route(app, ops.shipDrugOrder, (request) => stepOrder(request.tenant, request.session, request.params.id, 'ship', request.body, request.ip));
  route(app, ops.cancelDrugOrder, (request) => stepOrder(request.tenant, request.session, request.params.id, 'cancel', request.body, request.ip));
  route(app, ops.receiveDrugOrder, (request) => receiveOrder(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listWithdrawals, (request) => getWithdrawals(request.tenant, request.session, request.query));
  route(app, ops.getDrug, (request) => getDrug(request.tenant, request.session, request.params.id));
  route(app, ops.updateDrug, (request) => updateDrug(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.receivePacks, (request) => receivePacks(request.tenant, request.session, request.params.id, request.body, request.ip));
};
