import { messageCatalog } from '@ganado/shared';
import { fileField, operation, text } from '@ganado/shared/http';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../test/app';
import { multipart } from '../test/multipart';
import { createMember } from '../test/people';
import { openapiDifferences } from './openapi';
import { route } from './operation';

const echo = operation({
  operationId: 'echoThing',
  method: 'PUT',
  path: '/test-operation/:id',
  summary: 'Echo what was sent',
  tag: 'system',
  access: { module: 'farms', action: 'edit' },
  params: z.object({ id: z.uuid() }),
  query: z.object({ times: z.coerce.number().int().default(1) }),
  body: z.object({ name: text().trim().min(1) }),
  answer: z.object({ id: text(), name: text(), times: z.number() }),
  errors: [404],
  message: 'success.departmentUpdated',
});
const open = operation({
  operationId: 'readOpenThing',
  method: 'GET',
  path: '/test-operation/open',
  summary: 'Anyone may read it',
  tag: 'system',
  access: 'public',
  answer: z.object({ open: z.boolean() }),
  errors: [],
});
const file = operation({
  operationId: 'downloadThing',
  method: 'GET',
  path: '/test-operation/file',
  summary: 'A CSV file',
  tag: 'system',
  access: 'signedIn',
  answer: text(),
  answerKind: 'file',
  produces: ['text/csv'],
  errors: [],
});
const form = operation({
  operationId: 'sendForm',
  method: 'POST',
  path: '/test-operation/form',
  summary: 'A form, as multipart or as JSON',
  tag: 'system',
  access: 'public',
  body: z.object({ name: text().min(1) }),
  bodyKind: 'multipart-or-json',
  answer: z.object({ name: text() }),
  errors: [],
});
const upload = operation({
  operationId: 'uploadThing',
  method: 'POST',
  path: '/test-operation/upload',
  summary: 'A file, taken now and read later',
  tag: 'system',
  access: 'public',
  body: z.object({ file: fileField('userImport.fileRequired', 'Any file') }),
  bodyKind: 'multipart',
  status: 202,
  answer: z.object({ filename: text(), size: z.number() }),
  errors: [],
});
const withHeader = operation({
  operationId: 'readHeaderThing',
  method: 'POST',
  path: '/test-operation/header',
  summary: 'Reads a token from a header',
  tag: 'system',
  access: 'public',
  headers: z.object({ 'oauth-token': text().min(1, 'errors.invalidToken') }),
  answer: z.object({ token: text() }),
  errors: [],
});
const bare = operation({
  operationId: 'readBareThing',
  method: 'GET',
  path: '/test-operation/bare',
  summary: 'JSON without the envelope',
  tag: 'system',
  access: 'public',
  answer: z.object({ bare: z.boolean() }),
  answerKind: 'bare',
  errors: [],
});
const choice = operation({
  operationId: 'chooseThing',
  method: 'POST',
  path: '/test-operation/choice',
  summary: 'Its message says what was done',
  tag: 'system',
  access: 'public',
  body: z.object({ done: z.boolean() }),
  answer: z.object({ done: z.boolean() }),
  errors: [],
  message: (body: { done: boolean }) => (body.done ? 'success.occurrenceCompleted' : 'success.occurrenceReopened'),
});

const app = await buildTestApp();
let duplicate: unknown;
await app.register(
  async (api) => {
    route(api, echo, (request) => ({ id: request.params.id, name: request.body.name, times: request.query.times }));
    route(api, open, () => ({ open: true }));
    route(api, file, (_, reply) => reply.header('content-type', 'text/csv; charset=utf-8').send('"a","b"\r\n'));
    route(api, form, (request) => ({ name: request.body.name }));
    route(api, upload, (request) => ({ filename: request.body.file.filename, size: request.body.file.data.length }), {
      config: { upload: { maxBytes: 10, tooBig: 'userImport.tooBig' } },
    });
    route(api, withHeader, (request) => ({ token: request.headers['oauth-token'] }));
    route(api, bare, () => ({ bare: true }));
    route(api, choice, (request) => ({ done: request.body.done }));
    try {
      route(api, operation({ ...open, path: '/test-operation/again' }), () => ({ open: true }));
    } catch (error) {
      duplicate = error;
    }
  },
  { prefix: '/api' },
);
const editor = await createMember(app, { grants: { farms: ['view', 'edit'] } });
const viewer = await createMember(app, { organizationId: editor.organizationId, grants: { farms: ['view'] } });
const id = '00000000-0000-4000-8000-000000000001';

