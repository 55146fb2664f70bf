import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll } from 'vitest';

export type RecordedRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingHttpHeaders; body: string };
export type FakeAnswer = { status?: number; body: unknown };

/**
 * A local stand-in for an outside provider: answers each path with a recorded answer and keeps
 * the requests it got, so a test checks both what an adapter sends and what it makes of the reply.
 */
export async function startFakeProvider(answers: Record<string, FakeAnswer>) {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      requests.push({ method: request.method ?? '', path: url.pathname, query: url.searchParams, headers: request.headers, body });
      const answer = answers[url.pathname] ?? { status: 404, body: { error: true, reason: 'no such path' } };
      response.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
}

/** An address where nothing listens: a port that was free a moment ago. */
export async function closedPortUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
