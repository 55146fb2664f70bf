import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, faqEntries } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const { en, es } = messageCatalog;
const app = await buildTestApp();
const { db } = app.database;
const editor = await createMember(app, { grants: { faq: ['view', 'create', 'edit', 'delete'] } });
const reader = await createMember(app, { organizationId: editor.organizationId, grants: { faq: ['view'] } });
const stranger = await createMember(app, { organizationId: editor.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { faq: ['view', 'create', 'edit', 'delete'] } });

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};
const nightCall = {
  topic: 'farm',
  questionEn: ' Who do I call at night? ',
  answerEn: 'Mateo, then the vet on duty.',
  questionEs: '¿A quién llamo de noche?',
  answerEs: 'A Mateo y luego al veterinario de guardia.',
};
const logOf = (id: string) =>
  db.select({ action: activityLog.action, actorId: activityLog.actorId, before: activityLog.before, after: activityLog.after }).from(activityLog).where(and(eq(activityLog.entityType, 'faqEntry'), eq(activityLog.entityId, id))).orderBy(activityLog.createdAt);

describe('the organisation’s FAQ', () => {
  it('adds a question in both languages, trimmed, logged in the same transaction, and lists only the organisation’s own', async () => {
    const { status, body } = await call('POST', '/api/faq', { ...editor.headers, 'accept-language': 'es' }, nightCall);
    expect(status).toBe(200);
    expect(body.message).toBe(es['success.faqEntryAdded']);
    expect(body.data).toMatchObject({ ...nightCall, questionEn: 'Who do I call at night?' });
    expect(await logOf(body.data.id)).toEqual([
      { action: 'faqEntry.create', actorId: editor.userId, before: null, after: { topic: 'farm', questionEn: 'Who do I call at night?', questionEs: '¿A quién llamo de noche?' } },
    ]);
    await call('POST', '/api/faq', outsider.headers, { ...nightCall, questionEn: 'Theirs' });
    const listed = await call('GET', '/api/faq', reader.headers);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((entry: { id: string }) => entry.id)).toEqual([body.data.id]);
  });

  it('takes one language alone', async () => {
    const { status, body } = await call('POST', '/api/faq', editor.headers, { topic: 'health', questionEs: '¿Dónde está el botiquín?', answerEs: 'En la oficina de la sala de ordeño.' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ questionEn: '', answerEn: '', questionEs: '¿Dónde está el botiquín?' });
  });

  it('answers 422 with a message per field, and writes nothing', async () => {
    const before = (await db.select().from(faqEntries)).length;
    for (const [payload, param, key] of [
      [{ ...nightCall, topic: 'gossip' }, 'topic', 'faq.topicInvalid'],
      [{ topic: 'farm' }, 'questionEn', 'faq.oneLanguageRequired'],
      [{ topic: 'farm', questionEn: 'Who?', answerEn: '   ' }, 'answerEn', 'faq.answerRequired'],
      [{ topic: 'farm', answerEs: 'A Mateo.' }, 'questionEs', 'faq.questionRequired'],
      [{ ...nightCall, questionEn: 'Q'.repeat(201) }, 'questionEn', 'faq.questionTooLong'],
      [{ ...nightCall, answerEs: 'R'.repeat(4001) }, 'answerEs', 'faq.answerTooLong'],
    ] as const) {
      const { status, body } = await call('POST', '/api/faq', editor.headers, payload);
      expect(status, key).toBe(422);
      expect(body).toMatchObject({ code: 422, success: false });
      expect(body.errors).toContainEqual({ param, key, msg: en[key] });
    }
    expect((await db.select().from(faqEntries)).length).toBe(before);
  });

  it('changes and removes an entry, logging before and after', async () => {
    const { body: added } = await call('POST', '/api/faq', editor.headers, nightCall);
    const id = added.data.id as string;
    const changed = await call('PUT', `/api/faq/${id}`, editor.headers, { ...nightCall, topic: 'health', answerEn: 'The vet on duty.' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ message: en['success.faqEntryUpdated'], data: { id, topic: 'health', answerEn: 'The vet on duty.' } });
    const removed = await call('DELETE', `/api/faq/${id}`, editor.headers);
    expect(removed.body).toMatchObject({ message: en['success.faqEntryDeleted'], data: { id } });
    expect((await call('GET', '/api/faq', editor.headers)).body.data.map((entry: { id: string }) => entry.id)).not.toContain(id);
    expect((await logOf(id)).map((entry) => [entry.action, entry.before && (entry.before as { topic: string }).topic, entry.after && (entry.after as { topic: string }).topic])).toEqual([
      ['faqEntry.create', null, 'farm'],
      ['faqEntry.update', 'farm', 'health'],
      ['faqEntry.delete', 'health', null],
    ]);
    expect((await call('DELETE', `/api/faq/${id}`, editor.headers)).status).toBe(404);
  });

  it('refuses a reader’s writes and a person without the module', async () => {
    const { body: added } = await call('POST', '/api/faq', editor.headers, nightCall);
    expect((await call('POST', '/api/faq', reader.headers, nightCall)).status).toBe(403);
    expect((await call('PUT', `/api/faq/${added.data.id}`, reader.headers, nightCall)).status).toBe(403);
    expect((await call('DELETE', `/api/faq/${added.data.id}`, reader.headers)).status).toBe(403);
    expect((await call('GET', '/api/faq', stranger.headers)).status).toBe(403);
  });

  it('answers 404 for another organisation’s entry and leaves it as it was', async () => {
    const { body: theirs } = await call('POST', '/api/faq', outsider.headers, nightCall);
    const id = theirs.data.id as string;
    expect((await call('PUT', `/api/faq/${id}`, editor.headers, { ...nightCall, answerEn: 'Mine now' })).status).toBe(404);
    expect((await call('DELETE', `/api/faq/${id}`, editor.headers)).status).toBe(404);
    const [row] = await db.select().from(faqEntries).where(eq(faqEntries.id, id));
    expect(row).toMatchObject({ organizationId: outsider.organizationId, answerEn: nightCall.answerEn });
    expect((await logOf(id)).map((entry) => entry.action)).toEqual(['faqEntry.create']);
  });
});
