import { errorEnvelope, text } from '@ganado/shared/http';
import { z } from 'zod';

/** Text that only a stack trace or the database puts in an answer. */
const LEAKS = [
  /\n\s+at \S/,
  /\bat (\/|file:\/\/|node:)/,
  /node_modules/,
  /\.(ts|js|mjs):\d+/,
  /\b(TypeError|ReferenceError|RangeError)\b/,
  /Failed query/i,
  /\bselect\b[^"]{0,200}\bfrom\b/i,
  /\binsert into\b/i,
  /\bdelete from\b/i,
  /\bupdate "?\w+"? set\b/i,
  /syntax error at or near/i,
  /\bviolates (foreign key|unique|check|not-null)\b/i,
  /\b(relation|column) "\w+"/i,
  /invalid input syntax/i,
];

const successEnvelope = z.object({ code: z.literal(200), success: z.literal(true), message: text(), data: z.unknown() });
/** Data, or errors each with a message and our `code` (graphql.errors.ts). */
const graphqlAnswer = z
  .object({ data: z.unknown().optional(), errors: z.array(z.object({ message: text(), extensions: z.object({ code: z.number() }).loose() })).min(1).optional() })
  .refine((answer) => answer.data != null || answer.errors !== undefined);

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * What is wrong with an answer to anything a caller may send: a 5xx, a body that is neither the
 * spec's error envelope nor a success (a file, a picture, the API's own description), or text a
 * stack trace or SQL would leave that the request did not carry itself. Empty when it is right.
 */
export function answerProblems(route: { method: string; url: string }, answer: Answer, sent: string): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`status ${answer.statusCode}`);
  for (const leak of LEAKS) {
    const found = leak.exec(answer.body)?.[0];
    if (found && !sent.includes(found)) problems.push(`leaks ${JSON.stringify(found)}`);
  }
  if (route.method === 'HEAD') return problems;
  const json = String(answer.headers['content-type'] ?? '').startsWith('application/json');
  if (!json) {
    if (answer.statusCode >= 400) problems.push(`a ${answer.statusCode} that is not the error envelope`);
    return problems;
  }
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [...problems, 'JSON that does not parse'];
  }
  if (route.url === '/graphql') {
    if (!graphqlAnswer.safeParse(body).success) problems.push('not a GraphQL answer with our error extensions');
  } else if (route.url.startsWith('/api/docs') && answer.statusCode < 300) {
    // The OpenAPI description itself.
  } else {
    const envelope = answer.statusCode < 300 ? successEnvelope : errorEnvelope;
    const parsed = envelope.safeParse(body);
    if (!parsed.success) problems.push(`not the ${answer.statusCode < 300 ? 'success' : 'error'} envelope`);
    // Work accepted for the background (an import, an evaluation) answers 202, its envelope the spec's success code 200.
    else if (parsed.data.code !== answer.statusCode && !(answer.statusCode === 202 && parsed.data.code === 200)) problems.push(`envelope code ${parsed.data.code} under status ${answer.statusCode}`);
  }
  return problems;
}
