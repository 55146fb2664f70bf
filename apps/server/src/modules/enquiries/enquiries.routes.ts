import { enquiryOperations as ops } from '@ganado/shared/enquiries';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { route } from '../../http/operation';
import { ATTACHMENT_ROUTE, findAttachment, sendAttachment } from '../uploads/attachments';
import { emailAbsent } from './chat.email';
import type { ChatHub } from './chat.hub';
import { chatSocket } from './chat.socket';
import { createEnquiry, getEnquiries, getEnquiry, getMessages, readMessages, sendMessage, setStatus } from './enquiries.service';

/** Enquiries and their chat (docs/decisions.md: enquiries, live chat). */
export const enquiryRoutes =
  (context: AppContext, hub: ChatHub): FastifyPluginAsync =>
  async (app) => {
    route(app, ops.listEnquiries, (request) => getEnquiries(request.tenant, request.session, request.query));
    route(app, ops.createEnquiry, (request) => createEnquiry(request.tenant, request.session, request.body, request.ip), ATTACHMENT_ROUTE);
    route(app, ops.getEnquiry, (request) => getEnquiry(request.tenant, request.session, request.params.id));
    route(app, ops.listChatMessages, (request) => getMessages(request.tenant, request.session, request.params.id, request.query.after));
    route(app, ops.sendChatMessage, async (request) => {
      const sent = await sendMessage(request.tenant, request.session, request.params.id, request.body, request.ip);
      await hub.deliver(request.session.organizationId, request.params.id);
      if (sent.created) context.afterAnswer.run('enquiry email', async () => void (await emailAbsent(request.tenant, hub, sent.enquiry, sent.message)));
      return sent.message;
    });
    route(app, ops.markChatRead, (request) => readMessages(request.tenant, request.session, request.params.id, request.body.seq));
    route(app, ops.closeEnquiry, (request) => setStatus(request.tenant, request.session, request.params.id, true, request.ip));
    route(app, ops.reopenEnquiry, (request) => setStatus(request.tenant, request.session, request.params.id, false, request.ip));
    route(app, ops.downloadEnquiryAttachment, async (request, reply) => {
      await getEnquiry(request.tenant, request.session, request.params.id);
      const { organizationId } = request.session;
      const file = await findAttachment(request.tenant.db, { organizationId, subjectType: 'enquiry', subjectId: request.params.id }, request.params.attachmentId);
      if (!file) throw AppError.notFound();
      return sendAttachment(reply, request.tenant, file);
    });
    // The live chat. Public to the router: a browser cannot send the token in a WebSocket's
    // headers, so the socket's first frame carries it (chat.socket.ts). A plain GET is told to upgrade.
    app.route({
      method: 'GET',
      url: '/enquiries/:id/live',
      config: { access: 'public' },
      schema: { hide: true },
      handler: async () => {
        throw new AppError(426, 'errors.upgradeRequired');
      },
      wsHandler: chatSocket(context, hub),
    });
  };
