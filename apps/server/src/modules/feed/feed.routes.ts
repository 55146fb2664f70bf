import { ANALYSIS_MAX_BYTES, feedOperations as ops } from '@ganado/shared/feed';
import type { FastifyPluginAsync } from 'fastify';
import { uploaded } from '../../http/multipart';
import { route } from '../../http/operation';
import { sendFile } from '../../http/table-file';
import { addIngredient, getIngredient, getIngredients, updateIngredient } from './ingredients/ingredients.service';
import { analysisTemplate, uploadAnalysis } from './inventory/analysis.service';
import { getLot, getLots, receiveLot, updateLot } from './inventory/lots.service';
import { getLotMoves, moveStock } from './inventory/stock.service';
import { getSuggestions } from './suggestions/suggestions.service';
import { addSupplier, addSupplierPrice, getSuppliers, removeSupplierPrice } from './suppliers/suppliers.service';

/** Feed management's library, stock and suppliers (docs/product.md §1–3; docs/decisions.md: feed), under the feed permission. */
export const feedRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listIngredients, (request) => getIngredients(request.tenant, request.session, request.query));
  route(app, ops.addIngredient, (request) => addIngredient(request.tenant, request.session, request.body, request.ip));
  route(app, ops.getIngredient, (request) => getIngredient(request.tenant, request.session, request.params.id));
  route(app, ops.updateIngredient, (request) => updateIngredient(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.listFeedLots, (request) => getLots(request.tenant, request.session, request.query));
  route(app, ops.receiveFeedLot, (request) => receiveLot(request.tenant, request.session, request.body, request.ip));
  route(
    app,
    ops.uploadFeedAnalysis,
    (request) => uploadAnalysis(request.tenant, request.session, uploaded(request.body.file), request.ip),
    { config: { upload: { maxBytes: ANALYSIS_MAX_BYTES, tooBig: 'feed.analysisTooBig' } } },
  );
  route(app, ops.feedAnalysisTemplate, async (request, reply) => sendFile(reply, await analysisTemplate(request.tenant, request.session)));
  route(app, ops.getFeedLot, (request) => getLot(request.tenant, request.session, request.params.number));
  route(app, ops.updateFeedLot, (request) => updateLot(request.tenant, request.session, request.params.number, request.body, request.ip));
  route(app, ops.moveFeedStock, (request) => moveStock(request.tenant, request.session, request.params.number, request.body, request.ip));
  route(app, ops.listFeedLotMoves, (request) => getLotMoves(request.tenant, request.session, request.params.number));
  route(app, ops.listFeedSuppliers, (request) => getSuppliers(request.tenant, request.session, request.query));
  route(app, ops.addFeedSupplier, (request) => addSupplier(request.tenant, request.session, request.body, request.ip));
  route(app, ops.addSupplierPrice, (request) => addSupplierPrice(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.removeSupplierPrice, (request) => removeSupplierPrice(request.tenant, request.session, request.params.id, request.params.priceId, request.ip));
  route(app, ops.feedSuggestions, (request) => getSuggestions(request.tenant, request.session));
};
