import type { ServerFrame } from '@ganado/shared/enquiries';
import type { AppContext } from '../../context';
import { CHAT_CHANNEL, type ChatNote } from './chat.notes';
import { messagesAfter } from './enquiries.repository';
import { presentMessage } from './enquiries.service';

/** A socket subscribed to one enquiry's chat. */
export interface ChatMember {
  userId: string;
  /** The newest message it holds: it is sent only those after, so none is sent twice. */
  lastSeq: number;
  send(frame: ServerFrame): void;
}

/**
 * The live chat's subscriptions on this replica (docs/decisions.md: live chat). Every replica
 * hears every NOTIFY (the database's fan-out); each sends its own sockets what they lack, read
 * from the table in `seq` order, one enquiry at a time, so a socket never misses or doubles one.
 */
export interface ChatHub {
  /** Subscribes; answers the unsubscribe. */
  join(organizationId: string, enquiryId: string, member: ChatMember): () => void;
  /** Whether the person has the chat open on this replica (an email is sent only to who has not). */
  isPresent(enquiryId: string, userId: string): boolean;
  /** Sends every member of the enquiry the messages after the newest it holds. */
  deliver(organizationId: string, enquiryId: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startChatHub(context: AppContext): Promise<ChatHub> {
  const rooms = new Map<string, Set<ChatMember>>();
  /** Each enquiry's deliveries run one after another, so messages leave in order. */
  const queues = new Map<string, Promise<void>>();

  const deliverNow = async (organizationId: string, enquiryId: string) => {
    const members = rooms.get(enquiryId);
    if (!members || members.size === 0) return;
    const after = Math.min(...[...members].map((member) => member.lastSeq));
    const rows = await messagesAfter(context.forOrganization(organizationId).db, organizationId, enquiryId, after);
    for (const member of members) {
      for (const row of rows) {
        if (row.seq <= member.lastSeq) continue;
        member.send({ type: 'message', message: presentMessage(row) });
        member.lastSeq = row.seq;
      }
    }
  };

  const deliver = (organizationId: string, enquiryId: string) => {
    const next = (queues.get(enquiryId) ?? Promise.resolve())
      .then(() => deliverNow(organizationId, enquiryId))
      .catch((error: unknown) => context.log.error({ err: error, enquiryId }, 'chat delivery failed'));
    queues.set(enquiryId, next);
    void next.finally(() => {
      if (queues.get(enquiryId) === next) queues.delete(enquiryId);
    });
    return next;
  };

  const others = (enquiryId: string, userId: string) => [...(rooms.get(enquiryId) ?? [])].filter((member) => member.userId !== userId);

  const onNote = (payload: string) => {
    let note: ChatNote;
    try {
      note = JSON.parse(payload) as ChatNote;
    } catch {
      return;
    }
    if (!rooms.has(note.enquiryId)) return;
    switch (note.kind) {
      case 'message':
        void deliver(note.organizationId, note.enquiryId);
        break;
      case 'typing':
        for (const member of others(note.enquiryId, note.userId)) member.send({ type: 'typing', userId: note.userId, name: note.name });
        break;
      case 'read':
        for (const member of others(note.enquiryId, note.userId)) member.send({ type: 'read', userId: note.userId, seq: note.seq });
        break;
      case 'status':
        for (const member of rooms.get(note.enquiryId) ?? []) member.send({ type: 'status', status: note.status });
        break;
    }
  };

  const stopListening = await context.listen(CHAT_CHANNEL, onNote);

  return {
    join(organizationId, enquiryId, member) {
      const members = rooms.get(enquiryId) ?? new Set();
      members.add(member);
      rooms.set(enquiryId, members);
      void deliver(organizationId, enquiryId);
      return () => {
        members.delete(member);
        if (members.size === 0) rooms.delete(enquiryId);
      };
    },
    isPresent: (enquiryId, userId) => [...(rooms.get(enquiryId) ?? [])].some((member) => member.userId === userId),
    deliver,
    async stop() {
      await Promise.all(queues.values());
      await stopListening();
    },
  };
}
