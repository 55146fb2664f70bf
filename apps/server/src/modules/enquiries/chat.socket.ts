import { type ClientFrame, clientFrame, LIVE_CLOSE, LIVE_HELLO_WAIT_MS, LIVE_TYPING_EVERY_MS, type ServerFrame } from '@ganado/shared/enquiries';
import { isMessageKey, translateMessage } from '@ganado/shared';
import type { FastifyRequest } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { requestLanguage } from '../../http/language';
import { type Session, sessionFromToken } from '../sessions/authenticate';
import { emailAbsent } from './chat.email';
import type { ChatHub } from './chat.hub';
import { readerOf } from './enquiries.policy';
import { findEnquiry, nameOf, readByOthers } from './enquiries.repository';
import { notifyChat, readMessages, sendMessage } from './enquiries.service';

interface Subscribed {
  token: string;
  session: Session;
  tenant: AppContext;
  name: string;
  leave: () => void;
}

const enquiryId = z.uuid();

/**
 * One browser's live chat on one enquiry (docs/decisions.md: live chat). The first frame says who
 * it is (`hello`: the access token, which a browser cannot put in a WebSocket's headers) and the
 * newest message it holds; the hub then sends what follows. Each send is checked again against
 * the token, so a sign-out or a changed role ends the chat at the next message, not at the socket's end.
 */
export function chatSocket(context: AppContext, hub: ChatHub) {
  return (socket: WebSocket, request: FastifyRequest) => {
    const language = requestLanguage(request);
    const id = enquiryId.safeParse((request.params as { id?: string }).id);
    let subscribed: Subscribed | undefined;
    let lastTyping = 0;
    let work = Promise.resolve();

    const send = (frame: ServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    };
    const refuse = (key: string, clientId?: string) => send({ type: 'error', key, message: translateMessage(key, language), ...(clientId ? { clientId } : {}) });
    const close = (code: number) => socket.close(code);

    if (!id.success) return close(LIVE_CLOSE.notFound);
    const helloTimer = setTimeout(() => close(LIVE_CLOSE.helloTimeout), LIVE_HELLO_WAIT_MS);

    const hello = async (frame: Extract<ClientFrame, { type: 'hello' }>) => {
      const found = await sessionFromToken(context, frame.token);
      if (!found) return close(LIVE_CLOSE.unauthorised);
      if (!found.session.permissions.enquiries?.includes('view')) return close(LIVE_CLOSE.forbidden);
      const enquiry = await findEnquiry(found.tenant.db, readerOf(found.session), id.data);
      if (!enquiry) return close(LIVE_CLOSE.notFound);
      clearTimeout(helloTimer);
      send({ type: 'ready', readByOtherUpTo: await readByOthers(found.tenant.db, enquiry.id, found.session.userId), status: enquiry.status });
      const leave = hub.join(found.session.organizationId, enquiry.id, { userId: found.session.userId, lastSeq: frame.after, send });
      subscribed = { token: frame.token, ...found, name: await nameOf(found.tenant.db, found.session.userId), leave };
      // Closed while it was being let in: nothing will call leave for it.
      if (socket.readyState !== socket.OPEN) leave();
    };

    const handle = async (frame: ClientFrame, current: Subscribed) => {
      if (frame.type === 'hello') return refuse('validation.invalid');
      if (frame.type === 'typing') {
        const now = Date.now();
        if (now - lastTyping < LIVE_TYPING_EVERY_MS) return;
        lastTyping = now;
        const { organizationId, userId } = current.session;
        return notifyChat(current.tenant.db, { organizationId, enquiryId: id.data, kind: 'typing', userId, name: current.name });
      }
      // The token is checked again: a sign-out, a deactivation or a changed role applies at once.
      const found = await sessionFromToken(context, current.token);
      if (!found) return close(LIVE_CLOSE.unauthorised);
      if (frame.type === 'read') {
        await readMessages(found.tenant, found.session, id.data, frame.seq);
        return;
      }
      if (!found.session.permissions.enquiries?.includes('create')) return refuse('errors.forbidden', frame.clientId);
      const sent = await sendMessage(found.tenant, found.session, id.data, { clientId: frame.clientId, body: frame.body }, request.ip);
      // Delivered from the table: a retried send the sender has not seen yet reaches it too.
      await hub.deliver(found.session.organizationId, id.data);
      if (sent.created) context.afterAnswer.run('enquiry email', async () => void (await emailAbsent(found.tenant, hub, sent.enquiry, sent.message)));
    };

    const onFrame = async (data: RawData) => {
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString());
      } catch {
        return close(LIVE_CLOSE.badFrame);
      }
      const parsed = clientFrame.safeParse(raw);
      if (!parsed.success) {
        if (!subscribed) return close(LIVE_CLOSE.badFrame);
        const key = parsed.error.issues[0]?.message ?? '';
        const clientId = (raw as { clientId?: unknown }).clientId;
        return refuse(isMessageKey(key) ? key : 'validation.invalid', typeof clientId === 'string' ? clientId : undefined);
      }
      if (!subscribed) return parsed.data.type === 'hello' ? hello(parsed.data) : close(LIVE_CLOSE.unauthorised);
      try {
        await handle(parsed.data, subscribed);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.status === 404) return close(LIVE_CLOSE.notFound);
        refuse(error.key, parsed.data.type === 'send' ? parsed.data.clientId : undefined);
      }
    };

    // Frames are handled one after another, in the order they came.
    socket.on('message', (data) => {
      work = work
        .then(() => onFrame(data))
        .catch((error: unknown) => {
          context.log.error({ err: error }, 'chat frame failed');
          close(1011);
        });
    });
    socket.on('close', () => {
      clearTimeout(helloTimer);
      subscribed?.leave();
    });
  };
}
