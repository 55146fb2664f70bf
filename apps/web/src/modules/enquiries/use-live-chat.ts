import { useCallback, useEffect, useRef, useState } from 'react';
import { type ChatMessage, type clientFrame, type EnquiryStatus, LIVE_CLOSE, LIVE_TYPING_EVERY_MS, type ServerFrame } from '@ganado/shared/enquiries';
import type { z } from 'zod';
import { API_BASE, renewedToken } from '../../app/api';
import { getSession } from '../../app/session';

type ClientFrame = z.input<typeof clientFrame>;

/** A message written here that the server has not confirmed yet, or refused (`failed`: its reason). */
export interface PendingMessage {
  clientId: string;
  body: string;
  failed?: string;
}

export type Connection = 'connecting' | 'live' | 'reconnecting' | 'notFound';

export interface LiveChat {
  messages: ChatMessage[];
  pending: PendingMessage[];
  connection: Connection;
  /** The enquiry's status as the chat last heard it (null until connected). */
  status: EnquiryStatus | null;
  /** How far the other side has read: this person's messages up to it show as read. */
  readByOtherUpTo: number;
  /** Who on the other side is typing now. */
  typing: string | null;
  send(body: string): void;
  retry(clientId: string): void;
  discard(clientId: string): void;
  typed(): void;
  /** Tells the other side this person has read what is shown. */
  read(): void;
}

/** Waits between reconnections: quick at first, then every 15 s, so a barn's patchy signal is retried without hammering the server. */
const RETRY_MS = [1000, 2000, 4000, 8000, 15000];
/** How long a "typing" lasts without another. */
const TYPING_SHOWN_MS = 5000;

const pendingKey = (enquiryId: string) => `ganado.chat.pending.${enquiryId}`;
const storedPending = (enquiryId: string): PendingMessage[] => {
  try {
    return JSON.parse(sessionStorage.getItem(pendingKey(enquiryId)) ?? '[]') as PendingMessage[];
  } catch {
    return [];
  }
};

const socketUrl = (enquiryId: string) => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${API_BASE}/enquiries/${enquiryId}/live`;

/**
 * An enquiry's live chat over its WebSocket (docs/decisions.md: live chat). Messages written are
 * kept (in this tab's storage too) until the server's copy comes back with their id, and sent again
 * on every reconnection, which the server stores once; the socket asks for the messages after the
 * newest it holds, so a dropped connection loses and doubles nothing.
 */
export function useLiveChat(enquiryId: string): LiveChat {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<PendingMessage[]>(() => storedPending(enquiryId));
  const [connection, setConnection] = useState<Connection>('connecting');
  const [status, setStatus] = useState<EnquiryStatus | null>(null);
  const [readByOtherUpTo, setReadByOtherUpTo] = useState(0);
  const [typing, setTyping] = useState<{ name: string; until: number } | null>(null);
  const socket = useRef<WebSocket | null>(null);
  const lastSeq = useRef(0);
  const lastReadSent = useRef(0);
  const lastTyped = useRef(0);
  const pendingRef = useRef(pending);

  useEffect(() => {
    pendingRef.current = pending;
    sessionStorage.setItem(pendingKey(enquiryId), JSON.stringify(pending.filter((message) => !message.failed)));
  }, [enquiryId, pending]);

  /** Sends a frame when the socket is open; answers whether it went. */
  const transmit = useCallback((frame: ClientFrame) => {
    if (socket.current?.readyState !== WebSocket.OPEN) return false;
    socket.current.send(JSON.stringify(frame));
    return true;
  }, []);

  useEffect(() => {
    let stopped = false;
    let attempt = 0;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const onFrame = (frame: ServerFrame) => {
      switch (frame.type) {
        case 'ready':
          attempt = 0;
          setConnection('live');
          setStatus(frame.status);
          setReadByOtherUpTo((known) => Math.max(known, frame.readByOtherUpTo));
          // What was written while away goes now; the server stores each id once.
          for (const message of pendingRef.current) if (!message.failed) transmit({ type: 'send', clientId: message.clientId, body: message.body });
          break;
        case 'message': {
          const { message } = frame;
          if (message.seq <= lastSeq.current) break;
          lastSeq.current = message.seq;
          setMessages((shown) => [...shown, message]);
          setPending((waiting) => waiting.filter((item) => item.clientId !== message.clientId));
          setTyping(null);
          break;
        }
        case 'typing':
          setTyping({ name: frame.name, until: Date.now() + TYPING_SHOWN_MS });
          break;
        case 'read':
          setReadByOtherUpTo((known) => Math.max(known, frame.seq));
          break;
        case 'status':
          setStatus(frame.status);
          break;
        case 'error':
          if (frame.clientId) setPending((waiting) => waiting.map((item) => (item.clientId === frame.clientId ? { ...item, failed: frame.message } : item)));
          break;
      }
    };

    const connect = (token: string | undefined) => {
      if (stopped || !token) return;
      const next = new WebSocket(socketUrl(enquiryId));
      socket.current = next;
      next.onopen = () => next.send(JSON.stringify({ type: 'hello', token, after: lastSeq.current } satisfies ClientFrame));
      next.onmessage = (event) => onFrame(JSON.parse(String(event.data)) as ServerFrame);
      next.onclose = (event) => {
        if (stopped || socket.current !== next) return;
        socket.current = null;
        if (event.code === LIVE_CLOSE.notFound || event.code === LIVE_CLOSE.forbidden) return setConnection('notFound');
        setConnection('reconnecting');
        if (event.code === LIVE_CLOSE.unauthorised) {
          void renewedToken().then((renewed) => renewed && connect(renewed));
          return;
        }
        retry = setTimeout(() => connect(getSession()?.token), RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]);
      };
    };

    // Back on the network: try at once rather than at the end of the wait.
    const online = () => {
      if (socket.current) return;
      clearTimeout(retry);
      connect(getSession()?.token);
    };
    window.addEventListener('online', online);
    connect(getSession()?.token);
    return () => {
      stopped = true;
      clearTimeout(retry);
      window.removeEventListener('online', online);
      socket.current?.close();
      socket.current = null;
    };
  }, [enquiryId, transmit]);

  // The typing note fades when no other comes.
  useEffect(() => {
    if (!typing) return;
    const fade = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(fade);
  }, [typing]);

  const send = (body: string) => {
    const message = { clientId: crypto.randomUUID(), body };
    setPending((waiting) => [...waiting, message]);
    transmit({ type: 'send', ...message });
  };

  return {
    messages,
    pending,
    connection,
    status,
    readByOtherUpTo,
    typing: typing?.name ?? null,
    send,
    retry(clientId) {
      const message = pending.find((item) => item.clientId === clientId);
      if (!message) return;
      setPending((waiting) => waiting.map((item) => (item.clientId === clientId ? { clientId, body: item.body } : item)));
      transmit({ type: 'send', clientId, body: message.body });
    },
    discard: (clientId) => setPending((waiting) => waiting.filter((item) => item.clientId !== clientId)),
    typed() {
      const now = Date.now();
      if (now - lastTyped.current < LIVE_TYPING_EVERY_MS) return;
      lastTyped.current = now;
      transmit({ type: 'typing' });
    },
    read() {
      if (lastSeq.current > lastReadSent.current && transmit({ type: 'read', seq: lastSeq.current })) lastReadSent.current = lastSeq.current;
    },
  };
}
