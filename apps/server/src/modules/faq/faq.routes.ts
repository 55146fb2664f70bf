import { faqOperations as ops } from '@ganado/shared/faq';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/operation';
import { addFaqEntry, changeFaqEntry, getFaqEntries, removeFaqEntry } from './faq.service';

/** The organisation's own FAQ entries, under the faq module's permissions (docs/decisions.md: FAQ). */
export const faqRoutes: FastifyPluginAsync = async (app) => {
  route(app, ops.listFaqEntries, (request) => getFaqEntries(request.tenant, request.session));
  route(app, ops.addFaqEntry, (request) => addFaqEntry(request.tenant, request.session, request.body, request.ip));
  route(app, ops.updateFaqEntry, (request) => changeFaqEntry(request.tenant, request.session, request.params.id, request.body, request.ip));
  route(app, ops.deleteFaqEntry, (request) => removeFaqEntry(request.tenant, request.session, request.params.id, request.ip));
};
