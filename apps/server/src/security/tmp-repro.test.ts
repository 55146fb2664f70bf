import { it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createMember } from '../test/people';
const app = await buildTestApp({ config: { logLevel: 'error' } as never });
await app.ready();
const admin = await createMember(app, { administrator: true });
it('repro', async () => {
  const show = async (method: string, url: string, payload?: unknown) => {
    const r = await app.inject({ method: method as 'GET', url, headers: { ...admin.headers, ...(payload ? { 'content-type': 'application/json' } : {}) }, payload: payload as string });
    console.log(method, url, r.statusCode, r.body.slice(0, 300));
  };
  await show('GET', '/api/forget-password/get-user-details/%F0%90%80%80%20%20!');
  await show('GET', '/api/forget-password/get-user-details/%C3%B1@x.es');
  await show('POST', '/api/action-list/task', JSON.stringify({ name: '!', category: 'general', startAt: '0000-00-00T00:00', endAt: '1990-01-01T00:00:00.000Z' }));
  await show('POST', '/graphql', JSON.stringify({ query: '{ userLogin(email: "a@a.aa", password: "") { token userDetail { id } } }', variables: '' }));
  await show('POST', '/graphql', JSON.stringify({ query: '{ userLogin(email: "a@a.aa", password: "") { token userDetail { id } } }' }));
  await show('POST', '/graphql', JSON.stringify({ query: '{ currentUser { modules } }', variables: '' }));
});
