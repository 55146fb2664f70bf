import { randomUUID } from 'node:crypto';
import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, attachments, enquiries, enquiryMessages, users } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { createMember, type Member } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const support = await createMember(app, { administrator: true });
const asker = await createMember(app, { organizationId: support.organizationId, grants: { enquiries: ['view', 'create', 'edit'] } });
const colleague = await createMember(app, { organizationId: support.organizationId, grants: { enquiries: ['view', 'create', 'edit'] } });
const reader = await createMember(app, { organizationId: support.organizationId, grants: { enquiries: ['view'] } });
const stranger = await createMember(app, { organizationId: support.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { administrator: true });

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(2000, 0x20)]);
const call = async (method: 'GET' | 'POST', url: string, member: Member, payload?: object) => {
  const response = await app.inject({ method, url, headers: member.headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const ask = async (member: Member, fields: Record<string, string> = {}, file?: { name: string; bytes: Buffer; type: string }) => {
  const body = multipart({ subject: 'The scale reads 8 kg heavy', category: 'equipment', description: 'Since Monday the chute scale adds about 8 kg.', ...fields }, file && { field: 'file', ...file });
  const response = await app.inject({ method: 'POST', url: '/api/enquiries', headers: { ...member.headers, ...body.headers }, payload: body.payload });
  return { status: response.statusCode, body: response.json() };
};
const say = (member: Member, id: string, body: string, clientId: string = randomUUID()) => call('POST', `/api/enquiries/${id}/messages`, member, { clientId, body });
const emailOf = async (member: Member) => (await db.select({ email: users.email }).from(users).where(eq(users.id, member.userId)))[0]!.email!;

describe('enquiries', () => {
  it('creates an enquiry with a PDF, numbered per organisation, logged, and shown to its asker and the administrators only', async () => {
    const { status, body } = await ask(asker, {}, { name: 'scale-ticket.pdf', bytes: PDF, type: 'application/pdf' });
    expect(status).toBe(200);
    expect(body.message).toBe(en['success.enquiryCreated']);
    expect(body.data).toMatchObject({ subject: 'The scale reads 8 kg heavy', category: 'equipment', status: 'open', askedBy: { id: asker.userId }, unread: 0, asSupport: false });
    expect(body.data.attachments).toEqual([expect.objectContaining({ fileName: 'scale-ticket.pdf', contentType: 'application/pdf', size: PDF.length })]);
    const id = body.data.id as string;
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.entityType, 'enquiry'), eq(activityLog.entityId, id)));
    expect(logged.map((entry) => entry.action)).toEqual(['enquiry.create']);

    const file = await app.inject({ method: 'GET', url: `/api/enquiries/${id}/attachments/${body.data.attachments[0].id}`, headers: support.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="scale-ticket.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);

    expect((await call('GET', `/api/enquiries/${id}`, support)).body.data.asSupport).toBe(true);
    expect((await call('GET', `/api/enquiries/${id}`, colleague)).status).toBe(404);
    expect((await call('GET', `/api/enquiries/${id}`, outsider)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/enquiries/${id}/attachments/${body.data.attachments[0].id}`, headers: colleague.headers })).statusCode).toBe(404);
    const listed = (member: Member) => call('GET', '/api/enquiries', member).then(({ body: page }) => page.data.items.map((item: { id: string }) => item.id));
    expect(await listed(asker)).toContain(id);
    expect(await listed(support)).toContain(id);
    expect(await listed(colleague)).not.toContain(id);
    expect(await listed(outsider)).not.toContain(id);
  });

  it('answers 422 per field and writes nothing: no subject, an unknown category, a description too long, a file of a type §9 does not allow or over its limit', async () => {
    const before = await db.$count(enquiries);
    const cases: [Record<string, string>, { name: string; bytes: Buffer; type: string } | undefined, string, string][] = [
      [{ subject: '  ' }, undefined, 'subject', 'enquiries.subjectRequired'],
      [{ category: 'gossip' }, undefined, 'category', 'enquiries.categoryInvalid'],
      [{ description: 'x'.repeat(4001) }, undefined, 'description', 'enquiries.descriptionTooLong'],
      [{}, { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream' }, 'file', 'attachments.typeNotAllowed'],
      [{}, { name: 'manual.pdf', bytes: Buffer.from('MZ not a pdf'), type: 'application/pdf' }, 'file', 'attachments.typeNotAllowed'],
      [{}, { name: 'cow.png', bytes: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1024 * 1024)]), type: 'image/png' }, 'file', 'validation.imageTooBig'],
      [{}, { name: 'huge.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), type: 'application/pdf' }, 'file', 'attachments.documentTooBig'],
    ];
    for (const [fields, file, param, key] of cases) {
      const { status, body } = await ask(asker, fields, file);
      expect(status, key).toBe(422);
      expect(body).toMatchObject({ code: 422, success: false });
      expect(body.errors, key).toContainEqual(expect.objectContaining({ param, key }));
    }
    expect(await db.$count(enquiries)).toBe(before);
    expect(await db.$count(attachments, eq(attachments.subjectType, 'enquiry'))).toBe(1);
  });

  it('refuses without the permission: 403 to create without create, to list without view', async () => {
    expect((await ask(reader)).status).toBe(403);
    expect((await call('GET', '/api/enquiries', stranger)).status).toBe(403);
  });

  it('chats in order, stores a retried message once, sets the status by who wrote, counts unread and ticks', async () => {
    const id = (await ask(asker)).body.data.id as string;
    const clientId = randomUUID();
    const first = await say(asker, id, 'Is anyone there?', clientId);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ seq: 1, clientId, body: 'Is anyone there?', author: { id: asker.userId, name: 'Test Member' } });
    // The same message again (its answer was lost): stored once.
    expect((await say(asker, id, 'Is anyone there?', clientId)).body.data).toMatchObject({ id: first.body.data.id, seq: 1 });
    expect((await call('GET', `/api/enquiries?status=open`, support)).body.data.items.find((item: { id: string }) => item.id === id)).toMatchObject({ unread: 1 });

    await say(support, id, 'Yes: put the two 20 kg weights on it.');
    const afterAnswer = (await call('GET', `/api/enquiries/${id}`, asker)).body.data;
    // Support has read up to its own answer, the asker's message among them.
    expect(afterAnswer).toMatchObject({ status: 'answered', unread: 1, readByOtherUpTo: 2 });
    expect((await call('POST', `/api/enquiries/${id}/read`, asker, { seq: 99 })).body.data).toEqual({ seq: 2 });
    expect((await call('GET', `/api/enquiries/${id}`, asker)).body.data.unread).toBe(0);
    expect((await call('GET', `/api/enquiries/${id}`, support)).body.data.readByOtherUpTo).toBe(2);

    await say(asker, id, 'It reads 48.');
    expect((await call('GET', `/api/enquiries/${id}`, support)).body.data.status).toBe('open');
    const history = await call('GET', `/api/enquiries/${id}/messages?after=1`, support);
    expect(history.body.data.map((message: { seq: number; body: string }) => [message.seq, message.body])).toEqual([
      [2, 'Yes: put the two 20 kg weights on it.'],
      [3, 'It reads 48.'],
    ]);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(and(eq(activityLog.entityType, 'enquiry'), eq(activityLog.entityId, id)));
    expect(logged.map((entry) => entry.action)).toEqual(['enquiry.create', 'enquiry.message', 'enquiry.message', 'enquiry.message']);
  });

  it('numbers messages sent at once without a gap or a double', async () => {
    const id = (await ask(asker)).body.data.id as string;
    const sent = await Promise.all(Array.from({ length: 8 }, (_, index) => say(index % 2 ? asker : support, id, `Message ${index}`)));
    expect(sent.filter((answer) => answer.status !== 200)).toEqual([]);
    const seqs = (await db.select({ seq: enquiryMessages.seq }).from(enquiryMessages).where(eq(enquiryMessages.enquiryId, id))).map((row) => row.seq).sort((a, b) => a - b);
    expect(seqs).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('refuses a message over 4,000 characters, an empty one, and one to a closed enquiry; closes and reopens, logged', async () => {
    const id = (await ask(asker)).body.data.id as string;
    const long = await call('POST', `/api/enquiries/${id}/messages`, asker, { clientId: randomUUID(), body: 'x'.repeat(4001) });
    expect(long.status).toBe(422);
    expect(long.body.errors).toContainEqual(expect.objectContaining({ param: 'body', key: 'enquiries.messageTooLong', msg: en['enquiries.messageTooLong'] }));
    expect((await say(asker, id, '   ')).body.errors).toContainEqual(expect.objectContaining({ param: 'body', key: 'enquiries.messageRequired' }));
    expect((await say(asker, id, 'x'.repeat(4000))).status).toBe(200);

    const closed = await app.inject({ method: 'POST', url: `/api/enquiries/${id}/close`, headers: { ...support.headers, 'accept-language': 'es' } });
    expect(closed.json()).toMatchObject({ message: es['success.enquiryClosed'], data: { status: 'closed' } });
    const refused = await app.inject({ method: 'POST', url: `/api/enquiries/${id}/messages`, headers: { ...asker.headers, 'accept-language': 'es' }, payload: { clientId: randomUUID(), body: '¿Sigue ahí?' } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: es['enquiries.closed'] });
    expect((await call('POST', `/api/enquiries/${id}/reopen`, asker)).body.data.status).toBe('open');
    expect((await say(asker, id, 'Still there?')).status).toBe(200);
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(and(eq(activityLog.entityType, 'enquiry'), eq(activityLog.entityId, id))).orderBy(activityLog.createdAt);
    expect(logged.map((entry) => entry.action).filter((action) => action !== 'enquiry.message')).toEqual(['enquiry.create', 'enquiry.close', 'enquiry.reopen']);
  });

  it('answers 404 for another organisation’s enquiry on every route, and 403 to send or close without the permission', async () => {
    const id = (await ask(asker)).body.data.id as string;
    for (const [method, url, payload] of [
      ['GET', `/api/enquiries/${id}/messages`],
      ['POST', `/api/enquiries/${id}/messages`, { clientId: randomUUID(), body: 'Hola' }],
      ['POST', `/api/enquiries/${id}/read`, { seq: 1 }],
      ['POST', `/api/enquiries/${id}/close`],
      ['POST', `/api/enquiries/${id}/reopen`],
    ] as const) {
      expect((await call(method, url, outsider, payload)).status, url).toBe(404);
    }
    expect((await call('POST', `/api/enquiries/${id}/messages`, reader, { clientId: randomUUID(), body: 'Hola' })).status).toBe(403);
    expect((await call('POST', `/api/enquiries/${id}/close`, reader)).status).toBe(403);
  });

  it('emails the other side about the first of a run of unread messages, in their language, and again once they have read', async () => {
    const id = (await ask(asker, { subject: 'Straws left in the tank' })).body.data.id as string;
    await db.update(users).set({ language: 'es' }).where(eq(users.id, asker.userId));
    const inbox = async (member: Member) => {
      await app.afterAnswer.idle();
      const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(await emailOf(member))}&limit=50` });
      // This enquiry's: the asker was emailed about the earlier tests' too.
      return (response.json().data as { subject: string; body: string }[]).filter((mail) => mail.body.includes(id));
    };
    await say(support, id, 'Put them back as a new pack.');
    await say(support, id, 'With the original batch number.');
    const mails = await inbox(asker);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Nuevo mensaje sobre su consulta n\.º \d+: Straws left in the tank$/);
    expect(mails[0]!.body).toContain('Put them back as a new pack.');
    expect(mails[0]!.body).toContain(`/enquiries/${id}/chat`);
    await call('POST', `/api/enquiries/${id}/read`, asker, { seq: 2 });
    await say(support, id, 'Done?');
    expect(await inbox(asker)).toHaveLength(2);
    // The administrators hear of the asker's messages; the asker of their own, never.
    await say(asker, id, 'Done.');
    expect((await inbox(support)).some((mail) => mail.body.includes('Done.'))).toBe(true);
    expect((await inbox(asker)).some((mail) => mail.body.includes('Done.'))).toBe(false);
  });

  it('tells a plain request to the live chat to upgrade', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/enquiries/${randomUUID()}/live` });
    expect(response.statusCode).toBe(426);
    expect(response.json()).toMatchObject({ success: false, key: 'errors.upgradeRequired' });
  });
});
