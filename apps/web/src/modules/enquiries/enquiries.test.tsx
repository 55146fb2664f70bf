import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ChatMessage, Enquiry, EnquirySummary, ServerFrame } from '@ganado/shared/enquiries';
import { fakeServer } from '../../testing/fake-server';
import { renderApp } from '../../testing/render';
import { envelope, signInForTest, testSession } from '../../testing/session';
import i18n from '../../app/i18n';

const ENQUIRY_ID = '00000000-0000-4000-8000-0000000000e1';
const FRAN = '00000000-0000-4000-8000-0000000000a1';
const ANA = '00000000-0000-4000-8000-0000000000a2';
/** Fran the farmer, whose id the chat tells her own messages by. */
const signIn = () => signInForTest({ user: { ...testSession().user, id: FRAN } });
const summary: EnquirySummary = {
  id: ENQUIRY_ID,
  number: 7,
  subject: 'The chute scale reads 8 kg heavy',
  category: 'equipment',
  status: 'answered',
  askedBy: { id: FRAN, name: 'Fran Farmer' },
  createdAt: '2026-12-01T08:00:00.000Z',
  lastMessageAt: '2026-12-01T09:00:00.000Z',
  unread: 2,
};
const enquiry: Enquiry = { ...summary, unread: 0, description: 'Since Monday it adds 8 kg.', attachments: [], readByOtherUpTo: 0, asSupport: false };
const message = (seq: number, body: string, authorId = ANA, clientId = `00000000-0000-4000-8000-00000000000${seq}`): ChatMessage => ({
  id: `10000000-0000-4000-8000-00000000000${seq}`,
  seq,
  clientId,
  author: { id: authorId, name: authorId === FRAN ? 'Fran Farmer' : 'Ana Admin' },
  body,
  sentAt: '2026-12-01T09:00:00.000Z',
});

