import { randomUUID } from 'node:crypto';
import { LIVE_CLOSE, type ServerFrame } from '@ganado/shared/enquiries';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { enquiryMessages } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember, type Member } from '../../test/people';

const app = await buildTestApp();
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const support = await createMember(app, { administrator: true });
const asker = await createMember(app, { organizationId: support.organizationId, grants: { enquiries: ['view', 'create', 'edit'] } });
const outsider = await createMember(app, { administrator: true });
const sockets: WebSocket[] = [];
afterAll(() => sockets.forEach((socket) => socket.terminate()));

const enquiryOf = async (member: Member) => {
  const response = await app.inject({ method: 'POST', url: '/api/enquiries', headers: member.headers, payload: { subject: 'Straws in the tank', category: 'breeding', description: 'Fourteen straws are left.' } });
  return response.json().data.id as string;
};

/** A browser's side of the chat: every frame it got, and a wait for the next one that matches. */
function connect(enquiryId: string, member: Member, after = 0) {
  const socket = new WebSocket(`${address.replace('http', 'ws')}/api/enquiries/${enquiryId}/live`, { headers: { 'accept-language': 'en' } });
  sockets.push(socket);
  const frames: ServerFrame[] = [];
  const waiting: { match: (frame: ServerFrame) => boolean; resolve: (frame: ServerFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as ServerFrame;
    frames.push(frame);
    for (const waiter of waiting.filter((candidate) => candidate.match(frame))) {
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve) => socket.on('open', () => resolve()));
  const client = {
    frames,
    closed,
    messages: () => frames.flatMap((frame) => (frame.type === 'message' ? [frame.message] : [])),
    next: <T extends ServerFrame['type']>(type: T, where: (frame: Extract<ServerFrame, { type: T }>) => boolean = () => true) =>
      new Promise<Extract<ServerFrame, { type: T }>>((resolve) => {
        const match = (frame: ServerFrame) => frame.type === type && where(frame as Extract<ServerFrame, { type: T }>);
        const seen = frames.find(match);
        if (seen) return resolve(seen as Extract<ServerFrame, { type: T }>);
        waiting.push({ match, resolve: resolve as (frame: ServerFrame) => void });
      }),
    send: (frame: object) => socket.send(JSON.stringify(frame)),
    say: (body: string, clientId: string = randomUUID()) => {
      socket.send(JSON.stringify({ type: 'send', clientId, body }));
      return clientId;
    },
    close: () => socket.close(),
  };
  const ready = opened.then(async () => {
    client.send({ type: 'hello', token: member.token, after });
    return client;
  });
  return ready;
}

describe('the live chat', () => {
  it('carries two people’s messages both ways, in order, with typing and read receipts', async () => {
    const id = await enquiryOf(asker);
    const lucia = await connect(id, asker);
    const ana = await connect(id, support);
    await Promise.all([lucia.next('ready'), ana.next('ready')]);

    lucia.send({ type: 'typing' });
    expect(await ana.next('typing')).toMatchObject({ userId: asker.userId, name: 'Test Member' });
    const clientId = lucia.say('The scale reads 548 for a 540 kg cow.');
    const received = await ana.next('message');
    expect(received.message).toMatchObject({ seq: 1, clientId, body: 'The scale reads 548 for a 540 kg cow.', author: { id: asker.userId } });
    // The sender's own copy is its delivery receipt.
    expect((await lucia.next('message')).message).toMatchObject({ seq: 1, clientId });

    ana.say('Put the two 20 kg weights on it.');
    expect((await lucia.next('message', (frame) => frame.message.seq === 2)).message.body).toBe('Put the two 20 kg weights on it.');
    expect(await lucia.next('status', (frame) => frame.status === 'answered')).toBeTruthy();
    lucia.send({ type: 'read', seq: 2 });
    expect(await ana.next('read')).toEqual({ type: 'read', userId: asker.userId, seq: 2 });
    // A person does not hear their own typing.
    expect(lucia.frames.some((frame) => frame.type === 'typing')).toBe(false);
  });

  it('loses and doubles nothing when one side drops and reconnects, or sends a message again', async () => {
    const id = await enquiryOf(asker);
    const ana = await connect(id, support);
    const lucia = await connect(id, asker);
    await Promise.all([lucia.next('ready'), ana.next('ready')]);
    lucia.say('One');
    await ana.next('message', (frame) => frame.message.seq === 1);
    ana.close();
    expect(await ana.closed).toBe(1005);

    const twice = randomUUID();
    lucia.say('Two');
    lucia.say('Three', twice);
    await lucia.next('message', (frame) => frame.message.seq === 3);
    // The answer to 'Three' was lost on a flaky line: the browser sends it again on reconnecting.
    const again = await connect(id, asker, 1);
    again.say('Three', twice);
    const back = await connect(id, support, 1);
    await back.next('message', (frame) => frame.message.seq === 3);
    back.say('Got all three.');
    await back.next('message', (frame) => frame.message.seq === 4);
    await again.next('message', (frame) => frame.message.seq === 4);

    expect(back.messages().map((message) => [message.seq, message.body])).toEqual([
      [2, 'Two'],
      [3, 'Three'],
      [4, 'Got all three.'],
    ]);
    expect(again.messages().map((message) => message.seq)).toEqual([2, 3, 4]);
    const stored = await app.database.db.select({ body: enquiryMessages.body }).from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id));
    expect(stored.map((row) => row.body).sort()).toEqual(['Got all three.', 'One', 'Three', 'Two']);
  });

  it('lets no one in without a valid token, nor to another organisation’s enquiry, and sends it nothing', async () => {
    const id = await enquiryOf(asker);
    const intruder = await connect(id, outsider);
    expect(await intruder.closed).toBe(LIVE_CLOSE.notFound);
    const forged = await connect(id, { ...asker, token: `${asker.token}x` });
    expect(await forged.closed).toBe(LIVE_CLOSE.unauthorised);
    expect([...intruder.frames, ...forged.frames]).toEqual([]);
    const rude = await connect(id, asker);
    await rude.next('ready');
    const socket = sockets.at(-1)!;
    socket.send('not json');
    expect(await rude.closed).toBe(LIVE_CLOSE.badFrame);
  });

  it('refuses a message over 4,000 characters and one to a closed enquiry with the reason, storing nothing; HTML stays text', async () => {
    const id = await enquiryOf(asker);
    const lucia = await connect(id, asker);
    await lucia.next('ready');
    const tooLong = lucia.say('x'.repeat(4001));
    expect(await lucia.next('error')).toEqual({ type: 'error', clientId: tooLong, key: 'enquiries.messageTooLong', message: 'A message may be at most 4,000 characters.' });
    const markup = '<img src=x onerror="alert(1)"> <b>bold</b>';
    lucia.say(markup);
    expect((await lucia.next('message')).message.body).toBe(markup);
    await app.inject({ method: 'POST', url: `/api/enquiries/${id}/close`, headers: support.headers });
    await lucia.next('status', (frame) => frame.status === 'closed');
    const late = lucia.say('Anyone?');
    expect(await lucia.next('error', (frame) => frame.clientId === late)).toMatchObject({ key: 'enquiries.closed' });
    const stored = await app.database.db.select({ body: enquiryMessages.body }).from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id));
    expect(stored.map((row) => row.body)).toEqual([markup]);
  });
});