describe('a route registered from its operation', () => {
  it('hands the handler the parsed request and answers its data in the envelope, with the operation’s message', async () => {
    const response = await app.inject({ method: 'PUT', url: `/api/test-operation/${id}`, headers: { ...editor.headers, 'accept-language': 'es' }, payload: { name: ' Bella ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, success: true, message: messageCatalog.es['success.departmentUpdated'], data: { id, name: 'Bella', times: 1 } });
  });

  it('answers the message its body chooses, when the operation’s message depends on it', async () => {
    const send = async (done: boolean) => (await app.inject({ method: 'POST', url: '/api/test-operation/choice', payload: { done } })).json().message;
    expect(await send(true)).toBe(messageCatalog.en['success.occurrenceCompleted']);
    expect(await send(false)).toBe(messageCatalog.en['success.occurrenceReopened']);
  });

  it('enforces the operation’s access and checks its input', async () => {
    const url = `/api/test-operation/${id}?times=2`;
    expect((await app.inject({ method: 'PUT', url, payload: { name: 'x' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'PUT', url, headers: viewer.headers, payload: { name: 'x' } })).statusCode).toBe(403);
    const invalid = await app.inject({ method: 'PUT', url, headers: editor.headers, payload: { name: ' ' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject([{ param: 'name' }]);
    expect((await app.inject({ method: 'GET', url: '/api/test-operation/open' })).json().data).toEqual({ open: true });
  });

  it('lets a file operation send its own reply', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test-operation/file', headers: editor.headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe('"a","b"\r\n');
  });

  it('takes a multipart-or-json body either way, and says both in OpenAPI', async () => {
    const body = multipart({ name: 'Bella' });
    const asForm = await app.inject({ method: 'POST', url: '/api/test-operation/form', payload: body.payload, headers: body.headers });
    expect(asForm.json().data).toEqual({ name: 'Bella' });
    expect((await app.inject({ method: 'POST', url: '/api/test-operation/form', payload: { name: 'Bella' } })).json().data).toEqual({ name: 'Bella' });
    const post = app.swagger().paths!['/api/test-operation/form']!.post as { requestBody: { content: object } };
    expect(Object.keys(post.requestBody.content)).toEqual(['multipart/form-data', 'application/json']);
  });

  it('answers its own success status, and takes a file field: the file as read, or the field’s message without one', async () => {
    const url = '/api/test-operation/upload';
    const sent = multipart({}, { field: 'file', name: 'herd.csv', bytes: Buffer.from('a,b\n'), type: 'text/csv' });
    const accepted = await app.inject({ method: 'POST', url, payload: sent.payload, headers: sent.headers });
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ code: 200, success: true, data: { filename: 'herd.csv', size: 4 } });
    const text = multipart({ file: 'not a file' });
    const refused = await app.inject({ method: 'POST', url, payload: text.payload, headers: text.headers });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ param: 'file', msg: messageCatalog.en['userImport.fileRequired'], key: 'userImport.fileRequired' }]);
    expect((await app.inject({ method: 'POST', url, payload: { file: { filename: 'x.csv', data: 'abc' } } })).statusCode).toBe(422);
    const post = app.swagger().paths!['/api/test-operation/upload']!.post as { requestBody: { content: Record<string, { schema: { properties: object } }> }; responses: object };
    expect(Object.keys(post.responses)).toEqual(['202', '422']);
    expect(post.requestBody.content['multipart/form-data']!.schema.properties).toEqual({ file: { type: 'string', format: 'binary', description: 'Any file' } });
  });

  it('checks the headers it declares and hands them to the handler', async () => {
    const url = '/api/test-operation/header';
    expect((await app.inject({ method: 'POST', url, headers: { 'oauth-token': 'abc' } })).json().data).toEqual({ token: 'abc' });
    const missing = await app.inject({ method: 'POST', url });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject([{ param: 'oauth-token' }]);
  });

  it('answers a bare operation’s data without the envelope, and describes it so', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/test-operation/bare' })).json()).toEqual({ bare: true });
    const ok = app.swagger().paths!['/api/test-operation/bare']!.get!.responses['200'] as { content: Record<string, { schema: object }> };
    expect(ok.content['application/json']!.schema).toMatchObject({ properties: { bare: { type: 'boolean' } } });
  });

  it('is described in OpenAPI by its contract: id, summary, tag, security, and every failure it may answer', () => {
    const paths = app.swagger().paths!;
    const put = paths['/api/test-operation/{id}']!.put!;
    expect(put).toMatchObject({ operationId: 'echoThing', summary: 'Echo what was sent', tags: ['system'], security: [{ bearer: [] }] });
    expect(Object.keys(put.responses)).toEqual(['200', '401', '403', '404', '422']);
    expect(put.responses['404']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });
    expect(paths['/api/test-operation/open']!.get).toMatchObject({ operationId: 'readOpenThing', security: [] });
    expect(Object.keys((paths['/api/test-operation/file']!.get!.responses['200'] as { content: object }).content)).toEqual(['text/csv']);
  });
});

describe('registering an operation', () => {
  const bareApp = () => {
    const bare = Fastify();
    bare.setValidatorCompiler(validatorCompiler);
    bare.setSerializerCompiler(serializerCompiler);
    return bare;
  };

  it('refuses a path whose parameters its params do not name', () => {
    const wrong = operation({ ...echo, operationId: 'wrongThing', path: '/test-operation/:thingId' });
    expect(() => route(bareApp(), wrong, () => ({ id, name: '', times: 0 }))).toThrow('wrongThing: the path /test-operation/:thingId names [thingId] but params declares [id]');
  });

  it('refuses an operationId already taken in the app', () => {
    expect(String(duplicate)).toContain('GET /api/test-operation/again has the operationId readOpenThing of GET /api/test-operation/open');
  });
});

describe('the check of the committed openapi.json', () => {
  it('reports a changed copy of the document as a difference, naming the operation', async () => {
    type Document = { info?: unknown; paths: Record<string, Record<string, { operationId?: string; summary?: string }>> };
    const generated = JSON.parse(JSON.stringify(app.swagger())) as Document;
    const committed = structuredClone(generated);
    expect(openapiDifferences(committed, generated)).toEqual([]);

    committed.paths['/api/test-operation/{id}']!.put!.summary = 'Something else';
    delete committed.paths['/api/test-operation/open'];
    committed.info = { title: 'Changed' };
    expect(openapiDifferences(committed, generated)).toEqual([
      'info: differs',
      'PUT /api/test-operation/{id} (echoThing): differs',
      'GET /api/test-operation/open (readOpenThing): not in the committed document',
    ]);
  });
});
