import { semenOperations as ops } from '@ganado/shared/semen';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { decideBatch, getBatch, getBatches } from './batches/batches.service';
import { getThresholds, updateThresholds } from './batches/thresholds.service';
import { addCollection, getCollection, getCollections } from './collections/collections.service';
import { addInseminator, getInseminators, updateInseminator } from './inseminators/inseminators.service';
import { addHealthTest, addSire, getSire, getSires, updateSire } from './sires/sires.service';
import { getPacks, movePack, storeStraws } from './tanks/packs.service';
import { addTank, countTank, getTank, getTanks, updateTank } from './tanks/tanks.service';

/** Semen automation (docs/product.md §1; docs/decisions.md: semen). */
export const semenRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listSires, (request) => getSires(request.tenant, request.session, request.query));
  route(app, ops.addSire, (request) => addSire(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getSire, (request) => getSire(request.tenant, request.session, request.params.id));
  route(app, ops.updateSire, (request) => updateSire(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.addHealthTest, (request) => addHealthTest(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listCollections, (request) => getCollections(request.tenant, request.session, request.query));
  route(app, ops.addCollection, (request) => addCollection(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getCollection, (request) => getCollection(request.tenant, request.session, request.params.id));
  route(app, ops.listBatches, (request) => getBatches(request.tenant, request.session, request.query));
  route(app, ops.getBatch, (request) => getBatch(request.tenant, request.session, request.params.id));
  route(app, ops.decideBatch, (request) => decideBatch(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.getThresholds, (request) => getThresholds(request.tenant, request.session));
  route(app, ops.updateThresholds, (request) => updateThresholds(request.tenant, request.session, request.body, request.ip));
  route(app, ops.listInseminators, (request) => getInseminators(request.tenant, request.session, request.query));
  route(app, ops.addInseminator, (request) => addInseminator(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateInseminator, (request) => updateInseminator(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listTanks, (request) => getTanks(request.tenant, request.session, request.query));
  route(app, ops.addTank, (request) => addTank(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getTank, (request) => getTank(request.tenant, request.session, request.params.id));
  route(app, ops.updateTank, (request) => updateTank(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.countTank, (request) => countTank(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listSemenPacks, (request) => getPacks(request.tenant, request.session, request.query));
  route(app, ops.storeStraws, (request) => storeStraws(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.moveSemenPack, (request) => movePack(request.tenant, request.session, request.params.id, request.body, request.ip));
};
