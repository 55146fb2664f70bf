import { isDeepStrictEqual } from 'node:util';
import type { FastifyDynamicSwaggerOptions, SwaggerTransformObject } from '@fastify/swagger';
import { API_TAGS } from '@ganado/shared/http';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The OpenAPI document of the HTTP API, generated from the routes (each registered from its
 * contract, `http/operation.ts`), served at /api/docs and committed as `openapi.json`
 * (`npm run openapi` writes it; `npm test` fails when it differs from the code).
 */
export function openapiOptions(version: string): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Ganado API',
        description: 'Livestock and farm management',
        version,
        license: { name: 'GPL-3.0-or-later', url: 'https://www.gnu.org/licenses/gpl-3.0.html' },
      },
      // Relative: the API is served beside the web app, wherever it is installed.
      servers: [{ url: '/', description: 'The server this document came from' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      // The GraphQL gateway's routes are described by its own schema (GraphiQL), not by OpenAPI.
      if (input.url.startsWith('/graphql')) return { schema: { hide: true }, url: input.url };
      // A route not yet registered from a contract still says who may call it: its declared access.
      const access = input.route.config?.access;
      const security = input.schema?.security ?? (access === 'public' ? [] : [{ bearer: [] }]);
      return jsonSchemaTransform({ ...input, schema: { ...input.schema, security } });
    },
    transformObject: (input) => withoutUnusedSchemas(jsonSchemaTransformObject(input)),
  };
}

/**
 * The zod provider lists every registered schema twice, as read and as written
 * (`ErrorEnvelopeInput` beside `ErrorEnvelope`); only those an operation refers to are kept.
 */
function withoutUnusedSchemas(document: ReturnType<SwaggerTransformObject>): ReturnType<SwaggerTransformObject> {
  const components = (document as { components?: { schemas?: Record<string, unknown> } }).components;
  const schemas = components?.schemas;
  if (!schemas) return document;
  const refersTo = (value: unknown, name: string) => JSON.stringify(value).includes(`"#/components/schemas/${name}"`);
  // From the operations, then through the schemas they refer to, until no more are found.
  let kept: Record<string, unknown> = {};
  for (let found = true; found; ) {
    const seen = { ...document, components: { ...components, schemas: kept } };
    const next = Object.fromEntries(Object.entries(schemas).filter(([name]) => refersTo(seen, name)));
    found = Object.keys(next).length > Object.keys(kept).length;
    kept = next;
  }
  return { ...document, components: { ...components, schemas: kept } } as ReturnType<SwaggerTransformObject>;
}

type Document = { paths?: Record<string, Record<string, { operationId?: string } | undefined> | undefined> } & Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * What differs between the committed document and the one the code generates, one line per
 * operation (named by its operationId when it has one) or per other part of the document.
 */
export function openapiDifferences(committed: Document, generated: Document): string[] {
  const differences: string[] = [];
  for (const key of new Set([...Object.keys(committed), ...Object.keys(generated)])) {
    if (key !== 'paths' && !isDeepStrictEqual(committed[key], generated[key])) differences.push(`${key}: differs`);
  }
  const paths = new Set([...Object.keys(committed.paths ?? {}), ...Object.keys(generated.paths ?? {})]);
  for (const path of paths) {
    const before = committed.paths?.[path] ?? {};
    const after = generated.paths?.[path] ?? {};
    for (const method of METHODS) {
      const old = before[method];
      const now = after[method];
      if (isDeepStrictEqual(old, now)) continue;
      const name = `${method.toUpperCase()} ${path} (${now?.operationId ?? old?.operationId ?? 'no operationId'})`;
      differences.push(`${name}: ${old === undefined ? 'not in the committed document' : now === undefined ? 'no longer in the code' : 'differs'}`);
    }
  }
  return differences;
}
