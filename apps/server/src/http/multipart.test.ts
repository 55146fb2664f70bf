import { messageCatalog, UPLOAD_LIMITS } from '@ganado/shared';
import { USER_IMPORT_LIMITS } from '@ganado/shared/users';
import type { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { multipart, PNG, streamedMultipart } from '../test/multipart';
import { createMember } from '../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
afterAll(() => app.close());
const member = await createMember(app, { grants: { users: ['view', 'create'] } });

const MB = 1024 * 1024;
/** What a refused body may have been read past the route's limit: the parser's and the stream's buffers. */
const SLACK = MB;

async function send(method: 'POST' | 'PUT', url: string, body: { payload: Buffer | Readable; headers: Record<string, string> }, headers: Record<string, string> = {}) {
  const response = await app.inject({ method, url, payload: body.payload, headers: { ...headers, ...body.headers } });
  return { status: response.statusCode, body: response.json() };
}

const signUpFields = { firstName: 'Ana', lastName: 'Gil', password: 'Ganado#2026', email: 'grande@finca.es', language: 'es' };

describe('a file over its route’s limit', () => {
  it.each([
    ['the public sign-up', 'POST', '/api/user/signup/email', signUpFields, {}, 'errors.checkAllValues'],
    ['the profile', 'PUT', '/api/profile/picture', {}, member.headers, 'errors.profileNotUpdated'],
  ] as const)('a 40 MB picture to %s is refused with the spec’s text, having been read only to about 1 MB', async (_, method, url, fields, headers, message) => {
    const body = streamedMultipart(fields, { name: 'vaca.png', type: 'image/png', first: PNG, size: 40 * MB });
    const { status, body: answer } = await send(method, url, body, headers);
    expect(status).toBe(422);
    expect(answer.key).toBe(message);
    expect(answer.errors).toEqual([{ param: 'profilePic', key: 'validation.imageTooBig', msg: en['validation.imageTooBig'] }]);
    expect(body.taken()).toBeLessThan(UPLOAD_LIMITS.imageMaxBytes + SLACK);
  });

  it('a 40 MB CSV to the user import is refused at its 2 MB, with its own text', async () => {
    const body = streamedMultipart({}, { field: 'file', name: 'staff.csv', type: 'text/csv', first: Buffer.from('firstName,lastName,email\n'), size: 40 * MB });
    const { status, body: answer } = await send('POST', '/api/user/import', body, member.headers);
    expect(status).toBe(422);
    expect(answer.key).toBe('userImport.tooBig');
    expect(answer.errors).toEqual([{ param: 'file', key: 'userImport.tooBig', msg: en['userImport.tooBig'] }]);
    expect(body.taken()).toBeLessThan(USER_IMPORT_LIMITS.maxBytes + SLACK);
  });

  it('a file to a route that takes none is refused on its field before any of it is read', async () => {
    const body = streamedMultipart({ firstName: 'Ana' }, { field: 'cv', name: 'cv.pdf', type: 'application/pdf', first: Buffer.from('%PDF'), size: 40 * MB });
    const { status, body: answer } = await send('PUT', '/api/profile', body, member.headers);
    expect(status).toBe(422);
    expect(answer.errors).toEqual([{ param: 'cv', key: 'validation.invalid', msg: en['validation.invalid'] }]);
    expect(body.taken()).toBeLessThan(SLACK);
  });
});

describe('the text of a multipart body', () => {
  it('refuses a field longer than 16 KB on that field, never taking it cut short', async () => {
    const { status, body } = await send('POST', '/api/user/signup/email', multipart({ ...signUpFields, village: 'a'.repeat(16 * 1024 + 1) }));
    expect(status).toBe(422);
    expect(body.errors).toEqual([{ param: 'village', key: 'validation.invalid', msg: en['validation.invalid'] }]);
  });

  it('refuses more than 40 fields as too large', async () => {
    const fields = Object.fromEntries(Array.from({ length: 41 }, (_, index) => [`field${index}`, 'x']));
    const { status, body } = await send('POST', '/api/user/signup/email', multipart(fields));
    expect(status).toBe(413);
    expect(body.key).toBe('errors.payloadTooLarge');
  });
});