/** Stands in for the browser's WebSocket: what the page sent, and the server's side to answer or drop. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: Record<string, unknown>[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
    queueMicrotask(() => {
      this.readyState = 1;
      this.onopen?.();
    });
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {
    this.readyState = 3;
  }
  receive(frame: ServerFrame) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
  drop(code = 1006) {
    this.readyState = 3;
    act(() => this.onclose?.({ code }));
  }
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  FakeSocket.all = [];
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('enquiries', { timeout: 20_000 }, () => {
  it('lists the person’s enquiries with their status and unread messages, each opening its chat', async () => {
    signIn();
    const requests = fakeServer({ '/enquiries': () => envelope({ items: [summary], total: 1, page: 1, limit: 25 }) });
    renderApp('/enquiries?status=answered');
    // The badge's count is said in the link's name too.
    const link = await screen.findByRole('link', { name: /^The chute scale reads 8 kg heavy ?\(2 unread messages\)$/ });
    expect(link.getAttribute('href')).toBe(`/enquiries/${ENQUIRY_ID}/chat`);
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
    // A farmer's own list: no "asked by" column.
    expect(screen.queryByRole('columnheader', { name: 'Asked by' })).toBeNull();
    expect(requests.some((request) => request.path.includes('status=answered'))).toBe(true);
  });

  it('offers the FAQ’s answers to the subject being written, and sends the enquiry with its file', async () => {
    signIn();
    const requests = fakeServer({ '/faq': () => envelope([]), '/enquiries': () => envelope(enquiry), [`/enquiries/${ENQUIRY_ID}`]: () => envelope(enquiry) });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderApp('/enquiries/create');
    fireEvent.change(await screen.findByLabelText('Subject *'), { target: { value: 'I forgot my password' } });
    const suggestions = await screen.findByTestId('faq-suggestions');
    expect(within(suggestions).getByText(/Forgot password/i)).toBeTruthy();
    expect(within(suggestions).getByRole('link', { name: 'Search the FAQ for “I forgot my password”' }).getAttribute('href')).toBe('/faq?search=I%20forgot%20my%20password');

    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    expect(await screen.findByText('Choose a category.')).toBeTruthy();
    expect(screen.getByText('Describe your question.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category *'), { target: { value: 'account' } });
    fireEvent.change(screen.getByLabelText('Describe your question *'), { target: { value: 'The reset email never came.' } });
    const file = new File(['%PDF-1.4'], 'screenshot.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Photo or document'), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }));
    await screen.findByTestId('enquiry-chat');
    const sent = requests.find((request) => request.path === '/enquiries' && request.init.method === 'POST')!;
    const body = sent.init.body as FormData;
    expect([body.get('subject'), body.get('category'), body.get('description'), (body.get('file') as File).name]).toEqual(['I forgot my password', 'account', 'The reset email never came.', 'screenshot.pdf']);
  });

  it('chats live: signs the socket in, shows messages as text with ticks, keeps what was written through a dropped connection and sends it again', async () => {
    signIn();
    fakeServer({ [`/enquiries/${ENQUIRY_ID}`]: () => envelope(enquiry) });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderApp(`/enquiries/${ENQUIRY_ID}/chat`);
    await waitFor(() => expect(FakeSocket.all[0]?.sent[0]).toEqual({ type: 'hello', token: 'access-1', after: 0 }));
    const first = FakeSocket.all[0]!;
    first.receive({ type: 'ready', readByOtherUpTo: 0, status: 'answered' });
    first.receive({ type: 'message', message: message(1, '<b>Put the two 20 kg weights on it.</b>') });
    // Markup is shown as the text it is.
    expect(await screen.findByText('<b>Put the two 20 kg weights on it.</b>')).toBeTruthy();
    expect(first.sent.at(-1)).toEqual({ type: 'read', seq: 1 });
    first.receive({ type: 'typing', userId: ANA, name: 'Ana Admin' });
    expect(screen.getByTestId('chat-typing').textContent).toBe('Ana Admin is typing…');

    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'It reads 48.' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    const send = first.sent.find((frame) => frame.type === 'send')!;
    expect(send).toMatchObject({ body: 'It reads 48.' });
    expect(await screen.findByTestId('delivery-sending')).toBeTruthy();

    // The line drops before the server's copy comes back: the message waits, and goes again on reconnecting.
    vi.useFakeTimers();
    first.drop();
    expect(screen.getByText(/The connection dropped/)).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    const second = FakeSocket.all[1]!;
    expect(second.sent[0]).toEqual({ type: 'hello', token: 'access-1', after: 1 });
    second.receive({ type: 'ready', readByOtherUpTo: 1, status: 'answered' });
    expect(second.sent.find((frame) => frame.type === 'send')).toEqual({ type: 'send', clientId: send.clientId, body: 'It reads 48.' });
    second.receive({ type: 'message', message: message(2, 'It reads 48.', FRAN, send.clientId as string) });
    vi.useRealTimers();
    await waitFor(() => expect(screen.queryByTestId('delivery-sending')).toBeNull());
    expect(screen.getAllByText('It reads 48.')).toHaveLength(1);
    expect(screen.getByTestId('delivery-sent')).toBeTruthy();
    second.receive({ type: 'read', userId: ANA, seq: 2 });
    expect(await screen.findByTestId('delivery-read')).toBeTruthy();
    expect(screen.queryByText(/The connection dropped/)).toBeNull();
  });

  it('shows a refused message with the server’s reason, in Spanish, to retry or discard', async () => {
    signIn();
    await i18n.changeLanguage('es');
    fakeServer({ [`/enquiries/${ENQUIRY_ID}`]: () => envelope(enquiry) });
    vi.stubGlobal('WebSocket', FakeSocket);
    renderApp(`/enquiries/${ENQUIRY_ID}/chat`);
    await waitFor(() => expect(FakeSocket.all[0]?.sent).toHaveLength(1));
    const socket = FakeSocket.all[0]!;
    socket.receive({ type: 'ready', readByOtherUpTo: 0, status: 'open' });
    fireEvent.change(await screen.findByLabelText('Mensaje'), { target: { value: '¿Sigue ahí?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const { clientId } = socket.sent.find((frame) => frame.type === 'send') as { clientId: string };
    socket.receive({ type: 'error', clientId, key: 'enquiries.closed', message: 'Esta consulta está cerrada: reábrala para volver a escribir.' });
    expect(await screen.findByText('No enviado: Esta consulta está cerrada: reábrala para volver a escribir.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(screen.queryByText('¿Sigue ahí?')).toBeNull());
  });
});
